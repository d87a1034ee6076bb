import type { FastifyInstance } from 'fastify';

/** Starts a sweeper's run now, on this copy, off the request that asked for it. */
export type KickSweeper = () => void;

/**
 * A background sweeper of this server copy (the knowledge worker, the power actions' queue): runs
 * `sweep` at once when kicked and every `everyMs` (never when it is 0: then only kicks run). One run
 * at a time; a kick during a run makes it go round once more. Closing the server waits for the run
 * under way, so the database is never shut under it. A failed run is logged, never thrown.
 */
export function startSweeper(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  sweep: () => Promise<unknown>,
): KickSweeper {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = sweep()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          setImmediate(run);
        }
      });
  };
  const timer = everyMs > 0 ? setInterval(run, everyMs) : undefined;
  timer?.unref();
  app.addHook('preClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await running;
  });
  return () => setImmediate(run);
}
