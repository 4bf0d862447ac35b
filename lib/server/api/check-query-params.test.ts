import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { checkQueryParams } from "./check-query-params";

const refusal = (run: () => void): AppError => {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
  }
  throw new Error("expected an AppError");
};

describe("checkQueryParams", () => {
  it("passes known parameters, repeated ones, and none", () => {
    expect(() =>
      checkQueryParams("http://x/api?splits=2025Q4&splits=2025Q3&metric=mse", ["splits", "metric"]),
    ).not.toThrow();
    expect(() => checkQueryParams("http://x/api", [])).not.toThrow();
    expect(() => checkQueryParams("http://x/api?anything=1", "any")).not.toThrow();
    // Next.js's own cache key for RSC requests is not the caller's question.
    expect(() => checkQueryParams("http://x/api?splits=2025Q4&_rsc=1x2y3", ["splits"])).not.toThrow();
    expect(refusal(() => checkQueryParams("http://x/api?rsc=1", ["splits"])).message).toBe(
      "Unknown query parameter 'rsc': it accepts splits",
    );
  });

  it("answers 400 naming the unknown parameter and the accepted ones", () => {
    const err = refusal(() => checkQueryParams("http://x/api?split=2025Q4&metric=mse", ["splits", "metric"]));
    expect(err.status).toBe(400);
    expect(err.message).toBe("Unknown query parameter 'split': it accepts splits, metric");
    expect(err.fields).toEqual({ split: "unknown query parameter" });
  });

  it("names every unknown parameter once, and says when an endpoint takes none", () => {
    expect(refusal(() => checkQueryParams("http://x/api?a=1&b=2&a=3", ["c"])).message).toBe(
      "Unknown query parameters 'a', 'b': it accepts c",
    );
    expect(refusal(() => checkQueryParams("http://x/api?verbose=1", [])).message).toBe(
      "Unknown query parameter 'verbose': this endpoint takes no query parameters",
    );
  });
});
