// A benchmark's official prompt versions (DOMAIN §8): version 1 from the code, later ones stored.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import {
  DEFAULT_PROMPT_VERSION,
  DEFAULT_PROMPTS,
  storedPromptTemplatesSchema,
  type PromptTemplates,
} from "@/lib/ai/evaluate-claim/prompt-templates";

export interface PromptVersionView {
  version: number;
  templates: PromptTemplates;
  note: string;
  /** ISO; null for the version that ships with the code. */
  createdAt: string | null;
}

const DEFAULT_VIEW: PromptVersionView = {
  version: DEFAULT_PROMPT_VERSION,
  templates: DEFAULT_PROMPTS,
  note: "The prompts LiveCheck ships with.",
  createdAt: null,
};

type Row = { id: string; version: number; templatesJson: string; note: string; createdAt: Date };

function toView(row: Row): PromptVersionView {
  return {
    version: row.version,
    templates: decodeJsonColumn(storedPromptTemplatesSchema, row.templatesJson, {
      table: "PromptVersion",
      id: row.id,
      column: "templatesJson",
    }),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const SELECT = { id: true, version: true, templatesJson: true, note: true, createdAt: true } as const;

/** Every version of the benchmark, oldest first (the shipped version 1 included). */
export async function loadPromptVersions(benchmarkId: string): Promise<PromptVersionView[]> {
  const rows = await db.promptVersion.findMany({
    where: { benchmarkId },
    orderBy: { version: "asc" },
    select: SELECT,
  });
  return [DEFAULT_VIEW, ...rows.map(toView)];
}

/** The version a new evaluation uses: the newest. */
export async function loadCurrentPrompts(
  benchmarkId: string,
  client: Pick<Tx, "promptVersion"> = db,
): Promise<PromptVersionView> {
  const row = await client.promptVersion.findFirst({
    where: { benchmarkId },
    orderBy: { version: "desc" },
    select: SELECT,
  });
  return row ? toView(row) : DEFAULT_VIEW;
}

/** One version (an evaluation's recorded one); null when the benchmark has no such version. */
export async function loadPromptVersion(
  benchmarkId: string,
  version: number,
): Promise<PromptVersionView | null> {
  if (version === DEFAULT_PROMPT_VERSION) return DEFAULT_VIEW;
  const row = await db.promptVersion.findUnique({
    where: { benchmarkId_version: { benchmarkId, version } },
    select: SELECT,
  });
  return row ? toView(row) : null;
}
