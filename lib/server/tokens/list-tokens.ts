import "server-only";
import { db } from "@/lib/db";

type TokenRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export async function listTokens(actor: { id: string }): Promise<TokenRow[]> {
  const tokens = await db.apiToken.findMany({
    where: { userId: actor.id },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      prefix: true,
      scopes: true,
      createdAt: true,
      lastUsedAt: true,
      revokedAt: true,
    },
  });
  return tokens.map((t) => ({ ...t, scopes: t.scopes.split(" ") }));
}
