"use client";
import { useActionState } from "react";
import { revokeTokenAction } from "@/lib/actions/tokens";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";

type Token = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const day = (iso: string | null) => (iso ? formatDateTime(iso) : "never");

export function TokenList({ tokens }: { tokens: Token[] }) {
  const [state, action, pending] = useActionState(revokeTokenAction, {});
  if (tokens.length === 0) return <p className="text-sm text-gray-700">You have no tokens yet.</p>;
  return (
    <section className="space-y-2" aria-labelledby="your-tokens">
      <h2 id="your-tokens" className="text-lg font-semibold">
        Your tokens
      </h2>
      {state.formError && <Notice tone="error">{state.formError}</Notice>}
      <Table>
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Starts with</Th>
            <Th>Scopes</Th>
            <Th>Created</Th>
            <Th>Last used</Th>
            <Th>Status</Th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.id} data-testid={`token-${t.name}`}>
              <Td>{t.name}</Td>
              <Td className="font-mono">{t.prefix}…</Td>
              <Td>{t.scopes.join(", ")}</Td>
              <Td>{day(t.createdAt)}</Td>
              <Td>{day(t.lastUsedAt)}</Td>
              <Td>
                {t.revokedAt ? (
                  `revoked ${day(t.revokedAt)}`
                ) : (
                  <form action={action}>
                    <input type="hidden" name="tokenId" value={t.id} />
                    <button type="submit" disabled={pending} className="text-red-700 underline">
                      Revoke {t.name}
                    </button>
                  </form>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
