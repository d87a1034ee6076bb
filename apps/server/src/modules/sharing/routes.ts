import { API, embedConfigSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { notFound } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { findPlubotByPublicId, getOwnedPlubot } from '../plubots/plubotRepository';
import { assertThemeUnlocked } from './assertThemeUnlocked';
import { saveEmbedCustomization } from './saveEmbedCustomization';

/** QR image size (spec app.md §9). */
export const QR_SIZE = 200;

/**
 * `POST /api/plubots/:id/embed` stores the widget's look and answers the bot's public id and QR
 * address (a premium theme only once the owner unlocked it); the first look saved different from
 * the defaults and the previous one unlocks «Personalizador»; `GET /api/qr/:publicId.png|.svg` draws the QR of the chat link on the server.
 */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const chatUrl = (publicId: string) => `${app.config.APP_ORIGIN}/chat/${publicId}`;

  registerEndpoint(
    app,
    API.saveEmbed,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sharing'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const plubot = await getOwnedPlubot(app.db, userId, request.params.id);
      const embed = request.body ?? embedConfigSchema.parse({});
      await assertThemeUnlocked(app.db, userId, embed.theme);
      const progress = await saveEmbedCustomization(app.db, userId, plubot, embed);
      return {
        status: 'success' as const,
        success: true as const,
        data: {
          publicId: plubot.publicId,
          qrCodeUrl: `${app.config.APP_ORIGIN}/api/qr/${plubot.publicId}.png`,
          chatUrl: chatUrl(plubot.publicId),
          embed,
          unlocked: progress.achievements[0] ?? null,
        },
      };
    },
  );

  registerEndpoint(
    app,
    API.qrCode,
    {
      schema: {
        tags: ['sharing'],
        params: z.object({ file: z.string().regex(/^[\w-]{1,100}\.(png|svg)$/) }),
      },
    },
    async (request, reply) => {
      const [publicId = '', extension] = request.params.file.split('.');
      if (!(await findPlubotByPublicId(app.db, publicId))) throw notFound('CHAT_BOT_NOT_FOUND');
      const options = { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' as const };
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (extension === 'svg') {
        return reply
          .type('image/svg+xml')
          .send(await QRCode.toString(chatUrl(publicId), { ...options, type: 'svg' }));
      }
      return reply
        .type('image/png')
        .send(await QRCode.toBuffer(chatUrl(publicId), { ...options, type: 'png' }));
    },
  );
};
