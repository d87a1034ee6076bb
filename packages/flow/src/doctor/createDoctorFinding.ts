import type { FlowMessage } from '../messages/flowMessages';
import type { DoctorFinding, DoctorFixOffer, DoctorRuleId, DoctorSeverity } from './doctorTypes';

/**
 * A finding with its stable id `${rule}:${nodeIds.join(',')}` and its fixes in the order they are
 * offered (`orderDoctorFixes`). A bare label stands for the rule's one non-destructive `repair`.
 *
 * @example createDoctorFinding('deadEnd', 'warning', message, ['message-1']).id // 'deadEnd:message-1'
 */
export function createDoctorFinding(
  rule: DoctorRuleId,
  severity: DoctorSeverity,
  message: FlowMessage,
  nodeIds: readonly string[],
  fixes?: FlowMessage | readonly DoctorFixOffer[],
): DoctorFinding {
  const finding: DoctorFinding = { id: `${rule}:${nodeIds.join(',')}`, rule, severity, message, nodeIds };
  const offers: readonly DoctorFixOffer[] =
    fixes === undefined
      ? []
      : isOfferList(fixes)
        ? orderDoctorFixes(fixes)
        : [{ kind: 'repair', label: fixes, destructive: false }];
  return offers.length > 0 ? { ...finding, fixes: offers } : finding;
}

/**
 * The order Bot Doctor offers fixes in: every fix that keeps what the owner made before any that
 * deletes (a destructive fix is never the first offer when another exists); otherwise as given.
 *
 * @example orderDoctorFixes([deleteLeftovers, connectThem])[0] === connectThem
 */
export function orderDoctorFixes(fixes: readonly DoctorFixOffer[]): DoctorFixOffer[] {
  return [...fixes.filter((fix) => !fix.destructive), ...fixes.filter((fix) => fix.destructive)];
}

function isOfferList(fixes: FlowMessage | readonly DoctorFixOffer[]): fixes is readonly DoctorFixOffer[] {
  return Array.isArray(fixes);
}
