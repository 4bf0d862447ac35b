import { TextLink } from "@/components/ui/text-link";
import { formatLogit, scaleDecimals } from "@/components/leaderboard/difficulty-format";
import type { Track } from "@/lib/vocabulary";

type Props = {
  slug: string;
  split: string;
  track: Track;
  /** The claim's difficulty on its split's default board, with the models it rests on. */
  difficulty: { difficulty: number; n: number };
};

/** A claim's difficulty (DOMAIN.md §9), shown on public-label splits only. */
export function ClaimDifficulty({ slug, split, track, difficulty }: Props) {
  return (
    <p className="text-sm" data-testid="claim-difficulty">
      Difficulty on the {split} board:{" "}
      <strong>
        {formatLogit(difficulty.difficulty, true, scaleDecimals(track))}{" "}
        {track === "verdict" ? "logits" : "(MSE scale)"}
      </strong>{" "}
      (higher is harder; fitted from {difficulty.n} models).{" "}
      <TextLink href={`/leaderboards/${slug}/difficulty?splits=${encodeURIComponent(split)}`}>
        All difficulties
      </TextLink>
    </p>
  );
}
