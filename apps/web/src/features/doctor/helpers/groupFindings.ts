import type { DoctorSeverity } from '@plubot/flow';

/** The severities in the order the Doctor lists them: what fails people first. */
export const SEVERITY_ORDER: readonly DoctorSeverity[] = ['blocking', 'warning', 'tip'];

/** The findings of one severity. */
export interface FindingGroup<F> {
  readonly severity: DoctorSeverity;
  readonly findings: readonly F[];
}

/**
 * Findings grouped by severity, blocking first, then warnings, then tips; empty groups are left out
 * and each group keeps the findings' own order.
 *
 * @example groupFindings([tip, blocking]) // [{ severity: 'blocking', findings: [blocking] }, { severity: 'tip', … }]
 */
export function groupFindings<F extends { readonly severity: DoctorSeverity }>(
  findings: readonly F[],
): FindingGroup<F>[] {
  return SEVERITY_ORDER.map((severity) => ({
    severity,
    findings: findings.filter((finding) => finding.severity === severity),
  })).filter((group) => group.findings.length > 0);
}

/**
 * The `limit` findings that matter most (blocking first, each severity in its own order), for a
 * short summary such as the sharing panel's.
 */
export function pickTopFindings<F extends { readonly severity: DoctorSeverity }>(
  findings: readonly F[],
  limit: number,
): F[] {
  return groupFindings(findings)
    .flatMap((group) => group.findings)
    .slice(0, Math.max(0, limit));
}
