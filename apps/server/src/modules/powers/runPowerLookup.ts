import { isProPower, type PowerLookupBody, type PowerLookupResponse } from '@plubot/contracts';
import { findPowerAction } from '@plubot/flow';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Language, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { listLockedPowers } from '../plubots/powerAccess';
import { runConnectorAction } from './runConnectorAction';
import { offerChoices } from './waits/runChooseAction';

/**
 * Runs a power node's lookup for the editor's simulation (issue #31) as a conversation would: only
 * an `inline` action, or a `choose` action's offer (a calendar's free slots; issue #32) — an `after`
 * one, or a booking, would change the owner's data; the simulation logs it instead —
 * with the caller's connection, counted against the connection's rate and the plan's monthly calls
 * (`runConnectorAction`). An `after` or unknown action is a 422; the service failing is a result.
 */
export async function runPowerLookup(
  deps: { db: Database; config: Config; language: Language },
  userId: string,
  body: PowerLookupBody,
): Promise<PowerLookupResponse> {
  const definition = findPowerAction(body.powerId, body.action);
  const offering = definition?.runs === 'choose' && body.phase === 'offer';
  if (!definition || (definition.runs !== 'inline' && !offering)) {
    const key = definition ? 'powers.lookup.notInline' : 'powers.lookup.actionUnknown';
    const message = translate(deps.language, key, { action: body.action });
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { action: [message] }, extra: { message } });
  }
  // A Pro power the owner may not use now does nothing in conversations, nor here.
  if (isProPower(body.powerId) && (await listLockedPowers(deps.db, userId)).includes(body.powerId)) {
    return { ok: false, error: translate(deps.language, 'powers.failure.locked') };
  }
  const job = {
    userId,
    connectionId: body.connectionId,
    service: body.powerId,
    action: definition.id,
    inputs: body.inputs,
    fields: body.fields,
    language: body.language ?? deps.language,
  };
  if (offering) {
    const offer = await offerChoices(deps, job, definition, body.language ?? deps.language);
    if (!offer.ok) return { ok: false, error: 'error' in offer ? offer.error : '' };
    if (!('options' in offer) || 'taken' in offer)
      return {
        ok: false,
        error: translate(deps.language, 'powers.lookup.notInline', { action: body.action }),
      };
    return {
      ok: true,
      found: offer.options.length > 0,
      outputs: {},
      options: offer.options,
      ...(offer.note ? { note: offer.note } : {}),
    };
  }
  const outcome = await runConnectorAction(deps, job);
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    found: outcome.found ?? true,
    outputs: outcome.outputs ?? {},
    ...(outcome.cards?.length ? { cards: outcome.cards } : {}),
  };
}
