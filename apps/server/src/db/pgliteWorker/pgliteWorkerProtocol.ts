/**
 * The messages between the server's main thread and the worker thread that runs PGlite
 * (`runPgliteWorker.ts`). Every request carries an id; the worker answers each one once.
 */

/** What a query asks of PGlite: drizzle's row mode and the types it keeps as text. */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values stay as PostgreSQL sent them (drizzle parses dates itself). */
  rawTypes?: number[];
}

export type WorkerRequest =
  | { id: number; kind: 'open'; dataDir?: string }
  | { id: number; kind: 'query'; sql: string; params: unknown[]; options: WorkerQueryOptions; tx?: number }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

/** A database error as plain data: the message and PostgreSQL's fields (code, constraint …). */
export interface WorkerError {
  name: string;
  message: string;
  fields: Record<string, string | number | undefined>;
}

export type WorkerResponse =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WorkerError };

/** The fields of PostgreSQL's error response that callers read (SQLSTATE first). */
export const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'where',
] as const;
