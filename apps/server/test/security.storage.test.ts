import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { testDatabaseKinds } from './testDatabases';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MEGABYTE = 1024 * 1024;

/** `POST /api/auth/update-profile` with a picture (and optionally a name), as the profile page sends it. */
function uploadPicture(ctx: Ctx, owner: Owner, extra: { remoteAddress?: string } = {}) {
  const boundary = '----plubot';
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/update-profile',
    headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    ...extra,
  });
}

async function createBot(ctx: Ctx, owner: Owner, name = 'Nova') {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/plubots/create',
    headers: owner.auth,
    payload: { name, tone: 'neutral' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().plubot.id as string;
}

/** A small flow, or one carrying `bytes` of random (incompressible) notes in a node. */
function flowOf(bytes = 0, baseRevision = 1) {
  const notes = bytes > 0 ? randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64') : undefined;
  return {
    flowName: 'Flujo',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      {
        id: 'start-1',
        type: 'start',
        position: { x: 0, y: 0 },
        data: { label: 'Inicio', ...(notes ? { notes } : {}) },
      },
      { id: 'end-1', type: 'end', position: { x: 0, y: 200 }, data: { label: 'Fin', endMessage: 'Adiós' } },
    ],
    edges: [{ id: 'e1', source: 'start-1', target: 'end-1', sourceHandle: 'output' }],
    baseRevision,
  };
}

