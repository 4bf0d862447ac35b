/** Line colours, distinguishable on white and dark backgrounds and for the common colour-vision deficiencies. */
export const SERIES_COLORS = [
  "#1d4ed8",
  "#b91c1c",
  "#047857",
  "#7c3aed",
  "#b45309",
  "#0e7490",
  "#be185d",
  "#4d7c0f",
];
