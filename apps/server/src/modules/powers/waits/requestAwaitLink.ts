import {
  type ChargeAmountProblem,
  checkChargeAmount,
  type PowerActionDefinition,
  usesVariable,
} from '@plubot/flow';
import { powerWebhookUrl } from '../../connections/connectionService';
import type { ActionFailure, AwaitStart } from '../../connections/services/serviceConnector';
import type { PowerActionContext } from '../powerActionContext';
import { type ConnectorActionJob, runWithConnection } from '../runConnectorAction';

/**
 * The start of the reference of a link made by the editor's 'Probar': no wait has it, so the
 * service's webhook for it names no conversation and is only acknowledged (`receivePowerWebhook`).
 */
export const TEST_REFERENCE_PREFIX = 'test_';

/** What a 'Cobrar' asks, checked: the amount in minor units, its currency, and the checkout's words. */
export interface WaitCharge {
  minor: number;
  currency: string;
  description: string;
}

/**
 * The charge of an `await` action, checked as a conversation's and the editor's test alike: for a
 * 'Cobrar' (`charge`), its amount with `checkChargeAmount` — one written with a `{{variable}}` (in
 * `templates`, the inputs as written) only within the owner's minimum and maximum — and its
 * description (else `fallbackDescription`, the bot's name); no charge for a booking link.
 * @example readWaitCharge(charge, { amount: '25', currency: 'EUR' }, { amount: '25' }, 'Tienda')
 * // { ok: true, charge: { minor: 2500, currency: 'EUR', description: 'Tienda' } }
 */
export function readWaitCharge(
  definition: PowerActionDefinition,
  inputs: Record<string, string>,
  templates: Record<string, string>,
  fallbackDescription: string,
): { ok: true; charge?: WaitCharge } | { ok: false; problem: ChargeAmountProblem } {
  if (definition.id !== 'charge') return { ok: true };
  const checked = checkChargeAmount({
    amount: inputs.amount ?? '',
    currency: inputs.currency ?? '',
    fromVariable: usesVariable(templates.amount),
    min: inputs.minAmount,
    max: inputs.maxAmount,
  });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  return {
    ok: true,
    charge: {
      minor: checked.minor,
      currency: checked.currency,
      description: (inputs.description ?? '').slice(0, 200) || fallbackDescription,
    },
  };
}

/**
 * Asks the service for an `await` action's link (`connector.awaits[action]`: a checkout, a booking
 * page) with the owner's connection (`runWithConnection`: rate and plan counted), carrying our
 * `reference` — which the service's webhook names again — to be notified at the connection's
 * webhook address and to send the visitor back to the bot's chat (`publicId`).
 */
export function requestAwaitLink(
  ctx: Pick<PowerActionContext, 'db' | 'config'>,
  job: ConnectorActionJob,
  definition: PowerActionDefinition,
  link: { reference: string; publicId: string; charge?: WaitCharge | undefined },
): Promise<AwaitStart | ActionFailure> {
  const webhookUrl = powerWebhookUrl(ctx.config, job.service, job.connectionId ?? '');
  const returnUrl = `${ctx.config.APP_ORIGIN}/chat/${encodeURIComponent(link.publicId)}`;
  const charge = link.charge;
  return runWithConnection(ctx, job, (connector) => {
    const start = connector.awaits?.[definition.id];
    return start
      ? (connectorCtx, credentials, base) =>
          start(connectorCtx, credentials, {
            ...base,
            reference: link.reference,
            webhookUrl,
            returnUrl,
            ...(charge ? { charge } : {}),
          })
      : undefined;
  });
}
