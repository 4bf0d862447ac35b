import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { formatCount, formatDateTime, formatWait } from "@/lib/format";
import { getQueueOverview } from "@/lib/server/jobs/get-queue-overview";
import { JobButton } from "@/components/jobs/job-button";
import { StackedTable } from "@/components/jobs/stacked-table";

export const metadata: Metadata = { title: "Jobs" };
export const dynamic = "force-dynamic";

export default async function JobsPage() {
  const admin = await guardPage("admin");
  const q = await getQueueOverview(admin);
  const job = (id: string, kind: string) => (
    <>
      <span className="font-medium">{kind}</span> <span className="font-mono text-xs break-all">{id}</span>
    </>
  );
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Jobs</h1>
        <p className="text-sm text-gray-700">
          The queue as of {formatDateTime(q.now)}. Each lane has its own worker slots. Waiting: queued and
          due; later: waiting out a retry delay. Typical wait: the median time from queued to started of the
          lane&apos;s jobs that started today (UTC). Reload for fresh numbers.
        </p>
      </div>
      <section className="space-y-2" aria-labelledby="lanes">
        <h2 id="lanes" className="text-lg font-semibold">
          Lanes
        </h2>
        <StackedTable
          testId="lanes"
          caption="Per lane"
          columns={[
            "Lane",
            "Waiting",
            "Later",
            "Oldest waiting",
            "Running",
            "Done last hour",
            "Failed last hour",
            "Typical wait today",
          ]}
          numeric={[1, 2, 3, 4, 5, 6, 7]}
          empty=""
          rows={q.lanes.map((l) => ({
            key: l.lane,
            cells: [
              l.lane,
              formatCount(l.waiting),
              formatCount(l.later),
              formatWait(l.oldestWaitMs),
              formatCount(l.running),
              formatCount(l.doneLastHour),
              formatCount(l.failedLastHour),
              formatWait(l.typicalWaitMs),
            ],
          }))}
        />
      </section>
      <section className="space-y-2" aria-labelledby="running">
        <h2 id="running" className="text-lg font-semibold">
          Running
        </h2>
        <StackedTable
          testId="running-jobs"
          caption="Running jobs"
          columns={["Job", "Lane", "Worker (host:pid:random)", "Lease until", "Attempt"]}
          empty="No job is running."
          rows={q.running.map((j) => ({
            key: j.id,
            cells: [
              job(j.id, j.kind),
              j.lane,
              <span key="w" className="font-mono text-xs break-all">
                {j.worker ?? "—"}
              </span>,
              j.isLeaseExpired
                ? `${formatDateTime(j.leaseUntil)} (expired: the next free worker takes it over)`
                : formatDateTime(j.leaseUntil),
              `${j.attempts} of ${j.maxAttempts}`,
            ],
          }))}
        />
      </section>
      <section className="space-y-2" aria-labelledby="waiting">
        <h2 id="waiting" className="text-lg font-semibold">
          Waiting
        </h2>
        <p className="text-sm text-gray-700">
          In claim order, the first 50. Only a board refresh that has never started can be cancelled: every
          other kind has a submission, upload or evaluation whose status waits on it.
        </p>
        <StackedTable
          testId="waiting-jobs"
          caption="Waiting jobs"
          columns={["Job", "Lane", "Due", "Cancel"]}
          empty="No job is waiting."
          rows={q.waiting.map((j) => ({
            key: j.id,
            cells: [
              job(j.id, j.kind),
              j.lane,
              formatDateTime(j.runAt),
              j.cancelRefusal ? (
                <span className="text-gray-700">Cannot be cancelled: {j.cancelRefusal}.</span>
              ) : (
                <JobButton jobId={j.id} verb="cancel" />
              ),
            ],
          }))}
        />
      </section>
      <section className="space-y-2" aria-labelledby="failures">
        <h2 id="failures" className="text-lg font-semibold">
          Recent failures
        </h2>
        <p className="text-sm text-gray-700">
          The last 50 jobs that failed for good. Reasons may quote a participant&apos;s file problems: they
          are shown to admins only. Retry queues the job again with one more attempt; its handler re-reads its
          record first.
        </p>
        <StackedTable
          testId="failed-jobs"
          caption="Failed jobs"
          columns={["Job", "Lane", "Failed at", "Reason", "Retry"]}
          empty="No job has failed."
          rows={q.failures.map((j) => ({
            key: j.id,
            cells: [
              job(j.id, j.kind),
              j.lane,
              formatDateTime(j.failedAt),
              <span key="r" className="break-words">
                {j.reason ?? "—"}
              </span>,
              j.retryRefusal ? (
                <span key="b" className="text-gray-700">
                  Not retried here: {j.retryRefusal}.
                </span>
              ) : (
                <JobButton key="b" jobId={j.id} verb="retry" />
              ),
            ],
          }))}
        />
      </section>
    </div>
  );
}
