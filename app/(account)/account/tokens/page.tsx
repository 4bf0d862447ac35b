import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { listTokens } from "@/lib/server/tokens/list-tokens";
import { CreateTokenForm } from "@/components/account/create-token-form";
import { TokenList } from "@/components/account/token-list";

export const metadata: Metadata = { title: "API tokens" };

export default async function TokensPage() {
  const user = await guardPage("user");
  const tokens = await listTokens(user);
  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">API tokens</h1>
        <p className="text-sm text-gray-700">
          Send a token as <code>Authorization: Bearer &lt;token&gt;</code> to <code>/api/v1/*</code>. We store
          only a hash: the secret is shown once, when you create it.
        </p>
      </div>
      <CreateTokenForm isAdmin={user.role === "admin"} />
      <TokenList
        tokens={tokens.map((t) => ({
          ...t,
          createdAt: t.createdAt.toISOString(),
          lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
          revokedAt: t.revokedAt?.toISOString() ?? null,
        }))}
      />
    </div>
  );
}
