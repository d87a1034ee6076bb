import { API } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flows } from '../../db/schema';
import { pickLanguage, translate } from '../../i18n/translate';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { sendCsv } from '../../lib/sendCsv';
import { requireAuth } from '../../plugins/authenticate';
import { readStoredFlow } from '../flows/readStoredFlow';
import { getOwnedPlubot } from '../plubots/plubotRepository';
import { findPublishedVersion } from '../publishing/publishedFlowRepository';
import { getDailyAnalytics, getFunnel, toAnalyticsRange } from './analyticsService';
import { buildAnalyticsCsv } from './buildAnalyticsCsv';

/**
 * The owner's endpoints for the conversation funnel of a bot (issue #18): the funnel of a range,
 * its figures day by day, and both as CSV; of every channel or one (`?channel=`, issue #33).
 * Someone else's bot answers 404.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['analytics'];
  const params = z.object({ id: z.string().max(100) });
  /** A bot's endpoint over a date range (the range's query comes from the endpoint). */
  const owner = { preHandler: app.authenticate, schema: { tags, security, params } };

  registerEndpoint(app, API.analyticsFunnel, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    return getFunnel(app.db, plubot.id, toAnalyticsRange(request.query));
  });

  registerEndpoint(app, API.analyticsDaily, owner, async (request) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    return getDailyAnalytics(app.db, plubot.id, toAnalyticsRange(request.query));
  });

  registerEndpoint(app, API.analyticsCsv, owner, async (request, reply) => {
    const plubot = await getOwnedPlubot(app.db, requireAuth(request).userId, request.params.id);
    const range = toAnalyticsRange(request.query);
    // Node titles as that version had them, or as the draft has them for every version.
    const [daily, funnel, flow] = await Promise.all([
      getDailyAnalytics(app.db, plubot.id, range),
      getFunnel(app.db, plubot.id, range),
      range.version === undefined
        ? app.db
            .select({ nodes: flows.nodes, edges: flows.edges, flowVersion: flows.flowVersion })
            .from(flows)
            .where(eq(flows.plubotId, plubot.id))
            .then((rows) => rows[0])
        : findPublishedVersion(app.db, plubot.id, range.version),
    ]);
    const language = pickLanguage(request.headers['accept-language']);
    const csv = buildAnalyticsCsv(
      daily,
      funnel,
      flow ? readStoredFlow(flow).graph.nodes : [],
      (key, values) => translate(language, key, values),
    );
    const version = range.version === undefined ? '' : `-v${range.version}`;
    const channel = range.channel === undefined ? '' : `-${range.channel}`;
    return sendCsv(
      reply,
      `plubot-${plubot.name}-analitica${version}${channel}-${range.from}-${range.to}`,
      csv,
    );
  });
};
