import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowNode } from '../../model/nodeSchema';
import { type ActionService, isActionService } from '../../powers/powerActions';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorContext, DoctorFinding } from '../doctorTypes';

const SERVICE_TITLES: Readonly<Record<ActionService, string>> = {
  notion: 'Notion',
  hubspot: 'HubSpot',
  mailchimp: 'Mailchimp',
  typeform: 'Typeform',
  surveymonkey: 'SurveyMonkey',
  'google-analytics': 'Google Analytics',
  mixpanel: 'Mixpanel',
  trello: 'Trello',
  asana: 'Asana',
  monday: 'Monday',
  github: 'GitHub',
  zendesk: 'Zendesk',
  intercom: 'Intercom',
  salesforce: 'Salesforce',
  'google-sheets': 'Google Sheets',
  gmail: 'Gmail',
  'google-calendar': 'Google Calendar',
  calendly: 'Calendly',
  zoom: 'Zoom',
  stripe: 'Stripe',
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  quickbooks: 'QuickBooks',
};

/** Whether a power node of a connected service names a connection of the owner's the service accepts. */
function hasWorkingConnection(
  node: Extract<FlowNode, { type: 'power' }>,
  connections: NonNullable<DoctorContext['connections']>,
): boolean {
  const id = typeof node.data.connectionId === 'string' ? node.data.connectionId : '';
  return connections.some(
    (connection) => connection.id === id && connection.service === node.data.powerId && connection.active,
  );
}

/**
 * [blocking] A reachable power node of a connected service (Notion, HubSpot, Mailchimp; issue #31)
 * whose action is chosen but whose connection is missing, someone else's, of another service, or
 * refused by the service at its last check (`context.connections`): it does nothing in
 * conversations. A node without an action is left to `nodeNotConfigured`. Not checked without
 * `context.connections`. No fix: the owner connects the account in Perfil → Integraciones.
 */
export const checkPowerConnectionMissing: DoctorCheck = (graph, context, index) => {
  const { connections } = context;
  if (!connections) return [];
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (node.type !== 'power' || !index.reachable[position]) return;
    const service = node.data.powerId;
    if (!isActionService(service) || !node.data.action) return;
    if (hasWorkingConnection(node, connections)) return;
    const message = createFlowMessage('doctor.powerConnectionMissing', {
      label: getNodeLabel(node),
      service: SERVICE_TITLES[service],
    });
    findings.push(createDoctorFinding('powerConnectionMissing', 'blocking', message, [node.id]));
  });
  return findings;
};

/**
 * [warning] Power nodes whose actions failed for good in the last 30 days after their retries
 * (`context.failingPowerNodes`, from the bot's job queue): the owner's data did not reach the
 * service. One finding per node still in the flow. No fix: the bot page lists each failure with the
 * service's answer.
 */
export const checkPowerActionsFailed: DoctorCheck = (graph, context) => {
  const failing = new Set(context.failingPowerNodes ?? []);
  if (failing.size === 0) return [];
  return graph.nodes
    .filter((node) => node.type === 'power' && failing.has(node.id))
    .map((node) =>
      createDoctorFinding(
        'powerActionsFailed',
        'warning',
        createFlowMessage('doctor.powerActionsFailed', { label: getNodeLabel(node) }),
        [node.id],
      ),
    );
};
