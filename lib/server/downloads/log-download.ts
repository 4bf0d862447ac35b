import "server-only";
import { db } from "@/lib/db";

/** Records one served download: who, which file and how many bytes were sent (now is "when"). */
export async function logDownload(
  userId: string | null,
  releaseFileId: string,
  bytes: number,
): Promise<void> {
  await db.downloadEvent.create({ data: { userId, releaseFileId, bytes } });
}