const save = (
  ctx: Ctx,
  owner: Owner,
  id: string,
  flow: object,
  extra: { language?: string; remoteAddress?: string } = {},
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/plubots/${id}/flow`,
    headers: { ...owner.auth, 'accept-language': extra.language ?? 'es' },
    payload: flow,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });

// Issue #24 point 15: no storage without limits — pictures replace each other, uploads and saves are
// rate-limited per account, and each plan keeps a bounded amount of flows.
describe.each(testDatabaseKinds)('storage limits on %s', (kind) => {
  describe('profile pictures and rate limits', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await buildTestApp(kind, { RATE_LIMIT_UPLOADS_MAX: '3', RATE_LIMIT_FLOW_SAVES_MAX: '3' });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('replaces the stored picture with a new one and deletes the old', async () => {
      const owner = await createVerifiedUser(ctx.app, `pictures-${kind}@plubot.com`);
      const first = (await uploadPicture(ctx, owner)).json().user.profile_picture as string;
      const second = await uploadPicture(ctx, owner);
      expect(second.statusCode, second.body).toBe(200);
      const current = second.json().user.profile_picture as string;
      expect(current).not.toBe(first);

      expect((await ctx.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      const stored = await ctx.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.ownerId, owner.user.id));
      expect(stored.map((row) => `/api/uploads/${row.id}`)).toEqual([current]);

      // Changing only the name keeps the picture.
      const renamed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-profile',
        headers: owner.auth,
        payload: { name: 'Ana Estelar' },
      });
      expect(renamed.json().user.profile_picture).toBe(current);
    });

    it('limits picture uploads per account, whatever the address, and only uploads', async () => {
      const owner = await createVerifiedUser(ctx.app, `uploads-${kind}@plubot.com`);
      for (let i = 0; i < 3; i += 1) expect((await uploadPicture(ctx, owner)).statusCode).toBe(200);
      const limited = await uploadPicture(ctx, owner, { remoteAddress: '203.0.113.9' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const [row] = await ctx.db
        .select({ picture: users.profilePicture })
        .from(users)
        .where(eq(users.id, owner.user.id));
      const before = row?.picture;

      const renamed = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-profile',
        headers: owner.auth,
        payload: { name: 'Sin foto nueva' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().user.profile_picture).toBe(before);
      const other = await createVerifiedUser(ctx.app, `uploads-other-${kind}@plubot.com`);
      expect((await uploadPicture(ctx, other)).statusCode).toBe(200);
    });

    it('limits flow saves per account, whatever the address', async () => {
      const owner = await createVerifiedUser(ctx.app, `saves-${kind}@plubot.com`);
      const id = await createBot(ctx, owner);
      for (let revision = 1; revision <= 3; revision += 1) {
        expect((await save(ctx, owner, id, flowOf(0, revision))).statusCode).toBe(200);
      }
      const limited = await save(ctx, owner, id, flowOf(0, 4), { remoteAddress: '203.0.113.10' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

      const other = await createVerifiedUser(ctx.app, `saves-other-${kind}@plubot.com`);
      const otherBot = await createBot(ctx, other);
      expect((await save(ctx, other, otherBot, flowOf())).statusCode).toBe(200);
    });
  });

  describe('flow storage per plan', () => {
    let ctx: Ctx;
    beforeAll(async () => {
      ctx = await buildTestApp(kind);
    });
    afterAll(async () => {
      await ctx?.close();
    });
    const versionsOf = async (owner: Owner, id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/plubots/${id}/versions`, headers: owner.auth }))
        .json()
        .versions.map((version: { revision: number }) => version.revision) as number[];

    it('refuses a save past the free plan’s 10 MB with a clear message, making room from old versions first', async () => {
      const owner = await createVerifiedUser(ctx.app, `storage-${kind}@plubot.com`);
      const first = await createBot(ctx, owner, 'Uno');
      const second = await createBot(ctx, owner, 'Dos');

      // 3 MB in the flow and 3 MB in its version: 6 MB.
      expect((await save(ctx, owner, first, flowOf(3 * MEGABYTE, 1))).statusCode).toBe(200);
      // Another 6 MB would pass 10 MB, and the second bot has no old version big enough to drop.
      const refused = await save(ctx, owner, second, flowOf(3 * MEGABYTE, 1));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FLOW_STORAGE_FULL' });
      expect(refused.json().message).toMatch(/^No se guardó: tus bots ya ocupan \d+ MB de los 10 MB/);
      const english = await save(ctx, owner, second, flowOf(3 * MEGABYTE, 1), { language: 'en' });
      expect(english.json().message).toMatch(/^Not saved: your bots already take \d+ MB of the 10 MB/);
      const kept = await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${second}/flow`,
        headers: owner.auth,
      });
      expect(kept.json().flow.revision).toBe(1);

      // Saving the first bot again fits by dropping its oldest versions; the newest stays.
      expect((await save(ctx, owner, first, flowOf(3 * MEGABYTE, 2))).statusCode).toBe(200);
      expect((await save(ctx, owner, first, flowOf(3 * MEGABYTE, 3))).statusCode).toBe(200);
      const versions = await versionsOf(owner, first);
      expect(versions[0]).toBe(4);
      expect(versions).not.toContain(1);
      expect(versions).not.toContain(2);

      // A backup would not fit either: refused, nothing kept.
      const backup = await ctx.app.inject({
        method: 'POST',
        url: `/api/plubots/${first}/backups`,
        headers: owner.auth,
        payload: { name: 'Copia' },
      });
      expect(backup.statusCode).toBe(403);
      expect(backup.json()).toMatchObject({ code: 'FLOW_STORAGE_FULL' });
      const backups = await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${first}/backups`,
        headers: owner.auth,
      });
      expect(backups.json().backups).toEqual([]);

      // A paid plan keeps more.
      await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
      expect((await save(ctx, owner, second, flowOf(3 * MEGABYTE, 1))).statusCode).toBe(200);
    });

    it('keeps the 50 versions of small flows as before', async () => {
      const owner = await createVerifiedUser(ctx.app, `storage-small-${kind}@plubot.com`);
      const id = await createBot(ctx, owner);
      for (let revision = 1; revision <= 52; revision += 1) {
        expect((await save(ctx, owner, id, flowOf(0, revision))).statusCode).toBe(200);
      }
      expect(await versionsOf(owner, id)).toHaveLength(50);
    });
  });
});
