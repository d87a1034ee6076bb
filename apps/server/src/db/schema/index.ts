/**
 * The Drizzle schema, one file per area; drizzle-kit reads these files (drizzle.config.ts) and the
 * client takes this index (`import * as schema`). A new table is exported from its area's file and
 * re-exported here.
 */
export * from './billing';
export * from './botEmails';
export * from './channelStatuses';
export * from './channels';
export * from './chat';
export * from './contact';
export * from './gamification';
export * from './integrations';
export * from './knowledge';
export * from './notifications';
export * from './plubots';
export * from './powerWaits';
export * from './users';
export * from './whatsapp';
