// One case of the LLM fault suite (tests/integration/llm-faults.test.ts): a fresh model
// uploads three articles, the third of which the fake endpoint can be told to fail on.
import type { FakeOpenAi } from "./fake-openai";
import { runContaminationJobs, type LlmFixture } from "./llm-fixture";

/** Three distinct articles for a case; the third carries `FAULT` so stickyChat can target it. */
function articles(tag: string): string[] {
  return [
    `First article ${tag}. It has two sentences.`,
    `Second article ${tag}. More words here.`,
    `FAULT article ${tag}. The faulty one.`,
  ];
}

/** Runs a case: a fresh model, three articles, the upload's jobs; returns the model, its status and the chat requests it caused. */
export async function runFaultCase(
  fake: FakeOpenAi,
  fx: LlmFixture,
  tag: string,
  setup: () => void,
  jobIds: string[],
) {
  const modelId = await fx.newModel(tag);
  setup();
  const receipt = await fx.uploadArticles(modelId, articles(tag));
  jobIds.push(receipt.jobId);
  const first = fake.requests.length;
  const outcomes = await runContaminationJobs();
  const requests = fake.requests.slice(first).filter((r) => r.endpoint === "chat");
  const faulty = requests.filter((r) => JSON.stringify(r.body.messages).includes("FAULT article"));
  return { modelId, receipt, outcomes, status: await fx.statusOf(modelId), requests, faulty };
}
