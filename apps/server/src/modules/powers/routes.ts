import { API, listPowerCatalogue } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../../i18n/translate';
import { perUserRateLimit } from '../../lib/perUserRateLimit';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { listIntegrationFailures } from './integrationFailures';
import { readDesignCard } from './readDesignCard';
import { runPowerLookup } from './runPowerLookup';
import { runPowerTest } from './runPowerTest';

/** Most lookups one account may run from the editor's simulation per rate-limit window. */
const POWER_LOOKUPS_PER_WINDOW = 60;
/** Most 'Probar' of power nodes one account may run per rate-limit window: each may act for real. */
const POWER_TESTS_PER_WINDOW = 30;
/** Most designs one account may read (Figma, Canva) per rate-limit window: an owner pasting links. */
const DESIGN_CARDS_PER_WINDOW = 30;

/**
 * The powers' catalogue with what each does (`GET /api/powers`, public like the marketplace), a
 * bot's failed power actions (`GET /api/plubots/:id/integration-failures`, its owner only), the
 * simulation's power lookups (`POST /api/plubots/:id/power-lookup`, its owner only), 'Probar' of a
 * power node (`POST /api/plubots/:id/power-test`, its owner only) and the card of
 * a Figma or Canva design the owner links in a power node (`POST /api/powers/design-card`, signed in).
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

  // 'Probar' runs the node's action once, for real, with the owner's connection: a person testing.
  registerEndpoint(
    app,
    API.powerTest,
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: perUserRateLimit('power-test', POWER_TESTS_PER_WINDOW, app.config.RATE_LIMIT_WINDOW_MS),
      },
      schema: { tags, security, params },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const plubot = await getOwnedPlubot(app.db, userId, request.params.id);
      return runPowerTest(
        { db: app.db, config: app.config, language: pickLanguage(request.headers['accept-language']) },
        userId,
        plubot,
        request.body,
      );
    },
  );

  // The service is asked for a design's public title and preview: a person pasting a link, not a script.
  registerEndpoint(
    app,
    API.designCard,
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: perUserRateLimit('design-card', DESIGN_CARDS_PER_WINDOW, app.config.RATE_LIMIT_WINDOW_MS),
      },
      schema: { tags, security },
    },
    async (request) =>
      readDesignCard(
        { config: app.config, language: pickLanguage(request.headers['accept-language']) },
        request.body,
      ),
  );
};
