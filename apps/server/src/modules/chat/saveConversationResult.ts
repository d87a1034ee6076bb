import type { ContactDetails, VariableValue } from '@plubot/engine';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatResults, leads } from '../../db/schema';
import { hasProgress, recordProgress } from '../gamification/progressLedger';
import { notifyOwner } from '../notifications/notifyOwner';

/** The conversation whose result is saved, and what the owner should hear about. */
export interface ResultOwner {
  sessionId: string;
  plubotId: string;
  ownerId: string;
  botName: string;
  /** The owner's own conversation: its contact is kept, but neither rewarded nor announced. */
  byOwner: boolean;
}

type Data = Record<string, VariableValue>;

/**
 * Stores what a conversation collected, in one transaction: its result (`chat_results`, the whole
 * `data` each time) and — when it gave an e-mail or a phone — the bot's one contact with it,
 * created or updated (`upsertContact`). A new contact from a visitor tells the owner and, the first
 * time, pays the `first_lead` reward. Answers the contact's id, if any.
 */
export async function saveConversationResult(
  db: Database,
  owner: ResultOwner,
  result: { data: Data; contact: ContactDetails },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const leadId = await upsertContact(tx, owner, result.contact, result.data);
    await tx
      .insert(chatResults)
      .values({ sessionId: owner.sessionId, plubotId: owner.plubotId, leadId, data: result.data })
      .onConflictDoUpdate({
        target: chatResults.sessionId,
        set: {
          data: result.data,
          leadId: sql`coalesce(excluded.lead_id, ${chatResults.leadId})`,
          updatedAt: sql`now()`,
        },
      });
    return leadId;
  });
}

/**
 * A «Guardar datos» action's record: merged into the conversation's contact when it holds an
 * e-mail or a phone, otherwise a contact row of its own (as the owner designed it).
 */
export async function saveLeadRecord(
  db: Database,
  owner: ResultOwner,
  record: { data: Data; contact: ContactDetails },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (record.contact.email !== null || record.contact.phone !== null) {
      await upsertContact(tx, owner, record.contact, record.data);
      return;
    }
    await tx.insert(leads).values({
      plubotId: owner.plubotId,
      sessionId: owner.sessionId,
      lastSessionId: owner.sessionId,
      name: record.contact.name,
      data: record.data,
    });
    await onNewContact(tx, owner, record.contact.name ?? '');
  });
}

/**
 * The bot's contact with this e-mail (first) or phone, updated with what the conversation gave —
 * details it lacked, a newer name, the data merged, one more conversation when it is a new one —
 * or created. Two conversations giving the same new e-mail at once meet on the unique index: the
 * second finds the first's row. Null when the details hold neither an e-mail nor a phone.
 */
async function upsertContact(
  tx: Database,
  owner: ResultOwner,
  contact: ContactDetails,
  data: Data,
): Promise<string | null> {
  if (contact.email === null && contact.phone === null) return null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findContact(tx, owner.plubotId, contact);
    if (existing) {
      await tx
        .update(leads)
        .set({
          email:
            contact.email === null
              ? leads.email
              : freeKey(leads.email, contact.email, owner.plubotId, existing.id),
          phone:
            contact.phone === null
              ? leads.phone
              : freeKey(leads.phone, contact.phone, owner.plubotId, existing.id),
          name: contact.name ?? leads.name,
          data: sql`${leads.data} || ${JSON.stringify(data)}::jsonb`,
          conversations: sql`${leads.conversations} + (case when ${leads.lastSessionId} is distinct from ${owner.sessionId}::uuid and ${leads.sessionId} is distinct from ${owner.sessionId}::uuid then 1 else 0 end)`,
          lastSessionId: owner.sessionId,
          updatedAt: sql`now()`,
        })
        .where(eq(leads.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(leads)
      .values({
        plubotId: owner.plubotId,
        sessionId: owner.sessionId,
        lastSessionId: owner.sessionId,
        email: contact.email,
        phone: contact.phone,
        name: contact.name,
        data,
      })
      .onConflictDoNothing()
      .returning({ id: leads.id });
    if (created) {
      await onNewContact(tx, owner, contact.name ?? contact.email ?? contact.phone ?? '');
      return created.id;
    }
  }
  return null;
}

/** The contact with the e-mail, else the one with the phone. */
async function findContact(tx: Database, plubotId: string, contact: ContactDetails) {
  const byKey: SQL[] = [];
  if (contact.email !== null) byKey.push(eq(leads.email, contact.email));
  if (contact.phone !== null) byKey.push(eq(leads.phone, contact.phone));
  const rows = await tx
    .select({ id: leads.id, email: leads.email })
    .from(leads)
    .where(and(eq(leads.plubotId, plubotId), or(...byKey)))
    .for('update');
  return rows.find((row) => contact.email !== null && row.email === contact.email) ?? rows[0];
}

/** A key (e-mail or phone) the contact may take: its own if it has one, else the new one unless another contact holds it. */
function freeKey(
  column: typeof leads.email | typeof leads.phone,
  value: string,
  plubotId: string,
  id: string,
): SQL {
  return sql`coalesce(${column}, case when exists (
    select 1 from ${leads} other where other.plubot_id = ${plubotId}::uuid
      and other.${sql.identifier(column.name)} = ${value} and other.id <> ${id}::uuid
  ) then null else ${value} end)`;
}

/** A visitor's new contact: the owner hears of it, and the first one ever pays `first_lead`. */
async function onNewContact(tx: Database, owner: ResultOwner, label: string): Promise<void> {
  if (owner.byOwner) return;
  if (!(await hasProgress(tx, owner.ownerId, 'first_lead'))) {
    await recordProgress(tx, owner.ownerId, [{ reason: 'first_lead', key: 'first_lead' }]);
  }
  await notifyOwner(tx, owner.ownerId, {
    kind: 'new_lead',
    plubotId: owner.plubotId,
    botName: owner.botName,
    contact: label,
  });
}
