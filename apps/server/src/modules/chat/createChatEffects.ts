import { isProPower, isValidEmail, MAX_RECORDS_PER_BOT } from '@plubot/contracts';
import { AI_NOT_CONFIGURED, type EngineEffects, readConversationResult } from '@plubot/engine';
import { isRunningPower } from '@plubot/flow';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { botRecords } from '../../db/schema';
import { type Language, translate } from '../../i18n/translate';
import { type ChatCompletionConfig, createChatCompletion } from '../../lib/chatCompletion';
import type { Mailer } from '../../lib/mailer';
import { renderMail } from '../../lib/renderMail';
import { safeHttpRequest } from '../../lib/safeHttpRequest';
import {
  getWebhookSecret,
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../lib/webhookSignature';
import { resolveBotAi } from '../connections/resolveBotAi';
import {
  findActiveDiscordToken,
  markDiscordIntegrationRefused,
} from '../integrations/discordIntegrationService';
import { answerQuestion } from '../knowledge/answerQuestion';
import { withKnowledgeContext } from '../knowledge/withKnowledgeContext';
import { createNotification } from '../notifications/notificationService';
import { listLockedPowers } from '../plubots/powerAccess';
import { runPowerAction } from '../powers/runPowerAction';
import { authorizeBotEmail } from './authorizeBotEmail';
import { saveLeadRecord } from './saveConversationResult';

export interface ChatEffectsContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  plubot: { id: string; name: string; ownerId: string };
  ownerEmail: string;
  /** Null in the editor's simulation: nothing is stored as a lead. */
  sessionId: string | null;
  /** What the visitor typed in this turn (not stored yet): a bot may e-mail an address typed here. */
  visitorReply?: string | null;
  /** The visitor's language, for the lines the server adds to a bot's e-mail (Spanish otherwise). */
  language?: Language;
  /** The bot's owner holds the conversation: what it saves is neither rewarded nor announced. */
  byOwner?: boolean;
  /** Runs the power actions this turn queued (issue #31) right after it; absent, the worker's sweep does. */
  kickIntegrations?: () => void;
}

/**
 * The engine's effects on the server: bot HTTP requests through the SSRF-safe client, AI through
 * the configured OpenAI-compatible API, e-mail through the mailer, leads into the database, powers
 * through their APIs — a Pro power only while the owner's plan or a trial covers it (`listLockedPowers`).
 */
