import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { createNotification } from './notificationService';

/** What a bot's visitors did that its owner hears about: in the bell at once, and in the digest. */
export type OwnerAlert =
  | { kind: 'first_conversation'; plubotId: string; botName: string }
  | { kind: 'new_lead'; plubotId: string; botName: string; contact: string }
  | { kind: 'handoff_requested'; plubotId: string; botName: string };

/**
 * Tells a bot's owner, in their language, about a visitor: the first real conversation any of
 * their bots received, a new contact, or someone asking for a person (issue #29). A bell notification now; the e-mail digest takes it later
 * (`sendDigests.ts`). Runs inside the transaction of the fact it tells about.
 */
export async function notifyOwner(db: Database, ownerId: string, alert: OwnerAlert): Promise<void> {
  const [owner] = await db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) return;
  const language = owner.preferences.language ?? 'es';
  const params: Record<string, string> =
    alert.kind === 'new_lead' ? { name: alert.botName, contact: alert.contact } : { name: alert.botName };
  const key =
    alert.kind === 'new_lead'
      ? 'newLead'
      : alert.kind === 'handoff_requested'
        ? 'handoffRequested'
        : 'firstConversation';
  await createNotification(db, {
    userId: ownerId,
    plubotId: alert.plubotId,
    kind: alert.kind,
    title: translate(language, `notifications.${key}.title`, params),
    body: translate(language, `notifications.${key}.body`, params),
    digest: true,
  });
}
