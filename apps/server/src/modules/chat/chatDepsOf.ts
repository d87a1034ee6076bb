import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage } from '../../i18n/translate';
import type { LiveBus } from '../live/liveBus';
import type { ChatDeps } from './chatService';
import type { WithSessionLock } from './sessionLock';

/** What a conversation's turn (or a person's action in it) needs, for one request. */
export function chatDepsOf(
  app: FastifyInstance,
  request: FastifyRequest,
  withSessionLock: WithSessionLock,
): ChatDeps & { bus: LiveBus } {
  return {
    config: app.config,
    db: app.db,
    mailer: app.mailer,
    log: request.log,
    withSessionLock,
    sessionCache: app.chatSessionCache,
    language: pickLanguage(request.headers['accept-language']),
    bus: app.liveBus,
    kickIntegrations: app.kickIntegrations,
  };
}
