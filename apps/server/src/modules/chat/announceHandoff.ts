import type { HandoffSettings } from '@plubot/contracts';
import type { EngineFlow } from '@plubot/engine';
import { listHandoffChannels } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { renderMail } from '../../lib/renderMail';
import type { ChatDeps } from './chatService';
import { createChatEffects } from './createChatEffects';

/** The conversation a hand-off is announced for. */
export interface HandoffAnnouncement {
  sessionId: string;
  plubotId: string;
  ownerId: string;
  botName: string;
  /** What the visitor wrote to ask, when they asked in words. */
  visitorText: string | null;
  settings: Pick<HandoffSettings, 'notifyByEmail' | 'notifyChannels'>;
  /** The flow the conversation runs: its Slack, Telegram and Discord powers are told. */
  flow: EngineFlow | undefined;
}

/**
 * Tells the owner at once that a visitor waits for a person (issue #29) — beyond the bell, which
 * `notifyOwner` fills in the turn's own transaction: an e-mail now (not the hourly digest: the
 * visitor is waiting), and a post on each channel of the bot's Slack, Telegram and Discord powers,
 * in the owner's language, with a link that opens the conversation in the inbox. Runs after the
 * visitor's answer is stored, never failing the turn: what cannot be sent is logged. Answers how
 * many announcements went out.
 */
export async function announceHandoff(
  deps: Pick<ChatDeps, 'config' | 'db' | 'mailer' | 'log'>,
  handoff: HandoffAnnouncement,
): Promise<number> {
  const [owner] = await deps.db
    .select({ email: users.email, preferences: users.preferences })
    .from(users)
    .where(eq(users.id, handoff.ownerId));
  if (!owner) return 0;
  const language = owner.preferences.language ?? 'es';
  const link = `${deps.config.APP_ORIGIN}/plubot/${handoff.plubotId}/inbox?c=${handoff.sessionId}`;
  const quote = toQuote(handoff.visitorText);
  const params = { name: handoff.botName, link, quote };
  const said = (key: string) =>
    translate(language, `handoffAnnouncement.${key}${quote ? 'Quoted' : ''}`, params);
  const sends: Promise<boolean>[] = [];
  if (handoff.settings.notifyByEmail) {
    const content = renderMail({
      title: translate(language, 'handoffAnnouncement.mailTitle', params),
      paragraphs: [said('mailBody'), translate(language, 'handoffAnnouncement.mailWaiting', params)],
      action: { label: translate(language, 'handoffAnnouncement.mailAction', params), url: link },
      footer: translate(language, 'handoffAnnouncement.mailFooter', params),
    });
    const subject = translate(language, 'handoffAnnouncement.mailSubject', params);
    sends.push(
      deps.mailer.send({ to: owner.email, subject, ...content }).then(
        () => true,
        (error: unknown) => {
          deps.log.warn({ err: error }, 'the hand-off e-mail could not be sent');
          return false;
        },
      ),
    );
  }
  const targets =
    handoff.settings.notifyChannels && handoff.flow
      ? listHandoffChannels(
          [...handoff.flow.nodes.values()].map((node) => ({ type: node.kind, data: node.data })),
        )
      : [];
  if (targets.length > 0) {
    const effects = createChatEffects({
      ...deps,
      plubot: { id: handoff.plubotId, name: handoff.botName, ownerId: handoff.ownerId },
      ownerEmail: owner.email,
      sessionId: handoff.sessionId,
    });
    const message = said('post');
    for (const target of targets) {
      const post =
        target.kind === 'discord'
          ? effects.discord?.({ token: target.token, channelId: target.channelId, content: message })
          : effects.power?.({ ...target, message, variables: {} });
      if (!post) continue;
      sends.push(
        post.then(
          (result) => {
            if (!result.ok || ('handled' in result && result.handled === false))
              deps.log.warn(
                { target: target.kind === 'power' ? target.powerId : 'discord', result },
                'a hand-off announcement was not delivered',
              );
            return result.ok;
          },
          (error: unknown) => {
            deps.log.warn({ err: error }, 'a hand-off announcement failed');
            return false;
          },
        ),
      );
    }
  }
  const sent = await Promise.all(sends);
  return sent.filter(Boolean).length;
}

/**
 * What the visitor wrote, made safe to quote on a team's channel: short, one line, and unable to
 * ping anyone or form markup (Slack's `<!channel>`, Discord's `@everyone`).
 * @example toQuote('hola <!channel> @everyone') // 'hola !channel @\u200beveryone'
 */
export function toQuote(text: string | null): string {
  if (!text) return '';
  return text
    .replace(/[<>&]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/@(?=\S)/g, '@\u200b')
    .trim()
    .slice(0, 300);
}
