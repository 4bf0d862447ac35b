import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { advantageBound, gridSize, ladderTranscriptBits } from "@/lib/disclosure/leak-bound";
import { MIN_DISCLOSURE_N, disclosureStep } from "@/lib/disclosure/disclosure-step";
import { Table, Td, Th } from "@/components/ui/table";

export const metadata: Metadata = { title: "How hidden labels stay hidden" };

const SIZES = [100, 300, 1000];
const SUBMISSIONS = [
  { k: 1, label: "one submission" },
  { k: 5, label: "one day (5)" },
  { k: 30, label: "six days (30)" },
];

/** The disclosure policy for hidden test labels in plain words, with its numbers computed by lib/disclosure. */
export default async function SecurityPage() {
  await guardPage("public");
  return (
    <div className="max-w-3xl space-y-5 text-sm leading-6">
      <h1 className="text-2xl font-semibold">How hidden test labels stay hidden</h1>
      <p>
        A live benchmark is only as good as its hidden labels are hidden: if scores could be read back into
        labels, the test split would be contaminated by the leaderboard itself. So on hidden splits (test
        splits not yet retired, and embargoed dev splits) LiveCheck discloses numbers to everyone except the
        benchmark&apos;s maintainers under three rules.
      </p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          <strong>Rounded to the noise.</strong> Each number is rounded to a step no finer than its own
          standard error, and numbers over fewer than {MIN_DISCLOSURE_N} claims are withheld. Digits below the
          noise say nothing about a model, but they do say something about the labels.
        </li>
        <li>
          <strong>The Ladder.</strong> A new score of yours is disclosed only when it beats your best
          disclosed score on that split (any of your models) by more than the step; otherwise you read
          &ldquo;no significant improvement&rdquo; (Blum &amp; Hardt, 2015). Boards, model pages, comparisons
          and contamination views are built from disclosed scores only.
        </li>
        <li>
          <strong>Exact values later.</strong> When the maintainers retire a split, its labels become public
          and every view shows exact values, equal to the official scorer&apos;s.
        </li>
      </ol>
      <h2 className="text-lg font-semibold">Steps for a split of n claims</h2>
      <Table width="auto" data-testid="disclosure-steps">
        <thead>
          <tr>
            <Th>n</Th>
            <Th>accuracy, F1</Th>
            <Th>MAE</Th>
            <Th>MSE</Th>
          </tr>
        </thead>
        <tbody>
          {SIZES.map((n) => (
            <tr key={n}>
              <Td>{n}</Td>
              <Td>{disclosureStep("accuracy", n)}</Td>
              <Td>{disclosureStep("mae", n)}</Td>
              <Td>{disclosureStep("mse", n)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2 className="text-lg font-semibold">How much one account can learn</h2>
      <p>
        What the Ladder shows you over k submissions has at most this many bits, whatever you submit; with
        labels drawn at random, no file built from it beats chance accuracy by more than the figure after it
        (with probability 0.999).
      </p>
      <Table width="auto" data-testid="leak-bounds">
        <thead>
          <tr>
            <Th>n</Th>
            {SUBMISSIONS.map((s) => (
              <Th key={s.k}>{s.label}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIZES.map((n) => {
            const grid = gridSize(disclosureStep("accuracy", n));
            return (
              <tr key={n}>
                <Td>{n}</Td>
                {SUBMISSIONS.map(({ k }) => {
                  const bits = ladderTranscriptBits(k, grid);
                  return (
                    <Td key={k}>
                      {bits.toFixed(1)} bits, ≤ +{advantageBound(bits, n, 0.001).toFixed(2)}
                    </Td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="text-gray-700">
        Each account has its own quota and Ladder, so submitting to a hidden split needs a verified email
        address, and maintainers may also require approved access. The full threat model is in the
        repository&apos;s <span className="font-mono">docs/SECURITY.md</span>.
      </p>
    </div>
  );
}
