import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { createNotification } from './notificationService';

/** What a bot's visitors did that its owner hears about: in the bell at once, and in the digest. */
export type OwnerAlert =
  | { kind: 'first_conversation'; plubotId: string; botName: string }
  | { kind: 'new_lead'; plubotId: string; botName: string; contact: string }
  | { kind: 'handoff_requested'; plubotId: string; botName: string }
  | { kind: 'integration_failed'; plubotId: string; botName: string; service: string; error: string };

/** Each alert's texts, under `notifications.<key>`. */
const ALERT_KEYS: Record<OwnerAlert['kind'], string> = {
  first_conversation: 'firstConversation',
  new_lead: 'newLead',
  handoff_requested: 'handoffRequested',
  integration_failed: 'integrationFailed',
};

/**
 * Tells a bot's owner, in their language, about a visitor: the first real conversation any of
 * their bots received, a new contact, someone asking for a person (issue #29) — or a power action of
 * theirs that failed for good (issue #31). A bell notification now; the e-mail digest takes it later
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
    alert.kind === 'new_lead'
      ? { name: alert.botName, contact: alert.contact }
      : alert.kind === 'integration_failed'
        ? { name: alert.botName, service: alert.service, error: alert.error.slice(0, 200) }
        : { name: alert.botName };
  const key = ALERT_KEYS[alert.kind];
  await createNotification(db, {
    userId: ownerId,
    plubotId: alert.plubotId,
    kind: alert.kind,
    title: translate(language, `notifications.${key}.title`, params),
    body: translate(language, `notifications.${key}.body`, params),
    digest: true,
  });
}
