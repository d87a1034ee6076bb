import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  ERROR_FIELDS,
  type WorkerError,
  type WorkerRequest,
  type WorkerResponse,
} from './pgliteWorkerProtocol';

/**
 * The worker thread that owns the embedded database. PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously on the thread that calls it; here, that is not the thread that accepts
 * connections and answers requests, so a busy database never keeps a new visitor's connection
 * waiting in the accept queue. Queries run in arrival order (PGlite's own FIFO locks); a
 * transaction holds the database from `begin` to `end`, as on PostgreSQL.
 */
const port = parentPort;
if (!port) throw new Error('runPgliteWorker must run in a worker thread');

let database: PGlite | undefined;
let nextTransaction = 1;
const transactions = new Map<
  number,
  { tx: Transaction; finish: (commit: boolean) => void; done: Promise<unknown> }
>();

function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WorkerError['fields'] = {};
  for (const key of ERROR_FIELDS) {
    const value: unknown = Reflect.get(error, key);
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function open(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create(dataDir ? { dataDir } : {});
}

/** A transaction: PGlite's callback stays open until the main thread ends it. */
function begin(db: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise((resolve, reject) => {
    const done: Promise<unknown> = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          const finish = (ok: boolean) => (ok ? commit() : rollback(new Error('rollback')));
          transactions.set(id, { tx, finish, done });
          resolve(id);
        }),
    );
    // A failed BEGIN rejects the call; once begun, `end` reads the outcome.
    done.catch(reject);
  });
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no transaction ${id}`);
  transactions.delete(id);
  open.finish(commit);
  if (commit) await open.done;
  else await open.done.catch(() => {});
  return null;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx !== undefined) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`no transaction ${tx}`);
    return open.tx;
  }
  if (!database) throw new Error('database not open');
  return database;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'open':
      database = await open(request.dataDir);
      return null;
    case 'query': {
      const parsers = Object.fromEntries(
        (request.options.rawTypes ?? []).map((type) => [type, (value: string) => value]),
      );
      return target(request.tx).query(request.sql, request.params, {
        ...(request.options.rowMode ? { rowMode: request.options.rowMode } : {}),
        parsers,
      });
    }
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      if (!database) throw new Error('database not open');
      return begin(database);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await database?.close();
      database = undefined;
      return null;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerResponse),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: toWorkerError(error) } satisfies WorkerResponse),
  );
});
