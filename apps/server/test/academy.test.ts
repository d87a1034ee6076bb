import { ACADEMY_LESSON_IDS, PROGRESS_REWARDS } from '@plubot/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressEvents } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createNameAndChoiceFlow } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

/** The right answers, as a user who read the lessons would give them. */
const RIGHT_ANSWERS = {
  'flow-basics': { 'first-node': 'start', 'save-rule': 'start-and-end', connect: 'drag-dot' },
  simulator: { unsaved: 'as-it-is', 'email-effect': 'simulated', panel: 'node-variables-log' },
  personality: { where: 'personality-core', words: 'write-in-tone', 'ai-tone': 'system-message' },
  sharing: { 'direct-link': 'just-link', widget: 'before-body', whatsapp: 'linked-devices' },
} as const;
const TASKS = ['first-flow', 'variables', 'decisions', 'leads'] as const;

/** The name-and-choice flow with a «Guardar datos (lead)» action before its End: it passes every task. */
function createFlowPassingEveryTask() {
  const flow = createNameAndChoiceFlow();
  return {
    ...flow,
    nodes: [
      ...flow.nodes,
      {
        id: 'save-lead',
        type: 'action',
        position: { x: 100, y: 800 },
        data: { label: 'Guardar contacto', actionType: 'saveData', parameters: { fields: ['nombre'] } },
      },
    ],
    edges: [
      ...flow.edges.filter((edge) => edge.target !== 'end-1'),
      { id: 'e9', source: 'say-precios', target: 'save-lead' },
      { id: 'e10', source: 'say-soporte', target: 'save-lead' },
      { id: 'e11', source: 'save-lead', target: 'end-1' },
    ],
  };
}

