/** The one formatter for numbers and dates (issue 12): import from "@/lib/format". */
export {
  formatDifference,
  formatDifferenceInterval,
  formatEstimate,
  formatInterval,
  formatMetric,
  metricKind,
  type FormatOptions,
} from "./format-metric";
export { formatPValue } from "./format-p-value";
export { formatWait } from "./format-wait";
export { archivedMessage } from "./archived-message";
export { formatCount, formatDate, formatDateTime, formatUsd } from "./format-date";
export { formatDifferenceSize, formatDisclosedDifference } from "./format-disclosed-difference";
