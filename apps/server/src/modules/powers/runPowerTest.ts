import { randomBytes, randomUUID } from 'node:crypto';
import { isProPower, type ParsedPowerTestBody, type PowerTestResponse } from '@plubot/contracts';
import { findPowerAction, isValidEmail, type PowerActionDefinition } from '@plubot/flow';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Language, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { authorizeBotEmail } from '../chat/authorizeBotEmail';
import { listLockedPowers } from '../plubots/powerAccess';
import { type ConnectorActionJob, runConnectorAction } from './runConnectorAction';
import { readWaitCharge, requestAwaitLink, TEST_REFERENCE_PREFIX } from './waits/requestAwaitLink';
import { offerChoices } from './waits/runChooseAction';

type Deps = { db: Database; config: Config; language: Language };

/** The bot whose node is tested: its id, its name (a charge's default words) and its chat's address. */
export interface TestedPlubot {
  id: string;
  name: string;
  publicId: string;
}

/** Why Gmail's test did not send, in the owner's words (`authorizeBotEmail`'s refusals). */
const GMAIL_REFUSALS: Record<string, string> = {
  invalid_recipient: 'powers.failure.invalidEmail',
  recipient_not_allowed: 'powers.test.gmailOwnerOnly',
  daily_limit: 'powers.test.gmailDailyLimit',
};

/**
 * 'Probar' of a power node's form (`POST /api/plubots/:id/power-test`, issue #32): runs the node's
 * action once with the owner's connection (`runWithConnection`: the connection's rate and the
 * plan's monthly calls count), the `{{variables}}` filled in with the owner's test values. A lookup
 * answers what it `found`; a `choose` action only its offer (`options`: nothing is booked); an
 * `await` action a real checkout or booking `link` for the owner to open — its amount checked as in
 * a conversation, its reference a test one no wait has; an action that runs after the reply acts
 * for real (`done`: the card, the row, the e-mail — to the owner's own address only). An unknown
 * action is a 422; a Pro power the owner may not use, or the service failing, an `ok: false`.
 */
export async function runPowerTest(
  deps: Deps,
  userId: string,
  plubot: TestedPlubot,
  body: ParsedPowerTestBody,
): Promise<PowerTestResponse> {
  const definition = findPowerAction(body.powerId, body.action);
  if (!definition) {
    const message = translate(deps.language, 'powers.lookup.actionUnknown', { action: body.action });
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { action: [message] }, extra: { message } });
  }
  if (isProPower(body.powerId) && (await listLockedPowers(deps.db, userId)).includes(body.powerId)) {
    return { ok: false, error: translate(deps.language, 'powers.failure.locked') };
  }
  const language = body.language ?? deps.language;
  const job: ConnectorActionJob = {
    userId,
    connectionId: body.connectionId,
    service: body.powerId,
    action: definition.id,
    inputs: body.inputs,
    fields: body.fields,
    plubotId: plubot.id,
    language,
  };
  if (definition.runs === 'choose') return testOffer(deps, job, definition, language);
  if (definition.runs === 'await') return testLink(deps, job, definition, plubot, body.templates);
  if (definition.runs === 'after') return testAfter(deps, job, plubot);
  const outcome = await runConnectorAction(deps, job);
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    kind: 'found',
    found: outcome.found ?? true,
    outputs: outcome.outputs ?? {},
    ...(outcome.cards?.length ? { cards: outcome.cards } : {}),
  };
}

/** A `choose` action's offer (a calendar's free slots), as a conversation would get it. */
async function testOffer(
  deps: Deps,
  job: ConnectorActionJob,
  definition: PowerActionDefinition,
  language: string,
): Promise<PowerTestResponse> {
  const offer = await offerChoices(deps, job, definition, language);
  if (!offer.ok) return { ok: false, error: offer.error };
  if (!('options' in offer) || 'taken' in offer) {
    return {
      ok: false,
      error: translate(deps.language, 'powers.failure.actionUnknown', { action: job.action }),
    };
  }
  return { ok: true, kind: 'options', options: offer.options, ...(offer.note ? { note: offer.note } : {}) };
}

/**
 * An `await` action's real link, made with the owner's account: a charge's amount checked first
 * exactly as `startPowerWait` checks it; no wait is stored, so nothing waits on the link.
 */
async function testLink(
  deps: Deps,
  job: ConnectorActionJob,
  definition: PowerActionDefinition,
  plubot: TestedPlubot,
  templates: Record<string, string>,
): Promise<PowerTestResponse> {
  const checked = readWaitCharge(definition, job.inputs, templates, plubot.name);
  if (!checked.ok) return { ok: false, error: translate(deps.language, `powers.wait.${checked.problem}`) };
  const charge = checked.charge;
  const reference = `${TEST_REFERENCE_PREFIX}${randomBytes(16).toString('hex')}`;
  const outcome = await requestAwaitLink(deps, job, definition, {
    reference,
    publicId: plubot.publicId,
    charge,
  });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    kind: 'link',
    url: outcome.url,
    ...(charge ? { amount: { minor: charge.minor, currency: charge.currency } } : {}),
  };
}

/**
 * An action that runs after the reply, done now for real. It runs as for a conversation of its own
 * (a new id: an analytics event counts one test visitor, a ticket's transcript is empty); Gmail
 * writes only to the owner's own address, within the bot's daily e-mails.
 */
async function testAfter(
  deps: Deps,
  job: ConnectorActionJob,
  plubot: TestedPlubot,
): Promise<PowerTestResponse> {
  if (job.service === 'gmail') {
    const to = (job.inputs.to ?? '').trim();
    const decision = isValidEmail(to)
      ? await authorizeBotEmail(deps.db, { plubotId: plubot.id, ownerId: job.userId, sessionId: null, to })
      : ({ ok: false, error: 'invalid_recipient' } as const);
    if (!decision.ok) {
      return {
        ok: false,
        error: translate(deps.language, GMAIL_REFUSALS[decision.error] ?? 'powers.test.gmailOwnerOnly'),
      };
    }
  }
  const outcome = await runConnectorAction(deps, { ...job, sessionId: randomUUID() });
  return outcome.ok ? { ok: true, kind: 'done' } : { ok: false, error: outcome.error };
}
