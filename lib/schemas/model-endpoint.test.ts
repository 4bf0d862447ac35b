import { describe, expect, it } from "vitest";
import { saveModelEndpointSchema } from "./model-endpoint";

const parse = (input: Record<string, unknown>) => saveModelEndpointSchema.safeParse(input);

describe("the endpoint a model's owner sets", () => {
  it("reads the form's strings, blanks taking the defaults", () => {
    const r = parse({
      baseUrl: " https://api.example.org/v1/ ",
      model: "gpt-x",
      temperature: "",
      topP: "0.95",
      maxTokens: "1,024",
      seed: "",
      pricePromptPerMTok: "2.5",
      priceCompletionPerMTok: "",
      maxUsdPerRun: "",
      maxRequestsPerRun: "",
    });
    expect(r.success && r.data).toEqual({
      baseUrl: "https://api.example.org/v1",
      model: "gpt-x",
      temperature: 0,
      topP: 0.95,
      maxTokens: 1024,
      seed: null,
      pricePromptPerMTok: 2.5,
      priceCompletionPerMTok: 0,
      maxUsdPerRun: 10,
      maxRequestsPerRun: 100_000,
    });
  });

  it("tells a left-out key (keep it) from null (remove it)", () => {
    const base = { baseUrl: "https://a.example.org/v1", model: "m" };
    expect(parse(base).data).not.toHaveProperty("apiKey");
    expect(parse({ ...base, apiKey: null }).data?.apiKey).toBeNull();
    expect(parse({ ...base, apiKey: " sk-abc " }).data?.apiKey).toBe("sk-abc");
    expect(parse({ ...base, apiKey: "" }).success).toBe(false);
    expect(parse({ ...base, apiKey: "sk-a\nb" }).success).toBe(false);
  });

  it("refuses keys it does not know and addresses with credentials or a query", () => {
    expect(parse({ baseUrl: "https://a.example.org/v1", model: "m", api_key: "x" }).success).toBe(false);
    for (const baseUrl of ["https://user:pw@a.example.org/v1", "https://a.example.org/v1?key=1", ""])
      expect(parse({ baseUrl, model: "m" }).success).toBe(false);
  });

  it("keeps a seed within 32 bits", () => {
    const base = { baseUrl: "https://a.example.org/v1", model: "m" };
    expect(parse({ ...base, seed: 2 ** 31 - 1 }).success).toBe(true);
    expect(parse({ ...base, seed: 2 ** 31 }).success).toBe(false);
    expect(parse({ ...base, seed: -(2 ** 31) }).success).toBe(true);
  });
});