export function createChatEffects(ctx: ChatEffectsContext): EngineEffects {
  let lockedPowers: Promise<string[]> | undefined;
  /** The Pro powers the owner may not use now, read once per turn and only when a Pro power runs. */
  const readLockedPowers = () => {
    lockedPowers ??= listLockedPowers(ctx.db, ctx.plubot.ownerId);
    return lockedPowers;
  };
  const http = (request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  }) =>
    safeHttpRequest(
      { ...request, timeoutMs: Math.min(request.timeoutMs ?? 10_000, 10_000) },
      { allowedHosts: ctx.config.HTTP_ALLOWED_HOSTS },
    );
  /** Posts a message to a Discord channel as a bot (the token already opened). */
  const postToDiscord = (token: string, channelId: string, content: string) =>
    http({
      method: 'POST',
      url: `${ctx.config.DISCORD_API_URL.replace(/\/+$/, '')}/channels/${encodeURIComponent(channelId)}/messages`,
      headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: content.slice(0, 2000) }),
    });
  /**
   * Posts with the node's own token (opened with the flow, see chat/flowCache), or — when the node
   * has none — with the owner's first active Discord integration, marked as refused if Discord no
   * longer accepts it.
   */
  const postWithDiscordBot = async (nodeToken: string, channelId: string, content: string) => {
    if (nodeToken) return postToDiscord(nodeToken, channelId, content);
    const integration = await findActiveDiscordToken(ctx.db, ctx.config.ENCRYPTION_KEY, ctx.plubot.ownerId);
    if (!integration) return null;
    const result = await postToDiscord(integration.token, channelId, content);
    if (result.ok && result.status === 401) {
      const reason = translate('es', 'discordIntegrations.tokenRevoked', {
        reason: readDiscordReason(result),
      });
      await markDiscordIntegrationRefused(ctx.db, integration.id, reason).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'could not mark a refused Discord integration');
      });
    }
    return result;
  };
  /**
   * Posts `payload` as JSON to `url`, signed with the bot's webhook secret so the receiver can
   * check the post comes from this bot (see lib/webhookSignature): the webhook node, the
   * "send to a webhook" action and the webhooks power all sign through here.
   */
  const postSigned = (url: string, payload: unknown, now = new Date()) => {
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(now.getTime() / 1000);
    const secret = getWebhookSecret(ctx.config.ENCRYPTION_KEY, ctx.plubot.id);
    return http({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Plubot-Webhook/1',
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
      },
      body,
    });
  };
  const effects: EngineEffects = {
    async http(request) {
      // Credential headers and query parameters come opened with the flow (chat/flowCache), each
      // with its own binding; a sealed text anywhere else is sent as the text it is.
      const result = await http(request);
      if (!result.ok) return { ok: false, error: result.error };
      return { ok: true, status: result.status, headers: result.headers, body: result.body };
    },
    async sendEmail(request) {
      const to = request.to.trim();
      if (!isValidEmail(to)) return { ok: false, error: 'invalid_recipient' };
      // Only to the owner or to the address the visitor typed here (once), under the plan's daily cap.
      const decision = await authorizeBotEmail(ctx.db, {
        plubotId: ctx.plubot.id,
        ownerId: ctx.plubot.ownerId,
        sessionId: ctx.sessionId,
        to,
        visitorReply: ctx.visitorReply,
      });
      if (!decision.ok) {
        ctx.log.info({ plubotId: ctx.plubot.id, reason: decision.error }, 'a bot e-mail was refused');
        return { ok: false, error: decision.error };
      }
      const language = decision.recipient === 'visitor' ? (ctx.language ?? 'es') : 'es';
      const name = { name: ctx.plubot.name };
      const content = renderMail({
        title: request.subject,
        paragraphs: request.body.split(/\n{2,}/),
        footer: translate(language, `mail.botEmail.footer.${decision.recipient}`, name),
      });
      try {
        await ctx.mailer.send({
          to: decision.recipient === 'owner' ? decision.ownerEmail : to,
          subject: request.subject,
          fromName: translate(language, 'mail.botEmail.fromName', name),
          replyTo: decision.ownerEmail,
          ...content,
        });
        return { ok: true };
      } catch (error) {
        ctx.log.warn({ err: error }, 'bot e-mail failed');
        return { ok: false, error: 'mail_failed' };
      }
    },
    async saveLead(lead) {
      if (!ctx.sessionId) return { ok: true };
      const owner = {
        sessionId: ctx.sessionId,
        plubotId: ctx.plubot.id,
        ownerId: ctx.plubot.ownerId,
        botName: ctx.plubot.name,
        byOwner: ctx.byOwner ?? false,
      };
      await saveLeadRecord(ctx.db, owner, readConversationResult(lead, new Map()));
      return { ok: true };
    },
    async notify(request) {
      // To the owner twice: in the app (the header's bell) and by e-mail. It worked if either did.
      const name = { name: ctx.plubot.name };
      const inApp = ctx.sessionId
        ? await createNotification(ctx.db, {
            userId: ctx.plubot.ownerId,
            plubotId: ctx.plubot.id,
            kind: 'bot_notification',
            title: translate('es', 'notifications.botTitle', name),
            body: request.message,
          }).then(
            () => true,
            (error: unknown) => {
              ctx.log.warn({ err: error }, 'in-app notification failed');
              return false;
            },
          )
        : false;
      const content = renderMail({
        title: translate('es', 'mail.botNotification.title', name),
        paragraphs: [request.message],
        footer: translate('es', 'mail.botNotification.footer', name),
      });
      try {
        await ctx.mailer.send({
          to: ctx.ownerEmail,
          subject: translate('es', 'mail.botNotification.subject', name),
          ...content,
        });
        return { ok: true };
      } catch {
        return inApp ? { ok: true } : { ok: false, error: 'mail_failed' };
      }
    },
    async discord(request) {
      const result = await postWithDiscordBot(request.token, request.channelId, request.content);
      if (!result) return { ok: false, error: 'no_token' };
      return result.ok && result.status < 300
        ? { ok: true }
        : { ok: false, error: result.ok ? String(result.status) : result.error };
    },
    async webhook(request) {
      const result = await postSigned(request.url, request.payload ?? {});
      return result.ok && result.status < 300
        ? { ok: true }
        : { ok: false, error: result.ok ? String(result.status) : result.error };
    },
    async saveRecord({ collection, key, data }) {
      const now = new Date();
      const where = and(
        eq(botRecords.plubotId, ctx.plubot.id),
        eq(botRecords.collection, collection),
        eq(botRecords.key, key),
      );
      const [existing] = await ctx.db.select({ id: botRecords.id }).from(botRecords).where(where);
      if (!existing) {
        const [total] = await ctx.db
          .select({ value: count() })
          .from(botRecords)
          .where(eq(botRecords.plubotId, ctx.plubot.id));
        if (Number(total?.value ?? 0) >= MAX_RECORDS_PER_BOT) return { ok: false, error: 'records_full' };
      }
      await ctx.db
        .insert(botRecords)
        .values({ plubotId: ctx.plubot.id, collection, key, data, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [botRecords.plubotId, botRecords.collection, botRecords.key],
          set: { data, updatedAt: now },
        });
      return { ok: true };
    },
    async lookupRecord({ collection, key }) {
      const [row] = await ctx.db
        .select({ data: botRecords.data })
        .from(botRecords)
        .where(
          and(
            eq(botRecords.plubotId, ctx.plubot.id),
            eq(botRecords.collection, collection),
            eq(botRecords.key, key),
          ),
        );
      return { ok: true, record: row?.data ?? null };
    },
    async power(request) {
      const { powerId, message = '', url, token, channel } = request;
      if (isProPower(powerId) && (await readLockedPowers()).includes(powerId)) {
        ctx.log.info(
          { plubotId: ctx.plubot.id, powerId },
          'a Pro power node did not act: the owner has no plan with Pro powers and no running trial',
        );
        return { ok: false, handled: false, locked: true, error: 'power_locked' };
      }
      if (!isRunningPower(powerId)) return { ok: true, handled: false };
      if (powerId === 'webhooks') {
        // A Zapier "Catch Hook", Make "Custom webhook" or n8n "Webhook" trigger takes this post as is.
        if (!url) return { ok: false, handled: false, error: 'no_webhook_url' };
        const now = new Date();
        const posted = await postSigned(
          url,
          {
            event: 'plubot.power',
            bot: { id: ctx.plubot.id, name: ctx.plubot.name },
            message,
            variables: request.variables,
            sentAt: now.toISOString(),
          },
          now,
        );
        return toPowerResult(posted);
      }
      if (message === '') return { ok: false, handled: false, error: 'no_message' };
      const secret = token ?? '';
      const send = (target: string, payload: object) =>
        http({
          method: 'POST',
          url: target,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
      let result: Awaited<ReturnType<typeof http>>;
      if (powerId === 'slack') {
        if (!url) return { ok: false, handled: false, error: 'no_webhook_url' };
        result = await send(url, { text: message.slice(0, 3000) });
      } else if (powerId === 'telegram') {
        if (!secret || !channel) return { ok: false, handled: false, error: 'no_token_or_chat' };
        const base = ctx.config.TELEGRAM_API_URL.replace(/\/+$/, '');
        result = await send(`${base}/bot${secret}/sendMessage`, {
          chat_id: channel,
          text: message.slice(0, 4096),
        });
      } else {
        if (!channel) return { ok: false, handled: false, error: 'no_token_or_channel' };
        const posted = await postWithDiscordBot(secret, channel, message);
        if (!posted) return { ok: false, handled: false, error: 'no_token_or_channel' };
        result = posted;
      }
      return toPowerResult(result);
    },
  };
  effects.powerAction = (request) => runPowerAction(ctx, request, readLockedPowers);
  // The bot's AI, looked up once per turn and only when a node needs it.
  let ai: Promise<ChatCompletionConfig | undefined> | undefined;
  const botAi = (): Promise<ChatCompletionConfig | undefined> => {
    ai ??= resolveBotAi(ctx, ctx.plubot.ownerId);
    return ai;
  };
  // Questions left unanswered are kept for the owner, but not those of their own simulation.
  effects.knowledge = async (request) => {
    const answer = await answerQuestion(
      { ...ctx, ai: botAi },
      {
        plubotId: ctx.plubot.id,
        question: request.question,
        language: request.language,
        useAi: request.useAi,
        sessionId: ctx.byOwner ? null : ctx.sessionId,
      },
    );
    return answer.answered
      ? { ok: true, answered: true, text: answer.text, sources: answer.sources }
      : { ok: true, answered: false };
  };
  // An AI node with «Usar el conocimiento del bot» gets the bot's passages in its system message;
  // when the search fails, it answers without them.
  effects.ai = async (request) => {
    const config = await botAi();
    if (!config) return { ok: false, error: AI_NOT_CONFIGURED };
    const withContext = await withKnowledgeContext(ctx, ctx.plubot.id, request, ctx.language).catch(
      (error: unknown) => {
        ctx.log.warn({ err: error, plubotId: ctx.plubot.id }, 'the AI node could not search the knowledge');
        return request;
      },
    );
    return createChatCompletion(config, withContext);
  };
  return effects;
}

/** A power's outcome from its HTTP answer: handled on a 2xx, else failed with the status or error. */
function toPowerResult(
  result: { ok: true; status: number } | { ok: false; error: string },
): { ok: true; handled: true } | { ok: false; handled: false; error: string } {
  return result.ok && result.status < 300
    ? { ok: true, handled: true }
    : { ok: false, handled: false, error: result.ok ? String(result.status) : result.error };
}

/** Discord's own reason in an error answer (`{"message": "401: Unauthorized"}`), else the status. */
function readDiscordReason(result: { status: number; body: string }): string {
  try {
    const body: unknown = JSON.parse(result.body);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
      return body.message.slice(0, 120);
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${result.status}`;
}
