import { z } from 'zod';

/** The most records one bot keeps; saving a new key beyond it fails (updates still work). */
export const MAX_RECORDS_PER_BOT = 10_000;
/** How many records one page of the owner's table shows. */
export const RECORDS_PAGE_SIZE = 200;

/** `GET /api/plubots/:id/records?collection=`: which collection to show (the first when absent). */
export const recordsQuerySchema = z.object({
  collection: z.string().trim().min(1).max(100).optional(),
});

const recordValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The bot's own records (saved by its database nodes): every collection with its size, and the
 * newest records of the chosen one.
 */
export const recordsResponseSchema = z.object({
  success: z.literal(true),
  collections: z.array(z.object({ name: z.string(), count: z.number().int() })),
  collection: z.string().nullable(),
  records: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      data: z.record(z.string(), recordValue),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;
export type BotRecord = RecordsResponse['records'][number];

/** `GET /api/plubots/:id/records.csv?collection=`: the collection to export. */
export const recordsCsvQuerySchema = z.object({ collection: z.string().trim().min(1).max(100) });
