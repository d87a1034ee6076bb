import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

export interface UserPreferences {
  language?: 'es' | 'en';
  ultraMode?: boolean;
  inactivityLogout?: boolean;
  /** The e-mail digest of new contacts and first conversations; on unless false. */
  leadDigest?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    profilePicture: text('profile_picture'),
    isVerified: boolean('is_verified').notNull().default(false),
    role: text('role').notNull().default('user'),
    plan: text('plan').notNull().default('free'),
    xp: integer('xp').notNull().default(0),
    plucoins: integer('plucoins').notNull().default(0),
    energyLevel: integer('energy_level').notNull().default(100),
    lastDailyRewardAt: timestamp('last_daily_reward_at', { withTimezone: true }),
    /** The calendar day (YYYY-MM-DD, in `timeZone`) of the last daily reward, and the row of days. */
    lastDailyRewardDate: text('last_daily_reward_date'),
    dailyStreak: integer('daily_streak').notNull().default(0),
    /** IANA time zone the daily reward's calendar day is counted in (the browser's, first claim). */
    timeZone: text('time_zone'),
    /** Shown in the Coliseum's ranking, only when the user opted in. */
    displayName: text('display_name'),
    leaderboardOptIn: boolean('leaderboard_opt_in').notNull().default(false),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    /** The Stripe customer and subscription of a paid plan (set by Stripe's webhook only). */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** When Stripe created the event that last set the plan or subscription; older events are ignored. */
    stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_unique').on(table.tokenHash),
    index('auth_tokens_user').on(table.userId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
  ],
);

/** Pending Google sign-ins: the PKCE verifier and the client's state, single use, 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  /** `signIn` (Google sign-in) or `connection` (an owner connecting a service's account, issue #31). */
  purpose: text('purpose', { enum: ['signIn', 'connection'] })
    .notNull()
    .default('signIn'),
  /** Who is connecting (a connection's flow only): the callback must come from the same account. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  clientState: text('client_state'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Uploaded files (profile pictures) kept in the database so every server copy can serve them. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner').on(table.ownerId)],
);
