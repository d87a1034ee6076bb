/** The 8 colours new decision conditions cycle through (spec §3 "Decision node"). */
export const CONDITION_COLORS = [
  '#4CAF50',
  '#F44336',
  '#2196F3',
  '#FF9800',
  '#9C27B0',
  '#00BCD4',
  '#FFC107',
  '#795548',
] as const;

/** The named colours of the default and palette conditions. */
export const DECISION_COLORS = {
  green: '#4CAF50',
  red: '#F44336',
  blue: '#2196F3',
} as const;

/** The colour of the condition at a position in the list, cycling through {@link CONDITION_COLORS}. */
export function getConditionColor(index: number): string {
  const length = CONDITION_COLORS.length;
  return CONDITION_COLORS[((index % length) + length) % length] ?? CONDITION_COLORS[0];
}
