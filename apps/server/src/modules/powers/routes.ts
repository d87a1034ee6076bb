import {
  API,
  isProPower,
  listPowerCatalogue,
  type PowerLookupBody,
  type PowerLookupResponse,
} from '@plubot/contracts';
import { findPowerAction } from '@plubot/flow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Language, pickLanguage, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { listLockedPowers } from '../plubots/powerAccess';
import { listIntegrationFailures } from './integrationFailures';
import { runConnectorAction } from './runConnectorAction';

/** Most lookups one account may run from the editor's simulation per rate-limit window. */
const POWER_LOOKUPS_PER_WINDOW = 60;

/**
 * The powers' catalogue with what each does (`GET /api/powers`, public like the marketplace), a
 * bot's failed power actions (`GET /api/plubots/:id/integration-failures`, its owner only) and the
 * simulation's power lookups (`POST /api/plubots/:id/power-lookup`, its owner only).
 */
export const powersRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = { powers: listPowerCatalogue() };
  const tags = ['powers'];
  const security = [{ bearer: [] }];
  const params = z.object({ id: z.string().max(100) });
  registerEndpoint(app, API.powers, { schema: { tags } }, async () => catalogue);

  registerEndpoint(
    app,
    API.integrationFailures,
    { preHandler: app.authenticate, schema: { tags, security, params } },
    async (request) => {
      const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
      return listIntegrationFailures(app.db, plubot.id);
    },
  );

  // Each lookup calls the service with the owner's connection: a person simulating, not a script.
  registerEndpoint(
    app,
    API.powerLookup,
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: perUserRateLimit(
          'power-lookup',
          POWER_LOOKUPS_PER_WINDOW,
          app.config.RATE_LIMIT_WINDOW_MS,
        ),
      },
      schema: { tags, security, params },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await getOwnedPlubot(app.db, userId, request.params.id);
      return runPowerLookup(
        { db: app.db, config: app.config, language: pickLanguage(request.headers['accept-language']) },
        userId,
        request.body,
      );
    },
  );
};

/**
 * Runs a power node's lookup for the editor's simulation (issue #31) as a conversation would: only
 * an `inline` action (an `after` one would change the owner's data; the simulation logs it instead),
 * with the caller's connection, counted against the connection's rate and the plan's monthly calls
 * (`runConnectorAction`). An `after` or unknown action is a 422; the service failing is a result.
 */
async function runPowerLookup(
  deps: { db: Database; config: Config; language: Language },
  userId: string,
  body: PowerLookupBody,
): Promise<PowerLookupResponse> {
  const definition = findPowerAction(body.powerId, body.action);
  if (definition?.runs !== 'inline') {
    const key = definition ? 'powers.lookup.notInline' : 'powers.lookup.actionUnknown';
    const message = translate(deps.language, key, { action: body.action });
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { action: [message] }, extra: { message } });
  }
  // A Pro power the owner may not use now does nothing in conversations, nor here.
  if (isProPower(body.powerId) && (await listLockedPowers(deps.db, userId)).includes(body.powerId)) {
    return { ok: false, error: translate(deps.language, 'powers.failure.locked') };
  }
  const outcome = await runConnectorAction(deps, {
    userId,
    connectionId: body.connectionId,
    service: body.powerId,
    action: definition.id,
    inputs: body.inputs,
    fields: body.fields,
  });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return { ok: true, found: outcome.found ?? true, outputs: outcome.outputs ?? {} };
}
