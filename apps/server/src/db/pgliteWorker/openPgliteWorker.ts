import { Worker } from 'node:worker_threads';
import {
  ERROR_FIELDS,
  type WorkerError,
  type WorkerQueryOptions,
  type WorkerRequest,
  type WorkerResponse,
} from './pgliteWorkerProtocol';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite driver passes with a query: a row mode and per-type parsers. */
interface DrizzleQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** A database error raised in the worker, with PostgreSQL's fields (`code` …) as PGlite gives them. */
export class PgliteWorkerError extends Error {
  constructor(error: WorkerError) {
    super(error.message);
    this.name = error.name;
    for (const key of ERROR_FIELDS) {
      if (error.fields[key] !== undefined) Reflect.set(this, key, error.fields[key]);
    }
  }
}

function toWorkerOptions(options: DrizzleQueryOptions | undefined): WorkerQueryOptions {
  // drizzle's parsers only keep dates, intervals and numeric arrays as text: the worker does the same.
  return {
    ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
    rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
  };
}

/**
 * Starts the worker: the bundled `dist/pgliteWorker.js` beside the server's bundle, or, when the
 * server runs from its TypeScript sources (tests, benchmarks), `runPgliteWorker.ts` through tsx.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pgliteWorker.js', here));
  const source = JSON.stringify(new URL('./runPgliteWorker.ts', here).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`,
    { eval: true },
  );
}

/**
 * The client of PGlite running in a worker thread, with the methods drizzle's PGlite driver and
 * migrator call (`query`, `exec`, `transaction`). Queries cross to the worker as messages; the
 * main thread only waits for them, so it keeps accepting connections and answering requests
 * while the database works.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  #nextId = 1;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (response: WorkerResponse) => {
      const call = this.#pending.get(response.id);
      if (!call) return;
      this.#pending.delete(response.id);
      if (response.ok) call.resolve(response.value);
      else call.reject(new PgliteWorkerError(response.error));
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`La base de datos integrada se detuvo (código ${code}).`)));
  }

  /** Starts the worker and opens the database in `dataDir` (in memory without one). */
  static async open(dataDir?: string): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(startWorker());
    await client.#call({ kind: 'open', ...(dataDir ? { dataDir } : {}) });
    return client;
  }

  #call(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  query(sql: string, params: unknown[] = [], options?: DrizzleQueryOptions, tx?: number) {
    return this.#call({
      kind: 'query',
      sql,
      params,
      options: toWorkerOptions(options),
      ...(tx === undefined ? {} : { tx }),
    }) as Promise<{ rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>;
  }

  exec(sql: string, tx?: number) {
    return this.#call({ kind: 'exec', sql, ...(tx === undefined ? {} : { tx }) }) as Promise<unknown[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ kind: 'begin' })) as number;
    let result: T;
    try {
      result = await callback(new PgliteWorkerTransaction(this, id));
    } catch (error) {
      await this.#call({ kind: 'end', tx: id, commit: false });
      throw error;
    }
    await this.#call({ kind: 'end', tx: id, commit: true });
    return result;
  }

  /** Closes the database (its files are flushed) and stops the worker. */
  async close(): Promise<void> {
    if (!this.#failure) await this.#call({ kind: 'close' });
    await this.#worker.terminate();
  }
}

/** The statements of one open transaction, as drizzle's PGlite session uses them. */
export class PgliteWorkerTransaction {
  constructor(
    private readonly client: PgliteWorkerClient,
    private readonly id: number,
  ) {}

  query(sql: string, params: unknown[] = [], options?: DrizzleQueryOptions) {
    return this.client.query(sql, params, options, this.id);
  }

  exec(sql: string) {
    return this.client.exec(sql, this.id);
  }
}
