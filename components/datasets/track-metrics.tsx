import type { Track } from "@/lib/vocabulary";

/** The track's metrics in plain words (DOMAIN §2–§4). */
export function TrackMetrics({ track, hasSlices }: { track: Track; hasSlices: boolean }) {
  if (track === "integrity") {
    return (
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>
          Each claim has an integrity score from −1 (certainly compromised) through 0 (not enough information)
          to +1 (certainly intact); predictions are scores on the same scale.
        </li>
        <li>
          <strong>MSE</strong> (main metric, lower is better): the mean squared gap between prediction and
          gold. 0.04 is very good, 0.10 good; always answering 0 scores about 1.0 on balanced gold.
        </li>
        <li>
          <strong>MAE</strong>: the mean absolute gap.
        </li>
        <li>
          <strong>3-bin and 7-bin accuracy</strong>: how often prediction and gold fall in the same bin
          (negative / NEI / positive, or the nearest of seven centres).
        </li>
      </ul>
    );
  }
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>
        <strong>Accuracy</strong>: the share of claims whose predicted verdict equals the gold verdict.
      </li>
      <li>
        <strong>Macro-F1</strong>: the F1 score of each label, averaged with equal weight over the whole label
        set, so rare labels count as much as common ones.
      </li>
      <li>
        <strong>Format success rate</strong>: the share of predictions that could be read as a valid label;
        unreadable ones count as wrong.
      </li>
      {hasSlices && (
        <li>
          <strong>Time slices and modes</strong>: a prediction is made with evidence up to a few days before
          (−3), on (0) or after (+3) the claim date. Classification mode scores it against the final verdict;
          inference mode against what that slice&apos;s evidence supported. The average of these twelve
          numbers is the headline score, and the reasoning gap compares the two modes at −3.
        </li>
      )}
    </ul>
  );
}
