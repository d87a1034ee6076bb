import type { IdFactory } from '../model/createId';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import { DOCTOR_RULES } from './doctorRules';
import type { DoctorFinding, DoctorFixKind } from './doctorTypes';

/**
 * Applies one of a finding's fixes — the first offered unless `kind` names another — and returns
 * the new graph; the given graph is never mutated. The fix works from the graph as it is now, so a
 * finding from an older report still does the right thing (or nothing, when its problem is gone).
 * New node ids come from `createId`, new edge ids carry `now`. Throws only for a finding without
 * that fix, which is a bug in the caller.
 *
 * @example
 * const next = applyDoctorFix(flow, report.findings[0], { createId });
 * const deleted = applyDoctorFix(flow, leftovers, { kind: 'delete' });
 */
export function applyDoctorFix(
  graph: ReadonlyFlowGraph,
  finding: DoctorFinding,
  options: { createId?: IdFactory; now?: number; kind?: DoctorFixKind } = {},
): FlowGraph {
  const fix = DOCTOR_RULES[finding.rule]?.fix;
  const offer = options.kind
    ? finding.fixes?.find((candidate) => candidate.kind === options.kind)
    : finding.fixes?.[0];
  if (!offer || !fix)
    throw new Error(`Bot Doctor finding ${finding.id} has no ${options.kind ? `${options.kind} ` : ''}fix`);
  return fix(graph, finding, options, offer);
}
