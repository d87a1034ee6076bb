import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessionLock } from './sessionLock';

/** Runs `count` turns on one key through the given locks and records overlapping critical sections. */
async function runTurns(locks: ReturnType<typeof createSessionLock>[], count: number) {
  let inside = 0;
  let overlaps = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      locks[index % locks.length]!('session-1', async () => {
        inside++;
        if (inside > 1) overlaps++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(index);
        inside--;
      }),
    ),
  );
  return { overlaps, order };
}

describe('session lock in one process', () => {
  it('runs the turns of a session one at a time, in arrival order', async () => {
    const { overlaps, order } = await runTurns([createSessionLock()], 8);
    expect(overlaps).toBe(0);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps going after a failed turn', async () => {
    const lock = createSessionLock();
    const failed = lock('s', async () => {
      throw new Error('boom');
    });
    const next = lock('s', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('session lock shared through Redis (TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('never lets two server copies run the same session at once', async () => {
    const copies = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
    clients.push(...copies);
    await copies[0]!.del('plubot:lock:session-1');
    const { overlaps, order } = await runTurns(
      copies.map((client) => createSessionLock(client)),
      10,
    );
    expect(overlaps).toBe(0);
    expect(order).toHaveLength(10);
  });
});
