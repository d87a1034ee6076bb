import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Mailer } from '../../lib/mailer';
import { renderMail } from '../../lib/renderMail';

export interface DigestContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the mail's links point. */
  origin: string;
  /** How long the oldest waiting item of an owner waits for others before their digest goes. */
  delayMs: number;
}

/** Items of one digest at most; more wait for the next one. */
const MAX_ITEMS_PER_DIGEST = 50;
/** Owners served per sweep. */
const MAX_OWNERS_PER_SWEEP = 100;

/**
 * Claims the waiting digest items (`notifications.digest_pending`) of every owner whose oldest one
 * is older than `delayMs`, and sends each owner one mail listing them, in their language, with a
 * link to switch the digest off. Claiming clears the flag in one statement with `FOR UPDATE SKIP
 * LOCKED`, so several server copies never send the same item twice; an owner who switched the
 * digest off (`preferences.leadDigest === false`) has their items dropped, and a mail that fails
 * gives its items back for the next sweep. Answers how many mails went out.
 */
export async function sendDueDigests(ctx: DigestContext, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - ctx.delayMs).toISOString();
  const claimed = (await ctx.db.execute(sql`
    with due as (
      select user_id from ${notifications}
      where digest_pending
      group by user_id
      having min(created_at) <= ${dueBefore}::timestamptz
      limit ${MAX_OWNERS_PER_SWEEP}
    ), picked as (
      select n.id from ${notifications} n
      where n.digest_pending and n.user_id in (select user_id from due)
      order by n.created_at
      for update skip locked
    )
    update ${notifications} set digest_pending = false
    where id in (select id from picked)
    returning id, user_id as "userId", title, body, created_at as "createdAt"`)) as unknown as {
    rows: { id: string; userId: string; title: string; body: string; createdAt: string | Date }[];
  };
  if (claimed.rows.length === 0) return 0;
  const byOwner = new Map<string, typeof claimed.rows>();
  for (const row of claimed.rows) {
    const items = byOwner.get(row.userId);
    if (items) items.push(row);
    else byOwner.set(row.userId, [row]);
  }
  const owners = await ctx.db
    .select({ id: users.id, email: users.email, preferences: users.preferences })
    .from(users)
    .where(inArray(users.id, [...byOwner.keys()]));
  let sent = 0;
  for (const owner of owners) {
    const items = (byOwner.get(owner.id) ?? []).sort(
      (a, b) => +new Date(a.createdAt) - +new Date(b.createdAt),
    );
    if (owner.preferences.leadDigest === false) continue;
    const shown = items.slice(-MAX_ITEMS_PER_DIGEST);
    const language = owner.preferences.language ?? 'es';
    const t = (key: string, params?: { count: number }) => {
      const plural = params ? (params.count === 1 ? '_one' : '_other') : '';
      return translate(language, `mail.digest.${key}${plural}`, params);
    };
    const content = renderMail({
      title: t('title', { count: items.length }),
      paragraphs: [
        ...shown.map((item) => `${item.title}${/[.!?…]$/.test(item.title) ? '' : '.'} ${item.body}`),
        ...(items.length > shown.length ? [t('more', { count: items.length - shown.length })] : []),
        t('switchOff'),
      ],
      action: { label: t('action'), url: `${ctx.origin}/pluniverse` },
      footer: t('footer'),
    });
    try {
      await ctx.mailer.send({ to: owner.email, subject: t('subject', { count: items.length }), ...content });
      sent++;
    } catch (error) {
      ctx.log.warn({ err: error }, 'digest mail failed: its items wait for the next sweep');
      await ctx.db
        .update(notifications)
        .set({ digestPending: true })
        .where(
          inArray(
            notifications.id,
            items.map((item) => item.id),
          ),
        );
    }
  }
  return sent;
}

/** Sends due digests every `DIGEST_SWEEP_MS` while the app runs (never when it is 0). */
export function startDigestTimer(app: FastifyInstance): void {
  const every = app.config.DIGEST_SWEEP_MS;
  if (every === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const ctx = {
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      origin: app.config.APP_ORIGIN,
      delayMs: app.config.DIGEST_DELAY_MS,
    };
    sendDueDigests(ctx)
      .catch((error: unknown) => app.log.error({ err: error }, 'digest sweep failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
