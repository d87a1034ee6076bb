import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowNode } from '../../model/nodeSchema';
import {
  acceptsCurrency,
  type ChargeAmountProblem,
  isPaymentCurrency,
  parseAmount,
  SERVICE_CURRENCIES,
  usesVariable,
} from '../../powers/payments';
import { POWER_HANDLES } from '../../powers/powerActions';
import { getSourceHandle } from '../../reading/nodeHandles';
import { isValidTimeZone, parseClockTime } from '../../rules/openingHours';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

const PAYMENT_SERVICE_TITLES: Readonly<Record<string, string>> = {
  stripe: 'Stripe',
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
};
const PAYMENT_SERVICES = new Set(Object.keys(PAYMENT_SERVICE_TITLES));

type PowerNode = Extract<FlowNode, { type: 'power' }>;

/** The node's inputs as the owner wrote them. */
function inputsOf(node: PowerNode): Record<string, string> {
  const inputs = node.data.inputs;
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) return {};
  return Object.fromEntries(
    Object.entries(inputs).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Whether a node is a 'Cobrar' of a payment service. */
function isCharge(node: FlowNode): node is PowerNode {
  return (
    node.type === 'power' && PAYMENT_SERVICES.has(String(node.data.powerId)) && node.data.action === 'charge'
  );
}

/**
 * What is wrong with a 'Cobrar's amount as written, or `undefined`: an unknown currency; an amount
 * from a `{{variable}}` without both a minimum and a maximum (a visitor's words are never charged
 * unbounded); a fixed amount that is not one; bounds that are not amounts or are crossed.
 */
export function findChargeAmountProblem(
  inputs: Record<string, string>,
  service = '',
): ChargeAmountProblem | 'currencyUnsupported' | undefined {
  const currency = inputs.currency ?? 'EUR';
  if (!isPaymentCurrency(currency)) return 'currencyInvalid';
  if (!acceptsCurrency(service, currency)) return 'currencyUnsupported';
  const min = inputs.minAmount?.trim() ? parseAmount(inputs.minAmount, currency) : undefined;
  const max = inputs.maxAmount?.trim() ? parseAmount(inputs.maxAmount, currency) : undefined;
  if ((inputs.minAmount?.trim() && min === undefined) || (inputs.maxAmount?.trim() && max === undefined)) {
    return 'amountInvalid';
  }
  if (min !== undefined && max !== undefined && min > max) return 'belowMinimum';
  const amount = inputs.amount ?? '';
  if (usesVariable(amount)) return min === undefined || max === undefined ? 'boundsMissing' : undefined;
  const minor = parseAmount(amount, currency);
  if (minor === undefined) return 'amountInvalid';
  if (min !== undefined && minor < min) return 'belowMinimum';
  if (max !== undefined && minor > max) return 'aboveMaximum';
  return undefined;
}

/**
 * [blocking] A reachable 'Cobrar' (Stripe, Mercado Pago, PayPal; issue #32) whose amount cannot be
 * charged as written (`findChargeAmountProblem`): it would leave by «Error» every time — or, from a
 * variable without bounds, charge whatever a visitor typed. No fix: the editor opens the node.
 */
export const checkChargeAmountInvalid: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!isCharge(node) || !index.reachable[position]) return;
    const problem = findChargeAmountProblem(inputsOf(node), String(node.data.powerId));
    if (!problem) return;
    const service = String(node.data.powerId);
    const message = createFlowMessage(`doctor.chargeAmount.${problem}`, {
      label: getNodeLabel(node),
      currency: inputsOf(node).currency ?? 'EUR',
      service: PAYMENT_SERVICE_TITLES[service] ?? service,
      accepted: (SERVICE_CURRENCIES[service] ?? []).join(', '),
    });
    findings.push(createDoctorFinding('chargeAmountInvalid', 'blocking', message, [node.id]));
  });
  return findings;
};

/**
 * [warning] A reachable 'Cobrar' with nothing on its «Pagado» output: once the payment arrives the
 * conversation ends without a word to the person who just paid.
 */
export const checkChargeWithoutPaidPath: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!isCharge(node) || !index.reachable[position]) return;
    const paid = index.outgoing[position]!.some(
      (edge) => getSourceHandle(edge.sourceHandle) === POWER_HANDLES.done,
    );
    if (paid) return;
    const message = createFlowMessage('doctor.chargeWithoutPaidPath', { label: getNodeLabel(node) });
    findings.push(createDoctorFinding('chargeWithoutPaidPath', 'warning', message, [node.id]));
  });
  return findings;
};

/**
 * [blocking] A reachable Google Calendar booking whose hours cannot be used: a start or end that is
 * not 'HH:MM', a start not before the end, or an unknown time zone — it would never offer a slot.
 */
export const checkBookingHoursInvalid: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (node.type !== 'power' || node.data.powerId !== 'google-calendar' || !index.reachable[position])
      return;
    const inputs = inputsOf(node);
    const start = parseClockTime((inputs.workStart ?? '09:00').trim());
    const end = parseClockTime((inputs.workEnd ?? '18:00').trim(), { end: true });
    const zone = (inputs.timeZone ?? 'Europe/Madrid').trim();
    if (start !== undefined && end !== undefined && start < end && isValidTimeZone(zone)) return;
    const message = createFlowMessage('doctor.bookingHoursInvalid', { label: getNodeLabel(node) });
    findings.push(createDoctorFinding('bookingHoursInvalid', 'blocking', message, [node.id]));
  });
  return findings;
};
