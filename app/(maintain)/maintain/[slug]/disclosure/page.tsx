import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { getDisclosureSettings } from "@/lib/server/disclosure/get-disclosure-settings";
import { DisclosureStepForm } from "@/components/disclosure/disclosure-step-form";
import { RetireSplitForm } from "@/components/disclosure/retire-split-form";
import { SealSplitForm } from "@/components/disclosure/seal-split-form";
import { RetireAtForm } from "@/components/disclosure/retire-at-form";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";
import { Table, Td, Th } from "@/components/ui/table";

export const generateMetadata = benchmarkMetadata("hidden splits and disclosure");
export const dynamic = "force-dynamic";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

export default async function DisclosureSettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await guardPage("maintainer");
  const { slug } = paramsSchema.parse(await params);
  const s = await getDisclosureSettings(user, slug).catch(throwPageError);
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <p className="text-sm">
          <TextLink href="/maintain">Maintain</TextLink> / {s.title}
        </p>
        <h1 className="text-2xl font-semibold">Hidden splits and disclosure: {s.title}</h1>
        <p className="max-w-3xl text-sm text-gray-700">
          Participants and visitors see hidden-split numbers rounded to a step η no finer than their standard
          error, and a participant&apos;s new score only when it beats their best disclosed score on the split
          by more than η (the Ladder). You see exact values. Retiring a test split makes its labels and exact
          scores public for good. Sealing a test split keeps its claim texts, evidence and files for the
          maintainers alone (access grants do not open them) and lets participants take part only through
          evaluations that LiveCheck runs on their model&apos;s endpoint, until the split is retired. See{" "}
          <TextLink href="/security">how hidden labels stay hidden</TextLink>.
        </p>
      </div>
      <DisclosureStepForm slug={slug} disclosureStep={s.disclosureStep} />
      <Table data-testid="disclosure-splits">
        <thead>
          <tr>
            <Th>Split</Th>
            <Th>Labels</Th>
            <Th align="right">Claims</Th>
            <Th align="right">η ({s.metric})</Th>
            <Th align="right">Disclosed / held</Th>
            <Th>Seal</Th>
            <Th>Retire</Th>
          </tr>
        </thead>
        <tbody>
          {s.splits.map((sp) => (
            <tr key={sp.name} data-testid={`split-${sp.name}`}>
              <Td className="font-mono">{sp.name}</Td>
              <Td>
                {sp.hidden
                  ? sp.kind === "test"
                    ? sp.sealed
                      ? "hidden (test, sealed)"
                      : "hidden (test)"
                    : "hidden (embargoed dev)"
                  : sp.retiredAt
                    ? `public since ${sp.retiredAt.slice(0, 16).replace("T", " ")} UTC (retired)`
                    : "public (dev)"}
              </Td>
              <Td align="right">{sp.claims}</Td>
              <Td align="right">{sp.step ?? (sp.hidden ? "withheld (< 30 claims)" : "exact")}</Td>
              <Td align="right">
                {sp.disclosed} / {sp.held}
              </Td>
              <Td>
                {sp.kind === "test" && !sp.retiredAt ? (
                  <SealSplitForm slug={slug} split={sp.name} sealed={sp.sealed} />
                ) : (
                  "—"
                )}
              </Td>
              <Td>
                {sp.kind === "test" && !sp.retiredAt ? (
                  <>
                    <RetireSplitForm slug={slug} split={sp.name} />
                    <RetireAtForm slug={slug} split={sp.name} retireAt={sp.retireAt} />
                  </>
                ) : (
                  "—"
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">History</h2>
        {s.history.length === 0 ? (
          <p className="text-sm text-gray-700">No disclosure step change or retirement yet.</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="disclosure-history">
            {s.history.map((h, i) => (
              <li key={i}>
                <span className="font-mono">{h.at.slice(0, 16).replace("T", " ")} UTC</span> · {h.detail}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
