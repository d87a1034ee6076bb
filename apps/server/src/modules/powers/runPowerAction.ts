import { isProPower } from '@plubot/contracts';
import type { PowerActionRequest, PowerActionResult } from '@plubot/engine';
import { findPowerAction, isValidEmail } from '@plubot/flow';
import { authorizeBotEmail } from '../chat/authorizeBotEmail';
import type { ChatEffectsContext } from '../chat/createChatEffects';
import { enqueueIntegrationJob } from './integrationQueue';
import { runConnectorAction } from './runConnectorAction';

type PowerActionContext = Pick<
  ChatEffectsContext,
  'db' | 'config' | 'plubot' | 'sessionId' | 'visitorReply' | 'kickIntegrations'
>;

/**
 * Who an e-mail from the owner's Gmail may go to, as for the bot's sendEmail action
 * (`authorizeBotEmail`): the owner, or the address the visitor typed in this conversation (once),
 * under the plan's daily cap. Decided now, while the turn's reply is known; `undefined` when it may go.
 */
async function refuseGmailRecipient(ctx: PowerActionContext, to: string): Promise<string | undefined> {
  if (!isValidEmail(to.trim())) return 'invalid_recipient';
  const decision = await authorizeBotEmail(ctx.db, {
    plubotId: ctx.plubot.id,
    ownerId: ctx.plubot.ownerId,
    sessionId: ctx.sessionId,
    to: to.trim(),
    visitorReply: ctx.visitorReply,
  });
  return decision.ok ? undefined : decision.error;
}

/**
 * The chat's `powerAction` effect (issue #31): a power node of a connected service acts with the
 * bot owner's connection. An action whose result the flow does not need is queued, to run after the
 * reply (the worker is kicked at once; the visitor never waits on the service); a lookup runs now,
 * within the connector's timeout. A Pro power the owner may not use now does not act (`locked`).
 */
export async function runPowerAction(
  ctx: PowerActionContext,
  request: PowerActionRequest,
  readLockedPowers: () => Promise<string[]>,
): Promise<PowerActionResult> {
  if (isProPower(request.powerId) && (await readLockedPowers()).includes(request.powerId)) {
    return { ok: false, locked: true, error: 'power_locked' };
  }
  const definition = findPowerAction(request.powerId, request.action);
  if (!definition) return { ok: false, error: 'unknown_action' };
  const job = {
    userId: ctx.plubot.ownerId,
    connectionId: request.connectionId,
    service: request.powerId,
    action: definition.id,
    inputs: request.inputs,
    fields: request.fields,
    plubotId: ctx.plubot.id,
    sessionId: ctx.sessionId,
  };
  if (request.powerId === 'gmail') {
    const refused = await refuseGmailRecipient(ctx, request.inputs.to ?? '');
    if (refused) return { ok: false, error: refused };
  }
  if (definition.runs === 'after') {
    await enqueueIntegrationJob(ctx.db, { ...job, plubotId: ctx.plubot.id, nodeId: request.nodeId });
    ctx.kickIntegrations?.();
    return { ok: true, queued: true };
  }
  const outcome = await runConnectorAction(ctx, job);
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return { ok: true, found: outcome.found ?? true, outputs: outcome.outputs ?? {} };
}
