import { isProPower } from '@plubot/contracts';
import type { PowerActionRequest, PowerActionResult } from '@plubot/engine';
import { findPowerAction, isValidEmail } from '@plubot/flow';
import { authorizeBotEmail } from '../chat/authorizeBotEmail';
import { enqueueIntegrationJob } from './integrationQueue';
import type { PowerActionContext } from './powerActionContext';
import { runConnectorAction } from './runConnectorAction';
import { runChooseAction } from './waits/runChooseAction';
import { startPowerWait } from './waits/startPowerWait';

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
 * within the connector's timeout; a `choose` offers or books (`runChooseAction`) and an `await`
 * starts its checkout or link (`startPowerWait`, issue #32). A Pro power the owner may not use now
 * does not act (`locked`).
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
    language: request.language,
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
  if (definition.runs === 'choose') return runChooseAction(ctx, request, definition, job);
  if (definition.runs === 'await') return startPowerWait(ctx, request, definition, job);
  const outcome = await runConnectorAction(ctx, job);
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    found: outcome.found ?? true,
    outputs: outcome.outputs ?? {},
    ...(outcome.cards?.length ? { cards: outcome.cards } : {}),
  };
}
