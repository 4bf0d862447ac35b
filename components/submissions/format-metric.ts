/**
 * How a submission's numbers print (lib/format): exact (`step` null), or as disclosed on a
 * hidden split, where the stored disclosure keeps the digits of the step it was made with, so
 * the formatter reads them off the values ("auto") rather than from today's η.
 */
export const submissionFormat = (disclosed: boolean) => ({ step: disclosed ? ("auto" as const) : null });
