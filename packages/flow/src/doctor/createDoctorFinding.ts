import type { FlowMessage } from '../messages/flowMessages';
import type { DoctorFinding, DoctorRuleId, DoctorSeverity } from './doctorTypes';

/**
 * A finding with its stable id `${rule}:${nodeIds.join(',')}`.
 *
 * @example createDoctorFinding('deadEnd', 'warning', message, ['message-1']).id // 'deadEnd:message-1'
 */
export function createDoctorFinding(
  rule: DoctorRuleId,
  severity: DoctorSeverity,
  message: FlowMessage,
  nodeIds: readonly string[],
  fix?: FlowMessage,
): DoctorFinding {
  const finding: DoctorFinding = { id: `${rule}:${nodeIds.join(',')}`, rule, severity, message, nodeIds };
  return fix ? { ...finding, fix } : finding;
}
