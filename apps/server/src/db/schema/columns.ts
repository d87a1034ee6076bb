import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary data (uploaded files), read back as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The `created_at` column every table that records a moment shares. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
