import { TextLink } from "@/components/ui/text-link";
import { Notice } from "@/components/ui/notice";

/**
 * Says in plain words which splits are sealed (lib/server/benchmarks/sealed-splits.ts): to a
 * maintainer, that only maintainers read them; to everyone else, that their texts are
 * withheld and how to take part (an evaluation on the model's endpoint).
 */
export function SealedSplitNotice({ splits, canMaintain }: { splits: string[]; canMaintain: boolean }) {
  if (splits.length === 0) return null;
  const names = splits.join(", ");
  const one = splits.length === 1;
  if (canMaintain)
    return (
      <Notice>
        {one ? "Split" : "Splits"} {names} {one ? "is" : "are"} sealed: you see {one ? "its" : "their"} claims
        because you maintain this benchmark. Everyone else sees neither the claims, nor their evidence, nor
        the files holding them until you retire {one ? "it" : "them"}; participants take part through
        evaluations on their model&apos;s endpoint only.
      </Notice>
    );
  return (
    <Notice>
      <span data-testid="sealed-notice">
        {one ? "Split" : "Splits"} {names} {one ? "is" : "are"} sealed: {one ? "its" : "their"} claims,
        evidence and files are shown to the benchmark&apos;s maintainers only until{" "}
        {one ? "it is" : "they are"} retired, and {one ? "it takes" : "they take"} no uploaded predictions. To
        take part, register your model&apos;s endpoint on{" "}
        <TextLink href="/models">your model&apos;s page</TextLink> and start an evaluation there: LiveCheck
        sends the claims to your endpoint and scores the answers.
      </span>
    </Notice>
  );
}
