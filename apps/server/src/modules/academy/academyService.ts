import {
  ACADEMY_COMPLETE_KEY,
  ACADEMY_LESSONS,
  type AcademyLessonId,
  type AcademyState,
  type AcademyTaskLessonId,
  findAcademyLesson,
  getLessonProgressKey,
  PROGRESS_REWARDS,
  QUIZ_ATTEMPTS_PER_HOUR,
} from '@plubot/contracts';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gamificationFacts, progressEvents, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/AppError';
import { recordProgress } from '../gamification/progressLedger';
import { gradeQuiz } from './lessonAnswers';
import { LESSON_TASKS, type TaskHint } from './lessonTasks';
import { readUserFlows } from './readUserFlows';

/** What passing a lesson paid; all zero and `alreadyCompleted` when it had been passed before. */
export interface LessonCompletion {
  lessonId: AcademyLessonId;
  alreadyCompleted: boolean;
  xp: number;
  plucoins: number;
  academyCompleted: boolean;
}

/** Why a lesson was not passed: the quiz questions answered wrong, or what the flow still lacks. */
export type LessonFailure =
  | { ok: false; wrongQuestions: string[] }
  | { ok: false; hints: TaskHint[]; botName: string | null };

export type LessonOutcome = ({ ok: true } & LessonCompletion) | LessonFailure;

const ACADEMY_REASONS = ['lesson', 'academy_complete'];

/** Every lesson with the user's progress, read from the progress ledger. */
export async function readAcademy(db: Database, userId: string): Promise<AcademyState> {
  const rows = await db
    .select({ key: progressEvents.key, xp: progressEvents.xp, createdAt: progressEvents.createdAt })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), inArray(progressEvents.reason, ACADEMY_REASONS)));
  const paidAt = new Map(rows.map((row) => [row.key, row.createdAt]));
  const lessons = ACADEMY_LESSONS.map((lesson) => {
    const completedAt = paidAt.get(getLessonProgressKey(lesson.id));
    return {
      id: lesson.id,
      kind: lesson.kind,
      completed: completedAt !== undefined,
      completedAt: completedAt?.toISOString() ?? null,
      xp: PROGRESS_REWARDS.lesson.xp,
      plucoins: PROGRESS_REWARDS.lesson.plucoins,
    };
  });
  return {
    lessons,
    completedCount: lessons.filter((lesson) => lesson.completed).length,
    total: lessons.length,
    xpEarned: rows.reduce((sum, row) => sum + row.xp, 0),
    completionXp: PROGRESS_REWARDS.academy_complete.xp,
    graduated: paidAt.has(ACADEMY_COMPLETE_KEY),
  };
}

/**
 * Grades a quiz lesson's answers; all right passes the lesson (paid the first time only). Each
 * attempt is counted first: past `QUIZ_ATTEMPTS_PER_HOUR` on one quiz, 429 and nothing graded.
 * Unknown or task lessons: 404.
 */
export async function submitQuiz(
  db: Database,
  userId: string,
  lessonId: string,
  answers: Readonly<Record<string, string>>,
): Promise<LessonOutcome> {
  const lesson = findAcademyLesson(lessonId);
  if (lesson?.kind !== 'quiz') throw notFound('LESSON_NOT_FOUND');
  await countQuizAttempt(db, userId, lesson.id);
  const wrongQuestions = gradeQuiz(lesson.id, answers);
  if (wrongQuestions.length > 0) return { ok: false, wrongQuestions };
  return { ok: true, ...(await completeLesson(db, userId, lesson.id)) };
}

/**
 * Notes one attempt at a quiz, or refuses it with QUIZ_TOO_MANY_ATTEMPTS when the user already made
 * `QUIZ_ATTEMPTS_PER_HOUR` in the last hour. The user's row is locked so attempts sent at once are
 * counted one after another, on any server copy.
 */
async function countQuizAttempt(db: Database, userId: string, lessonId: AcademyLessonId): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(gamificationFacts)
      .where(
        and(
          eq(gamificationFacts.userId, userId),
          eq(gamificationFacts.kind, 'quiz_attempt'),
          eq(gamificationFacts.subject, lessonId),
          gt(gamificationFacts.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (Number(recent?.n ?? 0) >= QUIZ_ATTEMPTS_PER_HOUR) {
      throw new AppError('QUIZ_TOO_MANY_ATTEMPTS', { params: { max: QUIZ_ATTEMPTS_PER_HOUR } });
    }
    await tx.insert(gamificationFacts).values({ userId, kind: 'quiz_attempt', subject: lessonId });
  });
}

/**
 * Checks a task lesson in the current flows of the user's bots: one flow doing what the lesson asks
 * passes it. Otherwise the hints of the flow that came closest. Unknown or quiz lessons: 404.
 */
export async function checkTask(db: Database, userId: string, lessonId: string): Promise<LessonOutcome> {
  const lesson = findAcademyLesson(lessonId);
  if (lesson?.kind !== 'task') throw notFound('LESSON_NOT_FOUND');
  const failure = await findTaskFailure(db, userId, lesson.id);
  if (failure) return failure;
  return { ok: true, ...(await completeLesson(db, userId, lesson.id)) };
}

async function findTaskFailure(
  db: Database,
  userId: string,
  lessonId: AcademyTaskLessonId,
): Promise<LessonFailure | undefined> {
  const check = LESSON_TASKS[lessonId];
  const bots = await readUserFlows(db, userId);
  let closest: LessonFailure | undefined = {
    ok: false,
    hints: [{ key: 'academy.hints.noBots' }],
    botName: null,
  };
  let fewest = Number.POSITIVE_INFINITY;
  for (const bot of bots) {
    const hints = check(bot.graph);
    if (hints.length === 0) return undefined;
    if (hints.length < fewest) {
      fewest = hints.length;
      closest = { ok: false, hints, botName: bot.botName };
    }
  }
  return closest;
}

/**
 * Pays a lesson once (ledger key `lesson:{id}`) and, when it was the last one left, the Academy's
 * completion (which unlocks 'academy_graduate'), in one transaction. The user's row is locked
 * first so two lessons finished at once still pay the completion once.
 */
export async function completeLesson(
  db: Database,
  userId: string,
  lessonId: AcademyLessonId,
): Promise<LessonCompletion> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const lesson = await recordProgress(tx, userId, [
      { reason: 'lesson', key: getLessonProgressKey(lessonId), detail: { lessonId } },
    ]);
    const passed = await tx
      .select({ key: progressEvents.key })
      .from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), eq(progressEvents.reason, 'lesson')));
    const passedKeys = new Set(passed.map((row) => row.key));
    const allPassed = ACADEMY_LESSONS.every((item) => passedKeys.has(getLessonProgressKey(item.id)));
    const completion = allPassed
      ? await recordProgress(tx, userId, [{ reason: 'academy_complete', key: ACADEMY_COMPLETE_KEY }])
      : undefined;
    return {
      lessonId,
      alreadyCompleted: lesson.recorded.length === 0,
      xp: lesson.xp + (completion?.xp ?? 0),
      plucoins: lesson.plucoins + (completion?.plucoins ?? 0),
      academyCompleted: (completion?.recorded.length ?? 0) > 0,
    };
  });
}
