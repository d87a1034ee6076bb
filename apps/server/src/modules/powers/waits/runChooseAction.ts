import type { PowerActionRequest, PowerActionResult } from '@plubot/engine';
import type { PowerActionDefinition } from '@plubot/flow';
import { describeBookingTimeZone } from '../../connections/services/googleCalendar';
import type { ActionFailure, OfferedOption } from '../../connections/services/serviceConnector';
import type { PowerActionContext } from '../powerActionContext';
import { type ConnectorActionJob, runWithConnection } from '../runConnectorAction';

/**
 * A `choose` power (issue #32: a calendar's free slots) with the owner's connection: its offer
 * (the options, with their time zone named), or its pick — done with the outputs, or the option
 * `taken` meanwhile with fresh ones. The engine only sends a pick among the options it offered.
 */
export async function runChooseAction(
  ctx: Pick<PowerActionContext, 'db' | 'config'>,
  request: PowerActionRequest,
  definition: PowerActionDefinition,
  job: ConnectorActionJob,
): Promise<PowerActionResult> {
  const now = new Date();
  const language = request.language === 'en' ? 'en' : 'es';
  const picking = request.phase === 'pick';
  type Chosen =
    | { ok: true; options: OfferedOption[] }
    | { ok: true; outputs: Record<string, string | number | boolean | null> }
    | { ok: false; taken: true; options: OfferedOption[] }
    | ActionFailure;
  const outcome = await runWithConnection<Chosen>(ctx, job, (connector) => {
    const choose = connector.chooses?.[definition.id];
    if (!choose) return undefined;
    return picking
      ? (connectorCtx, credentials, base) =>
          choose.pick(connectorCtx, credentials, { ...base, now, language, optionId: request.optionId ?? '' })
      : (connectorCtx, credentials, base) =>
          choose.offer(connectorCtx, credentials, { ...base, now, language });
  });
  if ('taken' in outcome) return { ok: true, taken: true, options: outcome.options };
  if (!outcome.ok) return { ok: false, error: outcome.error };
  if ('options' in outcome) {
    const zone = request.inputs.timeZone?.trim();
    return {
      ok: true,
      options: outcome.options,
      ...(zone ? { note: describeBookingTimeZone(language, zone) } : {}),
    };
  }
  return { ok: true, found: true, outputs: outcome.outputs };
}

/**
 * A `choose` action's offer outside a conversation — the editor's simulation and 'Probar' — as a
 * conversation gets it (the options, their time zone named), never its pick: nothing is booked.
 */
export function offerChoices(
  deps: Pick<PowerActionContext, 'db' | 'config'>,
  job: ConnectorActionJob,
  definition: PowerActionDefinition,
  language: string,
): Promise<PowerActionResult> {
  return runChooseAction(
    deps,
    {
      ...job,
      powerId: job.service,
      connectionId: job.connectionId ?? '',
      runs: 'choose',
      templates: {},
      nodeId: '',
      phase: 'offer',
      language,
    },
    definition,
    job,
  );
}
