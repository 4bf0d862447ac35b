"use client";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { loadNavUser } from "@/components/layout/client-session-links";
import { TEXT_LINK } from "@/components/ui/text-link";

/**
 * The visitor's own rows. A board is rendered once for signed-out and signed-in visitors alike
 * (lib/page-cache/shared-render.ts), so the rows are marked in the browser: once the visitor is
 * known to be signed in, their model ids come from GET /api/v1/models (their own models).
 */
const MineContext = createContext<ReadonlySet<string>>(new Set());

let pending: Promise<Set<string>> | null = null;
function loadMyModelIds(): Promise<Set<string>> {
  pending ??= loadNavUser().then(async (user) => {
    if (!user) return new Set<string>();
    const res = await fetch("/api/v1/models", { cache: "no-store", credentials: "same-origin" });
    const body = res.ok ? ((await res.json()) as { models?: { id: string }[] }) : {};
    return new Set((body.models ?? []).map((m) => m.id));
  });
  return pending.catch(() => new Set<string>());
}

export function MyRowsProvider({ children }: { children: ReactNode }) {
  const [mine, setMine] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let live = true;
    void loadMyModelIds().then((ids) => live && setMine(ids));
    return () => {
      live = false;
    };
  }, []);
  return <MineContext value={mine}>{children}</MineContext>;
}

const useIsMine = (modelId: string | null) => {
  const mine = useContext(MineContext);
  return modelId !== null && mine.has(modelId);
};

/** A table row that is marked (data-mine, highlighted by globals.css) when it is the visitor's. */
export function MineRow({
  modelId,
  children,
  ...rest
}: { modelId: string | null; children: ReactNode } & React.HTMLAttributes<HTMLTableRowElement> &
  Record<`data-${string}`, string | undefined>) {
  const isMine = useIsMine(modelId);
  return (
    <tr {...rest} data-mine={isMine || undefined}>
      {children}
    </tr>
  );
}

/** A card that is marked when it is the visitor's. */
export function MineCard({
  modelId,
  children,
  className = "",
  ...rest
}: { modelId: string | null; children: ReactNode; className?: string } & React.HTMLAttributes<HTMLLIElement> &
  Record<`data-${string}`, string | undefined>) {
  const isMine = useIsMine(modelId);
  return (
    <li
      {...rest}
      data-mine={isMine || undefined}
      className={`${className} ${isMine ? "border-blue-700" : ""}`}
    >
      {children}
    </li>
  );
}

/** The "my row" chip beside the model's name. */
export function MineChip({ modelId }: { modelId: string | null }) {
  return useIsMine(modelId) ? (
    <span className="ml-1 rounded bg-blue-700 px-1 text-xs text-white">my row</span>
  ) : null;
}

/** "Jump to my row": to the first of the visitor's rows, in board order (table and cards each have their anchor). */
export function MyRowLink({ order }: { order: (string | null)[] }) {
  const mine = useContext(MineContext);
  const first = order.find((id) => id !== null && mine.has(id));
  if (!first) return null;
  return (
    <p className="text-sm">
      <a href={`#model-${first}`} className={`hidden sm:inline ${TEXT_LINK}`}>
        Jump to my row
      </a>
      <a href={`#card-model-${first}`} className={`sm:hidden ${TEXT_LINK}`}>
        Jump to my row
      </a>{" "}
      <span className="text-gray-700">(your models are highlighted)</span>
    </p>
  );
}
