import { API, userPreferencesSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { users } from '../../db/schema';
import { pickLanguage, translate } from '../../i18n/translate';
import { AppError, unprocessable } from '../../lib/AppError';
import { detectImageType, MAX_PICTURE_BYTES } from '../../lib/detectImageType';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { deleteAccount, exportAccount } from './accountService';
import { getUser } from './authService';
import { passwordCheckRateLimit } from './passwordCheckRateLimit';
import { presentUser } from './presentUser';
import { findUpload, type ProfilePicture, updateProfile } from './profileRepository';

const nameSchema = z.string().trim().min(1, 'auth.nameRequired').max(80, 'auth.nameTooLong');

/**
 * `POST /api/auth/update-profile` (multipart: name, preferences as a JSON string, picture file; a
 * new picture replaces and deletes the stored one, `RATE_LIMIT_UPLOADS_MAX` per account and window),
 * `GET /api/uploads/:id` serving stored pictures, and the account's own data: `GET /api/auth/export`
 * ('Descargar mis datos') and `POST /api/auth/delete-account` ('Eliminar mi cuenta').
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Pictures uploaded per account (`RATE_LIMIT_UPLOADS_MAX` per window), counted as they arrive. */
  const countPictureUpload = app.createRateLimit({
    max: app.config.RATE_LIMIT_UPLOADS_MAX,
    timeWindow: app.config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `picture:user:${requireAuth(request).userId}`,
  });
  registerEndpoint(
    app,
    API.exportAccount,
    { preHandler: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }] } },
    async (request, reply) => {
      const data = await exportAccount(
        app.db,
        requireAuth(request).userId,
        new Date(),
        app.config.ENCRYPTION_KEY,
      );
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="plubot-mis-datos-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  registerEndpoint(
    app,
    API.deleteAccount,
    {
      config: { rateLimit: passwordCheckRateLimit(app.config) },
      preHandler: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }] },
    },
    async (request) => {
      await deleteAccount(app.db, requireAuth(request).userId, request.body);
      const language = pickLanguage(request.headers['accept-language']);
      return {
        success: true as const,
        status: 'success' as const,
        message: translate(language, 'auth.accountDeleted'),
      };
    },
  );

  registerEndpoint(
    app,
    API.updateProfile,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const fields: Record<string, string> = {};
      let picture: ProfilePicture | undefined;

      if (request.isMultipart()) {
        for await (const part of request.parts({
          limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 10 },
        })) {
          if (part.type === 'file') {
            const data = await part.toBuffer().catch((error: { code?: string }) => {
              if (error.code === 'FST_REQ_FILE_TOO_LARGE')
                throw unprocessable({ picture: ['auth.pictureTooLarge'] });
              throw error;
            });
            if (data.length === 0) continue;
            const limit = await countPictureUpload(request);
            if (!limit.isAllowed && limit.isExceeded) {
              reply.header('retry-after', String(limit.ttlInSeconds));
              throw new AppError('RATE_LIMITED');
            }
            const mimeType = detectImageType(data);
            if (!mimeType) throw unprocessable({ picture: ['auth.pictureInvalidType'] });
            picture = { data, mimeType };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } else if (request.body && typeof request.body === 'object') {
        for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
          fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
        }
      }

      const changes: Partial<typeof users.$inferInsert> = {};
      if (fields.name !== undefined) {
        const name = nameSchema.safeParse(fields.name);
        if (!name.success)
          throw unprocessable({ name: [name.error.issues[0]?.message ?? 'validation.invalid'] });
        changes.name = name.data;
      }
      if (fields.preferences !== undefined) {
        let raw: unknown;
        try {
          raw = JSON.parse(fields.preferences);
        } catch {
          throw unprocessable({ preferences: ['validation.invalidFormat'] });
        }
        const preferences = userPreferencesSchema.safeParse(raw);
        if (!preferences.success) throw unprocessable({ preferences: ['validation.invalid'] });
        const current = await getUser(app.db, userId);
        changes.preferences = { ...current.preferences, ...preferences.data };
      }
      await updateProfile(app.db, userId, changes, picture);
      const user = await getUser(app.db, userId);
      return { success: true as const, status: 'success' as const, user: presentUser(user) };
    },
  );

  app.get(
    '/uploads/:id',
    { schema: { tags: ['auth'], params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const file = await findUpload(app.db, request.params.id);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
