import type { UsageWarningPercent } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Mailer } from '../../lib/mailer';
import { renderMail } from '../../lib/renderMail';
import { createNotification } from '../notifications/notificationService';
import { claimUsageWarning } from './usageService';

export interface UsageWarningContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the mail's link to the plans points. */
  origin: string;
}

/**
 * Tells a bot's owner, in their language, that this month's replies reached `percent` of the plan's
 * `limit`: a bell notification and a mail. Once per share per month, on any number of server copies
 * (`claimUsageWarning` marks it in the database first). Never fails the visitor's turn that got
 * there: a failure is logged. The mail is not waited for.
 */
export async function notifyUsageWarning(
  ctx: UsageWarningContext,
  owner: { id: string; plubotId: string; botName: string },
  percent: UsageWarningPercent,
  limit: number,
): Promise<void> {
  try {
    if (!(await claimUsageWarning(ctx.db, owner.id, percent))) return;
    const [user] = await ctx.db
      .select({ email: users.email, preferences: users.preferences })
      .from(users)
      .where(eq(users.id, owner.id));
    if (!user) return;
    const language = user.preferences.language ?? 'es';
    const key = percent === 100 ? 'usageLimitReached' : 'usageLimitNear';
    const params = { percent, limit, used: Math.ceil((limit * percent) / 100), name: owner.botName };
    const t = (part: string) => translate(language, `mail.${key}.${part}`, params);
    await createNotification(ctx.db, {
      userId: owner.id,
      plubotId: owner.plubotId,
      kind: `usage_${percent}`,
      title: t('title'),
      body: t('body'),
    });
    const content = renderMail({
      title: t('title'),
      paragraphs: [t('body'), t('advice')],
      action: { label: t('action'), url: `${ctx.origin}/plans` },
      footer: translate(language, 'mail.usageFooter'),
    });
    ctx.mailer
      .send({ to: user.email, subject: t('subject'), ...content })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'usage warning mail failed'));
  } catch (error) {
    ctx.log.warn({ err: error }, 'usage warning failed');
  }
}
