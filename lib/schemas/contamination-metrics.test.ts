import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/errors/app-error";
import { metricsConfigSchema } from "./contamination";

const embed = (over: Record<string, unknown> = {}) => ({
  name: "bge",
  kind: "embedding",
  model: "bge-m3",
  baseUrl: "http://127.0.0.1:8080/v1/",
  tau: 0.6,
  ...over,
});
const errors = (metrics: unknown[]) => {
  const r = metricsConfigSchema.safeParse({ metrics });
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe("metric configuration", () => {
  it("accepts METEOR and embedding metrics, trimming the endpoint's trailing slash", () => {
    const r = metricsConfigSchema.parse({
      metrics: [{ name: "meteor", kind: "meteor", tau: 0.25 }, embed()],
    });
    expect(r.metrics[1]).toMatchObject({ baseUrl: "http://127.0.0.1:8080/v1", tau: 0.6 });
    expect(metricsConfigSchema.parse({ metrics: [embed({ tau: "calibrated" })] }).metrics[0]?.tau).toBe(
      "calibrated",
    );
  });

  it("names every problem where it is", () => {
    expect(errors([embed(), embed()])).toEqual({ "metrics.1.name": "the name 'bge' is used twice" });
    expect(errors([{ name: "meteor", kind: "meteor", tau: 1.5 }])).toEqual({
      "metrics.0.tau": "τ of a METEOR metric must be between 0 and 1",
    });
    expect(errors([embed({ tau: -1.01 })])["metrics.0.tau"]).toMatch(/between -1 and 1/);
    expect(errors([embed({ baseUrl: "ftp://x.org/v1" })])["metrics.0.baseUrl"]).toMatch(/http/);
    expect(errors([embed({ baseUrl: "not a url" })])["metrics.0.baseUrl"]).toMatch(/must be a URL/);
    expect(errors([embed({ baseUrl: "https://u:p@x.org/v1" })])["metrics.0.baseUrl"]).toMatch(/password/);
    expect(errors([embed({ baseUrl: "https://x.org/v1?key=1" })])["metrics.0.baseUrl"]).toMatch(/query/);
    expect(errors([embed({ model: null })])["metrics.0.model"]).toMatch(/needs a model/);
    expect(errors([embed({ name: "Has Space" })])["metrics.0.name"]).toMatch(/lower-case/);
    expect(errors([embed({ name: "constructor" })])["metrics.0.name"]).toMatch(/reserved/);
    expect(errors([{ name: "m", kind: "meteor", tau: 0.2, model: "x" }])["metrics.0.model"]).toMatch(
      /no model/,
    );
    expect(errors([])).toEqual({ metrics: "configure at least one metric" });
    expect(errors([embed({ extra: 1 })])["metrics.0"]).toMatch(/extra/);
  });
});
