import type { LabStep } from '../helpers/labSteps';

/** Where a lab confirm stands. */
export type LabSubmitState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'error'; message: string }
  | { status: 'done'; tone: 'success' | 'warning'; message: string; detail: string };

/** The step of the first field the server refused (name 1, tone 2, powers 3). */
export function getStepOfFieldErrors(errors: Record<string, string[]> | undefined): LabStep | null {
  if (!errors) return null;
  if (errors.name) return 1;
  if (errors.tone) return 2;
  if (errors.powers) return 3;
  return null;
}
