import { describe, expect, it } from "vitest";
import { escapeXml, renderBadgeSvg } from "./render-badge-svg";

describe("renderBadgeSvg", () => {
  it("escapes model names so a name cannot inject markup", () => {
    const svg = renderBadgeSvg("Demo <b>", `#1 · MSE 0.120 "x" & y`, "#1d4ed8");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("Demo &lt;b&gt;");
    expect(svg).toContain("&quot;x&quot; &amp; y");
    expect(escapeXml("'")).toBe("&apos;");
  });

  it("is wider for a longer message and states both parts in its title", () => {
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)?.[1]);
    expect(width(renderBadgeSvg("LIAR2", "#1 of 12 · Macro-F1 0.512", "#047857"))).toBeGreaterThan(
      width(renderBadgeSvg("LIAR2", "#1", "#047857")),
    );
    expect(renderBadgeSvg("LIAR2", "#3", "#047857")).toContain("<title>LIAR2: #3</title>");
  });
});
