import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import { users } from '../schema';

/** PGlite in its worker thread behaves as on the main thread, through drizzle. */
describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', worker: true });
  }, 60_000);
  afterAll(() => handle.close());

  const newUser = (email: string) => ({ name: 'Ana', email, passwordHash: 'x' });

  it('applies the migrations and reads rows with their types (dates, json, numbers)', async () => {
    const [user] = await handle.db.insert(users).values(newUser('ana@plubot.test')).returning();
    expect(user?.email).toBe('ana@plubot.test');
    expect(user?.createdAt).toBeInstanceOf(Date);
    const result = (await handle.db.execute(
      sql`select ${'{"a":[1,2]}'}::jsonb as doc, 42::int as n, now() as at`,
    )) as unknown as { rows: { doc: unknown; n: number; at: unknown }[] };
    const [row] = result.rows;
    expect(row?.doc).toEqual({ a: [1, 2] });
    expect(row?.n).toBe(42);
  });

  it("gives PostgreSQL's error code, as drizzle's cause (a unique violation is 23505)", async () => {
    const failure = await handle.db
      .insert(users)
      .values(newUser('ana@plubot.test'))
      .then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string; constraint?: string } },
      );
    expect(failure?.cause?.code).toBe('23505');
    expect(failure?.cause?.constraint).toBeTruthy();
  });

  it('commits a transaction, and rolls back one that throws (nested savepoints too)', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('commit@plubot.test'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser('inner@plubot.test'));
          throw new Error('undo the inner one');
        })
        .catch(() => {});
    });
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(users).values(newUser('rolled@plubot.test'));
        throw new Error('undo');
      })
      .catch(() => {});
    const emails = (await handle.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toContain('commit@plubot.test');
    expect(emails).not.toContain('inner@plubot.test');
    expect(emails).not.toContain('rolled@plubot.test');
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const transaction = handle.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'En transacción' }).where(eq(users.email, 'commit@plubot.test'));
      await held;
      order.push('tx');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = handle.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, 'commit@plubot.test'))
      .then(([row]) => {
        order.push('outside');
        return row?.name;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe('En transacción');
    expect(order).toEqual(['tx', 'outside']);
  });
});