describe.each(testDatabaseKinds)('academy on %s', (kind) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_FACTS_MAX: '100000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const academy = async (owner: Owner) => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/academy', headers: owner.auth });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const quiz = (owner: Owner, lessonId: string, answers: unknown, language = 'es') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/academy/lessons/${lessonId}/quiz`,
      headers: { ...owner.auth, 'accept-language': language },
      payload: { answers },
    });
  const check = (owner: Owner, lessonId: string, language = 'es') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/academy/lessons/${lessonId}/check`,
      headers: { ...owner.auth, 'accept-language': language },
    });
  const createBot = async (owner: Owner, name: string) => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'servicial', initial_message: 'Hola' },
    });
    expect(created.statusCode).toBeLessThan(300);
    return created.json().plubot.id as string;
  };
  const saveFlow = async (owner: Owner, botId: string, flow: object) => {
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${botId}/flow`,
      headers: owner.auth,
      payload: { ...flow, baseRevision: current.json().flow.revision },
    });
    expect(saved.statusCode).toBe(200);
  };
  const ledger = async (owner: Owner, reason: string) =>
    ctx.app.db
      .select({ key: progressEvents.key, xp: progressEvents.xp })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, owner.user.id), eq(progressEvents.reason, reason)));
  const me = async (owner: Owner) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/gamification/me', headers: owner.auth })).json();

  it('lists the lessons in order with no progress and no answers', async () => {
    const owner = await createVerifiedUser(ctx.app, `academy-list-${kind}@plubot.com`);
    const state = await academy(owner);
    expect(state.lessons.map((lesson: { id: string }) => lesson.id)).toEqual(ACADEMY_LESSON_IDS);
    expect(state.lessons.length).toBeGreaterThanOrEqual(8);
    expect(state).toMatchObject({
      completedCount: 0,
      total: state.lessons.length,
      xpEarned: 0,
      graduated: false,
    });
    expect(state.lessons.every((lesson: { completed: boolean }) => !lesson.completed)).toBe(true);
    expect(JSON.stringify(state)).not.toContain('start-and-end');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/academy' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('grades a quiz: wrong answers answer 422 in Spanish naming them, right ones pay once', async () => {
    const owner = await createVerifiedUser(ctx.app, `academy-quiz-${kind}@plubot.com`);
    const wrong = await quiz(owner, 'flow-basics', { 'first-node': 'message', 'save-rule': 'start-and-end' });
    expect(wrong.statusCode).toBe(422);
    const body = wrong.json();
    expect(body.code).toBe('LESSON_NOT_PASSED');
    expect(body.message).toBe('Todavía no: revisa la lección y vuelve a intentarlo.');
    expect(body.wrongQuestions).toEqual(['first-node', 'connect']);
    expect(body.hints).toEqual(['2 respuestas no son correctas: revisa las preguntas marcadas.']);
    expect(await ledger(owner, 'lesson')).toEqual([]);

    const english = await quiz(owner, 'flow-basics', { 'first-node': 'start' }, 'en');
    expect(english.json().message).toBe('Not yet: review the lesson and try again.');

    const passed = await quiz(owner, 'flow-basics', RIGHT_ANSWERS['flow-basics']);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({
      success: true,
      lessonId: 'flow-basics',
      alreadyCompleted: false,
      xpEarned: PROGRESS_REWARDS.lesson.xp,
      plucoinsEarned: PROGRESS_REWARDS.lesson.plucoins,
      academyCompleted: false,
      message: '¡Lección superada! Ganas 40 XP y 15 PluCoins.',
      academy: { completedCount: 1, xpEarned: PROGRESS_REWARDS.lesson.xp },
    });
    const xpAfterFirst = (await me(owner)).xp;

    const again = await quiz(owner, 'flow-basics', RIGHT_ANSWERS['flow-basics']);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyCompleted: true, xpEarned: 0, plucoinsEarned: 0 });
    expect(again.json().message).toContain('Ya habías superado');
    expect(await ledger(owner, 'lesson')).toEqual([{ key: 'lesson:flow-basics', xp: 40 }]);
    expect((await me(owner)).xp).toBe(xpAfterFirst);
    const state = await academy(owner);
    const lesson = state.lessons.find((item: { id: string }) => item.id === 'flow-basics');
    expect(lesson.completed).toBe(true);
    expect(typeof lesson.completedAt).toBe('string');
  });

  it('answers 404 for an unknown lesson and for the wrong kind, 422 for a malformed body', async () => {
    const owner = await createVerifiedUser(ctx.app, `academy-404-${kind}@plubot.com`);
    for (const answer of [
      await quiz(owner, 'no-such-lesson', {}),
      await check(owner, 'no-such-lesson'),
      await quiz(owner, 'decisions', {}),
      await check(owner, 'flow-basics'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'LESSON_NOT_FOUND', message: 'Esa lección no existe.' });
    }
    const malformed = await quiz(owner, 'flow-basics', 'start');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    const badChoice = await quiz(owner, 'flow-basics', { 'first-node': 7 });
    expect(badChoice.statusCode).toBe(422);
    expect(badChoice.json().message).toBe('Elige una de las respuestas de la pregunta.');
  });

  it('verifies a task from the flow saved in the editor and says what is missing', async () => {
    const owner = await createVerifiedUser(ctx.app, `academy-task-${kind}@plubot.com`);
    const none = await check(owner, 'decisions');
    expect(none.statusCode).toBe(422);
    expect(none.json().hints).toEqual([
      'Todavía no tienes ningún bot. Crea uno desde tu perfil, ábrelo en el editor y guarda su flujo.',
    ]);

    const botId = await createBot(owner, 'Nova');
    const empty = await check(owner, 'decisions');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'LESSON_NOT_PASSED',
      hints: ['En «Nova»: añade un nodo Decisión.'],
    });
    expect((await check(owner, 'decisions', 'en')).json().hints).toEqual(['In “Nova”: add a Decision node.']);

    const flow = createNameAndChoiceFlow();
    await saveFlow(owner, botId, {
      ...flow,
      edges: flow.edges.filter((edge) => edge.source !== 'opt-soporte'),
    });
    const loose = await check(owner, 'decisions');
    expect(loose.statusCode).toBe(422);
    expect(loose.json().hints).toEqual(['En «Nova»: conecta la Opción «Soporte» con el paso que sigue.']);

    await saveFlow(owner, botId, flow);
    const passed = await check(owner, 'decisions');
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ lessonId: 'decisions', alreadyCompleted: false, xpEarned: 40 });

    const leads = await check(owner, 'leads');
    expect(leads.statusCode).toBe(422);
    expect(leads.json().hints[0]).toContain('Guardar datos (lead)');
  });

  it('pays academy_complete once when every lesson is passed, and leaves other users untouched', async () => {
    const owner = await createVerifiedUser(ctx.app, `academy-all-${kind}@plubot.com`);
    const other = await createVerifiedUser(ctx.app, `academy-other-${kind}@plubot.com`);
    const botId = await createBot(owner, 'Graduada');
    await saveFlow(owner, botId, createFlowPassingEveryTask());
    const xpBefore = (await me(owner)).xp;

    let last: ReturnType<typeof JSON.parse> = null;
    for (const [lessonId, answers] of Object.entries(RIGHT_ANSWERS)) {
      last = (await quiz(owner, lessonId, answers)).json();
      expect(last.academyCompleted).toBe(false);
    }
    for (const lessonId of TASKS) {
      const answer = await check(owner, lessonId);
      expect(answer.statusCode).toBe(200);
      last = answer.json();
    }
    expect(last.academyCompleted).toBe(true);
    expect(last.message).toContain('Has terminado la Academia');
    // The last lesson, the completion bonus and the 'academy_graduate' achievement.
    expect(last.xpEarned).toBe(40 + 100 + 50);
    expect(last.academy).toMatchObject({
      completedCount: ACADEMY_LESSON_IDS.length,
      graduated: true,
      xpEarned: ACADEMY_LESSON_IDS.length * 40 + 100,
    });
    expect((await ledger(owner, 'academy_complete')).length).toBe(1);
    const state = await me(owner);
    expect(state.achievements.map((item: { id: string }) => item.id)).toContain('academy_graduate');
    expect(state.xp).toBe(xpBefore + ACADEMY_LESSON_IDS.length * 40 + 100 + 50);

    const again = await check(owner, 'leads');
    expect(again.json()).toMatchObject({ alreadyCompleted: true, academyCompleted: false, xpEarned: 0 });
    expect((await ledger(owner, 'academy_complete')).length).toBe(1);

    const otherState = await academy(other);
    expect(otherState).toMatchObject({ completedCount: 0, xpEarned: 0, graduated: false });
    const otherCheck = await check(other, 'first-flow');
    expect(otherCheck.statusCode).toBe(422);
    expect(otherCheck.json().hints[0]).toContain('Todavía no tienes ningún bot');
  });
});
