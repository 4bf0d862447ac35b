// The submit page's props, as its service builds them (lib/server/submissions/get-submit-page.ts).
export type { SubmitBenchmark, SubmitModel, SubmitSplit } from "@/lib/server/submissions/get-submit-page";
