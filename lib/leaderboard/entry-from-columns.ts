import { recordsFromColumns, type RecordColumns } from "@/lib/scoring/record-columns";
import type { AssembleInput, EntryMeta } from "./assemble-leaderboard";

/** A board entry as loaded: who it is, and its representative submissions' records in columns. */
export type ColumnEntry = { facts: Omit<EntryMeta, "records">; columns: RecordColumns[] };

/** What a board table is computed from, with entries in columns (they cross to a thread as they are). */
export type BoardTableInput = Omit<AssembleInput, "entries"> & { entries: ColumnEntry[] };

/** The entry with its records built on each read from the columns and dropped after use (EntryMeta.records). */
export function entryFromColumns({ facts, columns }: ColumnEntry): EntryMeta {
  return {
    ...facts,
    get records() {
      return columns.flatMap(recordsFromColumns);
    },
  };
}

/** The input assembleLeaderboard takes. */
export function toAssembleInput(input: BoardTableInput): AssembleInput {
  return { ...input, entries: input.entries.map(entryFromColumns) };
}
