import "server-only";
import { recordsFromColumns } from "@/lib/scoring/record-columns";
import type { InstanceRecord } from "@/lib/scoring/types";
import { loadSubmissionColumns } from "./load-submission-columns";

/** A submission's stored per-claim records under one label version, as record objects. */
export async function loadSubmissionRecords(
  submission: { id: string; splitId: string },
  labelVersionId: string,
): Promise<InstanceRecord[]> {
  return recordsFromColumns(await loadSubmissionColumns(submission, labelVersionId));
}
