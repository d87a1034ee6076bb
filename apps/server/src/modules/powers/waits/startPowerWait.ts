import { randomBytes } from 'node:crypto';
import type { PowerActionRequest, PowerActionResult } from '@plubot/engine';
import type { PowerActionDefinition } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import { plubots, powerWaits } from '../../../db/schema';
import { translate } from '../../../i18n/translate';
import type { PowerActionContext } from '../powerActionContext';
import type { ConnectorActionJob } from '../runConnectorAction';
import { readWaitCharge, requestAwaitLink } from './requestAwaitLink';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a wait lasts when the node names no time (or one not offered): an hour. */
const DEFAULT_WAIT_MINUTES = 60;

/** The minutes the node's `waitMinutes` names, when it is one of the action's options. */
function readWaitMinutes(definition: PowerActionDefinition, value: string | undefined): number {
  const input = definition.inputs.find((candidate) => candidate.key === 'waitMinutes');
  const allowed = input?.options ?? [];
  const chosen = value && allowed.includes(value) ? value : input?.defaultValue;
  const minutes = Number(chosen);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_WAIT_MINUTES;
}

/**
 * Starts an `await` power (issue #32): a 'Cobrar' checkout with the owner's payment account, or a
 * Calendly booking link. A charge's amount is checked first (`readWaitCharge`: a `{{variable}}`
 * amount only within the owner's minimum and maximum). The wait is stored before the service is
 * called — its `reference` goes to the service and comes back in the webhook — and fails with the
 * service. Answers the link the visitor opens; the conversation then waits for the webhook, or for
 * the wait's time to run out (`expirePowerWaits`). Only a stored conversation can wait.
 */
export async function startPowerWait(
  ctx: PowerActionContext,
  request: PowerActionRequest,
  definition: PowerActionDefinition,
  job: ConnectorActionJob,
): Promise<PowerActionResult> {
  const say = (key: string) => translate('es', `powers.wait.${key}`);
  if (!ctx.sessionId) return { ok: false, error: say('noConversation') };
  if (!UUID.test(request.connectionId))
    return { ok: false, error: translate('es', 'powers.failure.connectionMissing') };
  const checked = readWaitCharge(definition, request.inputs, request.templates, ctx.plubot.name);
  if (!checked.ok) return { ok: false, error: say(checked.problem) };
  const charge = checked.charge;
  const [bot] = await ctx.db
    .select({ publicId: plubots.publicId })
    .from(plubots)
    .where(eq(plubots.id, ctx.plubot.id));
  if (!bot) return { ok: false, error: say('noConversation') };
  const reference = `pw_${randomBytes(16).toString('hex')}`;
  const minutes = readWaitMinutes(definition, request.inputs.waitMinutes);
  const [wait] = await ctx.db
    .insert(powerWaits)
    .values({
      reference,
      sessionId: ctx.sessionId,
      plubotId: ctx.plubot.id,
      nodeId: request.nodeId,
      connectionId: request.connectionId,
      service: request.powerId,
      action: definition.id,
      amountMinor: charge?.minor ?? null,
      currency: charge?.currency ?? null,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    })
    .returning({ id: powerWaits.id });
  if (!wait) return { ok: false, error: say('noConversation') };
  const outcome = await requestAwaitLink(ctx, job, definition, { reference, publicId: bot.publicId, charge });
  if (!outcome.ok) {
    await ctx.db
      .update(powerWaits)
      // The conversation goes on by the node's error way now: nothing is left to tell it.
      .set({
        status: 'failed',
        error: outcome.error.slice(0, 500),
        finishedAt: new Date(),
        settledAt: new Date(),
      })
      .where(eq(powerWaits.id, wait.id));
    return { ok: false, error: outcome.error };
  }
  await ctx.db
    .update(powerWaits)
    .set({ externalId: outcome.externalId?.slice(0, 300) ?? null })
    .where(eq(powerWaits.id, wait.id));
  return {
    ok: true,
    link: {
      url: outcome.url,
      ...(charge ? { amount: { minor: charge.minor, currency: charge.currency } } : {}),
    },
  };
}
