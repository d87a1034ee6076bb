import type { ReadonlyFlowGraph } from '../model/flowSchema';
import { buildDoctorIndex } from './buildDoctorIndex';
import { computeDoctorScore } from './computeDoctorScore';
import { DOCTOR_RULES } from './doctorRules';
import {
  DOCTOR_RULE_IDS,
  type DoctorContext,
  type DoctorFinding,
  type DoctorReport,
  type DoctorSeverity,
} from './doctorTypes';

const SEVERITY_ORDER: Readonly<Record<DoctorSeverity, number>> = { blocking: 0, warning: 1, tip: 2 };

/**
 * Bot Doctor: runs every rule over the flow and returns the findings, sorted blocking → warning →
 * tip, then by the first node they concern (whole-bot findings first), then by rule, with the
 * health score and the number of blocking findings. Linear in the size of the flow; never throws on
 * a graph that passes `flowGraphSchema`.
 *
 * @example
 * const report = examineFlow(flow, { maxMenuButtons: 3, services: { ai: true, mail: false, discord: false } });
 * if (report.blocking > 0) askBeforeSharing(report.findings);
 */
export function examineFlow(graph: ReadonlyFlowGraph, context: DoctorContext): DoctorReport {
  const index = buildDoctorIndex(graph);
  const findings: DoctorFinding[] = [];
  for (const rule of DOCTOR_RULE_IDS) {
    findings.push(...DOCTOR_RULES[rule].check(graph, context, index));
  }
  const ruleOrder = new Map<string, number>(DOCTOR_RULE_IDS.map((rule, position) => [rule, position]));
  findings.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      compareText(a.nodeIds[0] ?? '', b.nodeIds[0] ?? '') ||
      (ruleOrder.get(a.rule) ?? 0) - (ruleOrder.get(b.rule) ?? 0) ||
      compareText(a.id, b.id),
  );
  return {
    findings,
    score: computeDoctorScore(findings),
    blocking: findings.filter((finding) => finding.severity === 'blocking').length,
  };
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
