import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat';
import { createdAt } from './columns';
import { plubots } from './plubots';

/**
 * The e-mails a bot's `sendEmail` actions sent per UTC day ('YYYY-MM-DD'), counted in the database
 * so the plan's daily cap (`getDailyBotEmailLimit`) holds across server copies. A bot's rows older
 * than yesterday are deleted when it sends.
 */
export const botEmailDays = pgTable(
  'bot_email_days',
  {
    plubotId: uuid('plubot_id')
      .notNull()
      .references(() => plubots.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'bot_email_days_pk', columns: [table.plubotId, table.day] })],
);

/**
 * The one e-mail a conversation's visitor may get from the bot: to the address they typed in that
 * conversation, at most once per conversation.
 */
export const botEmailVisitors = pgTable('bot_email_visitors', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => chatSessions.id, { onDelete: 'cascade' }),
  recipient: text('recipient').notNull(),
  createdAt: createdAt(),
});
