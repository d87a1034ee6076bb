import type { IdFactory } from '../model/createId';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import { DOCTOR_RULES } from './doctorRules';
import type { DoctorFinding } from './doctorTypes';

/**
 * Applies a finding's one-click fix and returns the new graph; the given graph is never mutated.
 * The fix works from the graph as it is now, so a finding from an older report still does the
 * right thing (or nothing, when its problem is gone). New node ids come from `createId`, new edge
 * ids carry `now`. Throws only for a finding without fix, which is a bug in the caller.
 *
 * @example
 * const next = applyDoctorFix(flow, report.findings[0], { createId });
 */
export function applyDoctorFix(
  graph: ReadonlyFlowGraph,
  finding: DoctorFinding,
  options: { createId?: IdFactory; now?: number } = {},
): FlowGraph {
  const fix = DOCTOR_RULES[finding.rule]?.fix;
  if (!finding.fix || !fix) throw new Error(`Bot Doctor finding ${finding.id} has no fix`);
  return fix(graph, finding, options);
}
