import {
  ACHIEVEMENTS,
  CHALLENGE_IDS,
  CHALLENGE_POOL,
  CHALLENGE_REWARD,
  type ChallengeId,
} from '@plubot/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSessions, progressEvents, users } from '../src/db/schema';
import { getIsoWeek } from '../src/modules/community/isoWeek';
import { measureChallenge } from '../src/modules/community/measureChallenge';
import { selectWeeklyChallenges } from '../src/modules/community/selectWeeklyChallenges';
import { recordProgress } from '../src/modules/gamification/progressLedger';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

const targetOf = (id: ChallengeId) => CHALLENGE_POOL.find((c) => c.id === id)?.target ?? 0;

describe.each(testDatabaseKinds)('community on %s', (kind) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000', RATE_LIMIT_FACTS_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const call = (owner: Owner | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'accept-language': 'es', ...(owner ? owner.auth : {}) },
      ...(payload ? { payload } : {}),
    });
  const measureAll = async (owner: Owner) => {
    const week = getIsoWeek(new Date());
    const entries = await Promise.all(
      CHALLENGE_IDS.map(
        async (id) => [id, await measureChallenge(ctx.app.db, owner.user.id, id, week)] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<ChallengeId, number>;
  };
  /** A visitor (a new IP) opens a conversation and replies once: a conversation received. */
  const converse = async (publicId: string) => {
    const remoteAddress = nextVisitorAddress();
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      remoteAddress,
    });
    const replied = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${started.json().sessionId}/reply`,
      headers: visitorHeaders(started.json()),
      payload: { text: 'Ana' },
      remoteAddress,
    });
    return replied.statusCode;
  };
  const publish = (owner: Owner, id: string, description = 'Un bot de prueba') =>
    call(owner, 'PUT', `/api/plubots/${id}/publication`, { published: true, description });

  it('verifies every challenge from the user’s own data of this week', async () => {
    const owner = await createVerifiedUser(ctx.app, `challenges-${kind}@plubot.com`);
    const stranger = await createVerifiedUser(ctx.app, `challenge-stranger-${kind}@plubot.com`);
    expect(Object.values(await measureAll(owner))).toEqual(CHALLENGE_IDS.map(() => 0));

    // A bot whose flow (saved with a decision) says something and ends.
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
    // Conversations received (25: each visitor replied once), one of them in another week does not count.
    for (let i = 0; i < 26; i += 1) expect(await converse(bot.publicId)).toBe(200);
    // A stranger's bot receiving conversations does not count for the owner.
    const foreign = await createBotWithNameAndChoiceFlow(ctx.app, stranger.auth, {
      name: 'Ajeno',
      initial_message: 'Hola',
    });
    await converse(foreign.publicId);
    const [oldest] = await ctx.app.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(eq(chatSessions.plubotId, bot.id))
      .limit(1);
    await ctx.app.db
      .update(chatSessions)
      .set({ createdAt: new Date(getIsoWeek(new Date()).start.getTime() - 60_000) })
      .where(eq(chatSessions.id, oldest?.id ?? ''));

    // A lead captured by a template bot.
    const created = await call(owner, 'POST', '/api/plubots/create', {
      name: 'Trattoria',
      tone: 'servicial',
      templateId: 'reservas-restaurante',
    });
    const start = await call(null, 'POST', `/api/chat/${created.json().plubot.public_id}/start`);
    let sessionId: string = start.json().sessionId;
    for (const text of ['Familia Ruiz', '4', 'viernes 14', '20:30', '+34 600 111 222']) {
      const turn = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(start.json()),
        payload: { text },
      });
      sessionId = turn.json().sessionId ?? sessionId;
    }
    // A share, a publication, a lesson and daily rewards on three days.
    await call(owner, 'POST', '/api/gamification/facts', {
      kind: 'share_copy',
      plubotId: bot.id,
      channel: 'link',
    });
    expect((await publish(owner, bot.id)).statusCode).toBe(200);
    await ctx.app.db.transaction((tx) =>
      recordProgress(tx, owner.user.id, [
        { reason: 'lesson', key: 'lesson:test-lesson' },
        { reason: 'daily_reward', key: 'daily:2026-01-01' },
        { reason: 'daily_reward', key: 'daily:2026-01-02' },
      ]),
    );

    const progress = await measureAll(owner);
    expect(progress).toMatchObject({
      receive_conversations: 26,
      receive_many_conversations: 26,
      capture_lead: 1,
      decision_flow: 1,
      share_bot: 1,
      publish_bot: 1,
      academy_lesson: 1,
      daily_reward_days: 2,
      create_bot: 2,
    });
    await ctx.app.db.transaction((tx) =>
      recordProgress(tx, owner.user.id, [{ reason: 'daily_reward', key: 'daily:2026-01-03' }]),
    );
    expect((await measureAll(owner)).daily_reward_days).toBe(3);
    // 26 to Nova (one moved to last week) and 1 to Trattoria; the stranger's bot apart.
    for (const id of CHALLENGE_IDS)
      expect((await measureAll(owner))[id]).toBeGreaterThanOrEqual(targetOf(id));

    // The API shows this week's three, done, and pays each once.
    const state = await call(owner, 'GET', '/api/coliseum');
    expect(state.statusCode).toBe(200);
    const week = getIsoWeek(new Date());
    expect(state.json()).toMatchObject({ week: week.key, endsAt: week.end.toISOString() });
    const challenges = state.json().challenges as {
      id: ChallengeId;
      done: boolean;
      claimed: boolean;
      current: number;
      target: number;
      xp: number;
      plucoins: number;
    }[];
    expect(challenges.map((c) => c.id)).toEqual(selectWeeklyChallenges(week));
    for (const challenge of challenges) {
      expect(challenge).toMatchObject({ done: true, claimed: false, current: challenge.target });
    }
    const xpBefore = (await call(owner, 'GET', '/api/gamification/me')).json().xp as number;
    // The cards promise exactly what a claim pays: the first claim ever adds the «Retador»
    // achievement, the next ones the challenge's own reward.
    expect(challenges.map((c) => [c.xp, c.plucoins])).toEqual(
      challenges.map(() => [
        CHALLENGE_REWARD.xp + ACHIEVEMENTS.challenger.xp,
        CHALLENGE_REWARD.plucoins + ACHIEVEMENTS.challenger.plucoins,
      ]),
    );
    for (const challenge of challenges) {
      const card = ((await call(owner, 'GET', '/api/coliseum')).json().challenges as typeof challenges).find(
        (c) => c.id === challenge.id,
      );
      const claim = await call(owner, 'POST', `/api/coliseum/challenges/${challenge.id}/claim`);
      expect(claim.statusCode).toBe(200);
      expect(claim.json()).toMatchObject({ xpEarned: card?.xp, plucoinsEarned: card?.plucoins });
      expect(claim.json().xpEarned).toBeGreaterThanOrEqual(CHALLENGE_REWARD.xp);
      expect(claim.json().message).toContain('¡Desafío completado!');
      const again = await call(owner, 'POST', `/api/coliseum/challenges/${challenge.id}/claim`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ xpEarned: 0, challenge: { claimed: true } });
    }
    const owned = await ctx.app.db
      .select({ key: progressEvents.key })
      .from(progressEvents)
      .where(
        sql`${progressEvents.userId} = ${owner.user.id} and ${progressEvents.key} like ${`challenge:${week.key}:%`}`,
      );
    expect(owned.map((row) => row.key).sort()).toEqual(
      challenges.map((c) => `challenge:${week.key}:${c.id}`).sort(),
    );
    const xpAfter = (await call(owner, 'GET', '/api/gamification/me')).json().xp as number;
    // Three challenges plus the 'challenger' achievement once.
    expect(xpAfter - xpBefore).toBe(3 * CHALLENGE_REWARD.xp + ACHIEVEMENTS.challenger.xp);
    const after = await call(owner, 'GET', '/api/coliseum');
    expect(after.json().challenges.every((c: { claimed: boolean }) => c.claimed)).toBe(true);
    expect(after.json().challenges[0]).toMatchObject(CHALLENGE_REWARD);
  });

  it('refuses a challenge not met (422, in Spanish) and unknown or other weeks’ challenges (404)', async () => {
    const owner = await createVerifiedUser(ctx.app, `notdone-${kind}@plubot.com`);
    const week = getIsoWeek(new Date());
    const [first] = selectWeeklyChallenges(week);
    const refused = await call(owner, 'POST', `/api/coliseum/challenges/${first}/claim`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'CHALLENGE_NOT_DONE',
      message: 'Aún no cumples este desafío.',
      current: 0,
      target: targetOf(first as ChallengeId),
    });
    const unknown = await call(owner, 'POST', '/api/coliseum/challenges/volar/claim');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'CHALLENGE_NOT_FOUND',
      message: 'Ese desafío no existe o ya terminó.',
    });
    const other = CHALLENGE_IDS.find((id) => !selectWeeklyChallenges(week).includes(id));
    expect((await call(owner, 'POST', `/api/coliseum/challenges/${other}/claim`)).json().code).toBe(
      'CHALLENGE_NOT_FOUND',
    );
    expect((await call(null, 'GET', '/api/coliseum')).statusCode).toBe(401);
    const keys = await ctx.app.db
      .select({ key: progressEvents.key })
      .from(progressEvents)
      .where(eq(progressEvents.userId, owner.user.id));
    expect(keys.some((row) => row.key.startsWith('challenge:'))).toBe(false);
  });

  it('ranks only users who opted in with a public name, never showing e-mails or real names', async () => {
    const ana = await createVerifiedUser(
      ctx.app,
      `ana-rank-${kind}@plubot.com`,
      'Secreta123!',
      'Ana Real Apellido',
    );
    const bea = await createVerifiedUser(
      ctx.app,
      `bea-rank-${kind}@plubot.com`,
      'Secreta123!',
      'Beatriz Real',
    );
    const hidden = await createVerifiedUser(
      ctx.app,
      `hidden-rank-${kind}@plubot.com`,
      'Secreta123!',
      'Oculto Real',
    );
    await ctx.app.db.update(users).set({ xp: 9000 }).where(eq(users.id, ana.user.id));
    await ctx.app.db.update(users).set({ xp: 8000 }).where(eq(users.id, bea.user.id));
    await ctx.app.db
      .update(users)
      .set({ xp: 99999, displayName: 'Fantasma' })
      .where(eq(users.id, hidden.user.id));

    for (const [body, message] of [
      [{ displayName: 'a', optIn: true }, 'El nombre público debe tener al menos 2 caracteres.'],
      [
        { displayName: 'x'.repeat(31), optIn: true },
        'El nombre público puede tener como máximo 30 caracteres.',
      ],
      [
        { displayName: 'ana@correo.com', optIn: true },
        'El nombre público no puede ser un correo electrónico: elige un apodo.',
      ],
      [
        { displayName: 'visita www.spam.com', optIn: true },
        'El nombre público no puede contener enlaces ni direcciones web.',
      ],
      [{ optIn: true }, 'Escribe el nombre público con el que quieres aparecer en el ranking.'],
    ] as const) {
      const refused = await call(ana, 'PUT', '/api/coliseum/profile', body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
    }
    const joined = await call(ana, 'PUT', '/api/coliseum/profile', {
      displayName: '  Estrella Ana  ',
      optIn: true,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ profile: { displayName: 'Estrella Ana', optIn: true } });
    expect(joined.json().message).toBe('¡Ya estás en el ranking como Estrella Ana!');
    await call(bea, 'PUT', '/api/coliseum/profile', { displayName: 'Bea', optIn: true });

    const ranking = await call(ana, 'GET', '/api/coliseum/ranking');
    expect(ranking.statusCode).toBe(200);
    const body = ranking.json();
    const names = body.entries.map((entry: { displayName: string }) => entry.displayName);
    expect(names).toContain('Estrella Ana');
    expect(names).toContain('Bea');
    expect(names).not.toContain('Fantasma');
    expect(names.indexOf('Estrella Ana')).toBeLessThan(names.indexOf('Bea'));
    expect(body.me).toMatchObject({ displayName: 'Estrella Ana', isMe: true, xp: 9000, level: 12 });
    expect(body.entries.filter((entry: { isMe: boolean }) => entry.isMe)).toHaveLength(1);
    for (const secret of ['@plubot.com', 'Real', 'Apellido', hidden.user.id, ana.user.id]) {
      expect(ranking.body).not.toContain(secret);
    }
    // Weekly XP is this week's ledger.
    await ctx.app.db.transaction((tx) =>
      recordProgress(tx, bea.user.id, [{ reason: 'lesson', key: 'lesson:rank' }]),
    );
    const beaRow = (await call(bea, 'GET', '/api/coliseum/ranking')).json().me;
    expect(beaRow.weeklyXp).toBe(40);

    // Someone outside sees the ranking but no row of their own.
    const outsider = await call(hidden, 'GET', '/api/coliseum/ranking');
    expect(outsider.json()).toMatchObject({ me: null, profile: { displayName: 'Fantasma', optIn: false } });

    const left = await call(ana, 'PUT', '/api/coliseum/profile', { optIn: false });
    expect(left.json()).toMatchObject({ profile: { displayName: 'Estrella Ana', optIn: false } });
    const afterLeaving = (await call(bea, 'GET', '/api/coliseum/ranking')).json();
    expect(afterLeaving.entries.map((e: { displayName: string }) => e.displayName)).not.toContain(
      'Estrella Ana',
    );
  });

  it('publishes only the owner’s bots with an End and a message, and lists them in the Tower', async () => {
    const owner = await createVerifiedUser(
      ctx.app,
      `publisher-${kind}@plubot.com`,
      'Secreta123!',
      'Nombre Secreto',
    );
    const stranger = await createVerifiedUser(ctx.app, `peeker-${kind}@plubot.com`);
    const bare = (await call(owner, 'POST', '/api/plubots/create', { name: 'Vacio', tone: 'neutral' })).json()
      .plubot;
    const refused = await publish(owner, bare.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Para publicar este Plubot, su flujo necesita un nodo Fin. Añádelo en el editor y pulsa «Publicar».',
    );
    const bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Orbita',
      initial_message: 'Hola',
    });
    expect((await publish(stranger, bot.id)).statusCode).toBe(404);
    const tooLong = await publish(owner, bot.id, 'x'.repeat(281));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('La descripción puede tener como máximo 280 caracteres.');

    const published = await publish(owner, bot.id, 'Reserva mesas en órbita');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      bot: { id: bot.id, published: true, description: 'Reserva mesas en órbita' },
      message: 'Orbita ya está publicado en la Torre.',
    });
    expect(await converse(bot.publicId)).toBe(200);

    const tower = await call(stranger, 'GET', `/api/tower?search=${encodeURIComponent('MESAS EN')}`);
    expect(tower.statusCode).toBe(200);
    const listed = tower.json().bots.find((b: { publicId: string }) => b.publicId === bot.publicId);
    expect(listed).toMatchObject({
      name: 'Orbita',
      description: 'Reserva mesas en órbita',
      ownerDisplayName: null,
      conversations: 1,
      cloneCount: 0,
      isMine: false,
    });
    expect(tower.body).not.toContain('Nombre Secreto');
    expect(tower.body).not.toContain(owner.user.email);
    expect((await call(stranger, 'GET', '/api/tower?search=%25')).json().bots).toEqual([]);
    expect((await call(stranger, 'GET', '/api/tower?search=nada-parecido')).json().bots).toEqual([]);

    await call(owner, 'PUT', '/api/coliseum/profile', { displayName: 'Capitana', optIn: false });
    const named = (await call(stranger, 'GET', '/api/tower')).json().bots;
    expect(named.find((b: { publicId: string }) => b.publicId === bot.publicId).ownerDisplayName).toBe(
      'Capitana',
    );
    const featured = (await call(stranger, 'GET', '/api/coliseum/featured')).json().bots;
    expect(featured.map((b: { publicId: string }) => b.publicId)).toContain(bot.publicId);

    const mine = (await call(owner, 'GET', '/api/tower/mine')).json().bots;
    expect(mine.map((b: { id: string; published: boolean }) => [b.id, b.published])).toEqual(
      expect.arrayContaining([
        [bot.id, true],
        [bare.id, false],
      ]),
    );

    const withdrawn = await call(owner, 'PUT', `/api/plubots/${bot.id}/publication`, { published: false });
    expect(withdrawn.json().message).toBe('Orbita se retiró de la Torre.');
    const gone = (await call(stranger, 'GET', '/api/tower')).json().bots;
    expect(gone.some((b: { publicId: string }) => b.publicId === bot.publicId)).toBe(false);
    const cloneGone = await call(stranger, 'POST', `/api/tower/${bot.publicId}/clone`);
    expect(cloneGone.statusCode).toBe(404);
    expect(cloneGone.json()).toMatchObject({ code: 'TOWER_BOT_NOT_FOUND' });
  });
});
