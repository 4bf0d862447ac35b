import type { BoardColumn } from "@/lib/schemas/board-display";

/** The optional columns' headers (the table's too). */
export const COLUMN_LABELS: Record<BoardColumn, string> = {
  organisation: "Organisation",
  open_weights: "Open weights",
  cutoff: "Cutoff",
  regime: "Regime",
  n: "n",
  submitted: "Submitted",
  notes: "Notes",
};
