/** The lab's sections in step order (spec §4, Creation lab). */
export const LAB_SECTIONS = ['name', 'personality', 'powers', 'preview'] as const;

export type LabSection = (typeof LAB_SECTIONS)[number];
export type LabStep = 1 | 2 | 3 | 4;

export const LAB_STEP_COUNT = LAB_SECTIONS.length;

/** The step a section stands for: name 1, personality 2, powers 3, preview 4. */
export function getSectionStep(section: LabSection): LabStep {
  return (LAB_SECTIONS.indexOf(section) + 1) as LabStep;
}

/** The section of a step; out-of-range steps are clamped. */
export function getStepSection(step: number): LabSection {
  const index = Math.min(Math.max(Math.round(step), 1), LAB_STEP_COUNT) - 1;
  return LAB_SECTIONS[index] ?? 'name';
}

/** The progress tracker's value: 25, 50, 75 or 100 percent. */
export function getProgressPercent(step: LabStep): number {
  return (step / LAB_STEP_COUNT) * 100;
}
