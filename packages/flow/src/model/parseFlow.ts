import type { FlowIssue } from '../messages/flowMessages';
import { err, ok, type Result } from '../result';
import { type Flow, flowSchema } from './flowSchema';
import { migrateFlow } from './migrateFlow';
import { toFlowIssues } from './toFlowIssues';

/**
 * Migrates stored flow JSON to the current version and validates it against {@link flowSchema}.
 * Failures list every problem with its path (`nodes.3.data.label`). Use `loadFlow` to also repair
 * what is safe to repair before validating.
 */
export function parseFlow(raw: unknown): Result<Flow, FlowIssue[]> {
  const migrated = migrateFlow(raw);
  if (!migrated.ok) return err([{ ...migrated.error, path: '' }]);
  const parsed = flowSchema.safeParse(migrated.value.flow);
  return parsed.success ? ok(parsed.data) : err(toFlowIssues(parsed.error));
}
