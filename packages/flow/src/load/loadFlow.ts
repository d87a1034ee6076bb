import type { FlowIssue } from '../messages/flowMessages';
import { type Flow, flowSchema } from '../model/flowSchema';
import { migrateFlow } from '../model/migrateFlow';
import { toFlowIssues } from '../model/toFlowIssues';
import { err, ok, type Result } from '../result';
import { type CleanupReport, cleanupFlow } from './cleanupFlow';

/** A loaded flow, what the clean-up repaired and the version it was stored at. */
export interface LoadedFlow {
  readonly flow: Flow;
  readonly report: CleanupReport;
  readonly fromVersion: number;
}

/**
 * Opens stored flow JSON: migrates it to the current version, repairs it with {@link cleanupFlow},
 * then validates it. Fails with path-located issues only for what cannot be repaired safely
 * (for example a decision whose `conditions` is not a list).
 */
export function loadFlow(raw: unknown): Result<LoadedFlow, FlowIssue[]> {
  const migrated = migrateFlow(raw);
  if (!migrated.ok) return err([{ ...migrated.error, path: '' }]);
  const { flow, fromVersion } = migrated.value;
  if (!Array.isArray(flow.nodes) || !Array.isArray(flow.edges)) {
    const parsed = flowSchema.safeParse(flow);
    return err(parsed.success ? [] : toFlowIssues(parsed.error));
  }
  const { nodes, edges, report } = cleanupFlow({ nodes: flow.nodes, edges: flow.edges });
  const parsed = flowSchema.safeParse({ ...flow, nodes, edges });
  if (!parsed.success) return err(toFlowIssues(parsed.error));
  return ok({ flow: parsed.data, report, fromVersion });
}
