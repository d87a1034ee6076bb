import type { DoctorFinding, DoctorSeverity } from './doctorTypes';

/** What each finding takes off the health score. */
export const DOCTOR_SCORE_PENALTY: Readonly<Record<DoctorSeverity, number>> = {
  blocking: 25,
  warning: 8,
  tip: 2,
};

/**
 * The bot's health, 0–100: 100 minus {@link DOCTOR_SCORE_PENALTY} per finding (25 a blocking one,
 * 8 a warning, 2 a tip), never below 0. One blocking finding therefore scores at most 75, below any
 * bot with up to three warnings.
 *
 * @example computeDoctorScore([{ severity: 'warning', … }]) // 92
 */
export function computeDoctorScore(findings: readonly Pick<DoctorFinding, 'severity'>[]): number {
  let score = 100;
  for (const finding of findings) score -= DOCTOR_SCORE_PENALTY[finding.severity];
  return Math.max(0, score);
}
