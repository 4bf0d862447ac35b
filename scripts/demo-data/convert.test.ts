import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleHost, convertAveritec, parseAveritecDate } from "./convert-averitec";
import { convertLiar2, parseLiar2Date } from "./convert-liar2";

describe("date parsing of the real data", () => {
  it("reads AVeriTeC DD-MM-YYYY", () => {
    expect(parseAveritecDate("31-10-2020")).toBe("2020-10-31");
    expect(parseAveritecDate("1-2-2020")).toBe("2020-02-01");
    expect(parseAveritecDate("30-02-2020")).toBeNull();
    expect(parseAveritecDate(null)).toBeNull();
    expect(parseAveritecDate("2020-10-31")).toBeNull();
  });
  it("reads LIAR2 'Month D, YYYY'", () => {
    expect(parseLiar2Date("April 16, 2008")).toBe("2008-04-16");
    expect(parseLiar2Date("July 5, 2014")).toBe("2014-07-05");
    expect(parseLiar2Date("February 30, 2020")).toBeNull();
    expect(parseLiar2Date("Smarch 1, 2020")).toBeNull();
    expect(parseLiar2Date("")).toBeNull();
  });
  it("finds the fact-check host behind archive.org", () => {
    expect(
      articleHost("https://web.archive.org/web/20201130144023/https://checkyourfact.com/2020/11/03/x/"),
    ).toBe("checkyourfact.com");
    expect(articleHost("https://www.politifact.com/x")).toBe("politifact.com");
    expect(articleHost("not a url")).toBeNull();
  });
});

describe("converters skip and count claims without a usable date", () => {
  it("AVeriTeC", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lc-conv-"));
    const file = path.join(dir, "dev.json");
    const claim = (date: string | null) => ({
      claim: "A claim.",
      label: "Refuted",
      claim_date: date,
      questions: [
        {
          question: "Q?",
          answers: [
            {
              answer: "A.",
              answer_type: "Extractive",
              source_url: "https://a.example/x",
              source_medium: "Video",
            },
          ],
        },
      ],
    });
    await writeFile(file, JSON.stringify([claim("1-1-2020"), claim(null), claim("31-04-2020")]));
    const { data, skipped } = await convertAveritec(file);
    expect(skipped).toBe(2);
    expect(data.claims.map((c) => c.claim_id)).toEqual(["averitec-dev-0000"]);
    expect(data.claims[0]).toMatchObject({
      media: ["video"],
      evidence: [{ id: "ev1", url: "https://a.example/x" }],
    });
    expect(data.benchmark.description).toContain("1 of 3 claims; 2 skipped");
  });

  it("LIAR2", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lc-conv-"));
    const file = path.join(dir, "valid.csv");
    await writeFile(
      file,
      'id,label,statement,date,speaker,context,justification\n1,0,"Says x.","May 2, 2020",bob,a tweet,"It is wrong. Really."\n2,5,"Says y.",,bob,a tweet,""\n1,3,"Dup.","May 3, 2020",bob,,""\n',
    );
    const { data, skipped } = await convertLiar2([file]);
    expect(skipped).toBe(2);
    expect(data.labels).toEqual([{ claim_id: "liar2-1", label: "Pants on Fire" }]);
    expect(data.oracle).toEqual([{ claim_id: "liar2-1", evidence: ["It is wrong.", "Really."] }]);
    expect(data.benchmark.description).toContain("1 of 3 statements; 2 skipped");
  });
});
