import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plubots } from './plubots';
import { users } from './users';

/** Achievements a user unlocked (once each). */
export const achievements = pgTable(
  'achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);

/** The user's recent activity feed (rewards, achievements, creations). */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('activities_user').on(table.userId, table.createdAt)],
);

/**
 * The progress ledger: every XP and PluCoin movement, with its reason and an idempotency key unique
 * per user ('first_bot', 'daily:2026-11-25', 'lesson:decisions' …), written in the transaction of
 * the fact it rewards. `users.xp` and `users.plucoins` are the running sums of these rows.
 */
export const progressEvents = pgTable(
  'progress_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    xp: integer('xp').notNull().default(0),
    plucoins: integer('plucoins').notNull().default(0),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('progress_events_user_key').on(table.userId, table.key),
    index('progress_events_user_time').on(table.userId, table.createdAt),
    index('progress_events_time').on(table.createdAt),
  ],
);

/** What a user bought with PluCoins: a power's trial (until `expiresAt`), a widget theme, a character. */
export const unlocks = pgTable(
  'unlocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['power_trial', 'widget_theme', 'character'] }).notNull(),
    itemId: text('item_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.itemId] })],
);

/** Facts the browser reported (a share copied, a tab opened), counted and rate-limited by the server. */
export const gamificationFacts = pgTable(
  'gamification_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    plubotId: uuid('plubot_id').references(() => plubots.id, { onDelete: 'cascade' }),
    /** What the fact is about besides a bot: a guide's or post's slug, a lesson id. */
    subject: text('subject'),
    createdAt: createdAt(),
  },
  (table) => [
    index('gamification_facts_user').on(table.userId, table.kind, table.createdAt),
    // A reading starts once: its first opening is when its reading time counts from.
    uniqueIndex('gamification_facts_reading_start')
      .on(table.userId, table.kind, table.subject)
      .where(sql`kind in ('blog_started', 'tutorial_started')`),
  ],
);
