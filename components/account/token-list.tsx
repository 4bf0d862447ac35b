"use client";
import { useActionState } from "react";
import { revokeTokenAction } from "@/lib/actions/tokens";
import { Notice } from "@/components/ui/notice";
import { formatDateTime } from "@/lib/format";

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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="p-2">Name</th>
              <th className="p-2">Starts with</th>
              <th className="p-2">Scopes</th>
              <th className="p-2">Created</th>
              <th className="p-2">Last used</th>
              <th className="p-2">Status</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} className="border-t" data-testid={`token-${t.name}`}>
                <td className="p-2">{t.name}</td>
                <td className="p-2 font-mono">{t.prefix}…</td>
                <td className="p-2">{t.scopes.join(", ")}</td>
                <td className="p-2">{day(t.createdAt)}</td>
                <td className="p-2">{day(t.lastUsedAt)}</td>
                <td className="p-2">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
