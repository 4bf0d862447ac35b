import "server-only";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";
import { toAccessStatusDto, type AccessStatusDto } from "@/lib/server/access/to-access-status-dto";
import type { Viewer } from "@/lib/server/benchmarks/visibility";

/** What the access card on a gated benchmark's pages needs: the viewer's own state and whom to write to. */
export async function getAccessGate(
  viewer: Viewer,
  slug: string,
): Promise<{ status: AccessStatusDto; contact: string | null }> {
  const status = await getAccessStatus(viewer, slug);
  return { status: toAccessStatusDto(status), contact: await getBenchmarkContact(status.benchmark.id) };
}
