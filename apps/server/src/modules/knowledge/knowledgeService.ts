import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { groupSimilarQuestions } from '@plubot/knowledge';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgeSources, knowledgeUnanswered, users } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { bumpKnowledgeVersion, checkWithinLimits, readUsage } from './knowledgeStore';
import { measureWrittenBytes } from './sourceInput';

/** Unanswered questions the list groups (the newest). */
const UNANSWERED_READ = 500;
/** Groups the list shows. */
const UNANSWERED_GROUPS = 50;

/** The owner's plan (free when unknown). */
export async function readPlan(db: Database, userId: string): Promise<string> {
  const [owner] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  return owner?.plan ?? 'free';
}

/** Stores a new source, waiting to be read; answers its id. */
export async function insertSource(
  db: Database,
  values: typeof knowledgeSources.$inferInsert,
): Promise<string> {
  const [created] = await db.insert(knowledgeSources).values(values).returning({ id: knowledgeSources.id });
  if (!created) throw new AppError('INTERNAL_ERROR');
  return created.id;
}

/** Changes a source and sets it to be read again from scratch (no failure, no tries, no lease). */
export async function readAgain(
  db: Database,
  sourceId: string,
  changes: Partial<typeof knowledgeSources.$inferInsert>,
): Promise<void> {
  const now = new Date();
  await db
    .update(knowledgeSources)
    .set({
      ...changes,
      status: 'processing',
      errorCode: null,
      errorDetail: null,
      progressDone: null,
      progressTotal: null,
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(eq(knowledgeSources.id, sourceId));
}

/** Deletes a source with every passage of it (they cascade), and marks the bot's knowledge changed. */
export async function deleteSource(db: Database, plubotId: string, sourceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeSources).where(eq(knowledgeSources.id, sourceId));
    await bumpKnowledgeVersion(tx as unknown as Database, plubotId);
  });
}

/** The questions the bot could not answer and nobody answered yet, grouped by similarity, biggest first. */
export async function listUnansweredGroups(db: Database, plubotId: string) {
  const rows = await db
    .select({
      id: knowledgeUnanswered.id,
      question: knowledgeUnanswered.question,
      createdAt: knowledgeUnanswered.createdAt,
    })
    .from(knowledgeUnanswered)
    .where(and(eq(knowledgeUnanswered.plubotId, plubotId), isNull(knowledgeUnanswered.answeredAt)))
    .orderBy(desc(knowledgeUnanswered.createdAt), desc(knowledgeUnanswered.id))
    .limit(UNANSWERED_READ);
  return groupSimilarQuestions(rows.map((row) => row.question))
    .slice(0, UNANSWERED_GROUPS)
    .map((group) => {
      const members = group.indexes.map((index) => rows[index]!);
      const asked = [...new Set(members.map((member) => member.question))];
      return {
        question: members[0]!.question,
        count: members.length,
        lastAskedAt: members[0]!.createdAt.toISOString(),
        examples: asked.slice(1, 6),
        questionIds: members.map((member) => member.id),
      };
    });
}

/**
 * "Añadir respuesta": the pair joins the bot's FAQ titled `title` («Respuestas añadidas», made on
 * the first answer; its oldest pairs give way past the FAQ's limit), which is read again, and the
 * questions leave the list — in one transaction, within the plan's limits. Answers the FAQ's id.
 */
export async function answerQuestions(
  db: Database,
  bot: { plubotId: string; plan: string; language: Language; title: string },
  answer: { questionIds: string[]; question: string; answer: string },
): Promise<string> {
  const [existing] = await db
    .select({ id: knowledgeSources.id, pairs: knowledgeSources.pairs, byteSize: knowledgeSources.byteSize })
    .from(knowledgeSources)
    .where(
      and(
        eq(knowledgeSources.plubotId, bot.plubotId),
        eq(knowledgeSources.kind, 'faq'),
        eq(knowledgeSources.title, bot.title),
      ),
    )
    .limit(1);
  const usage = await readUsage(db, bot.plubotId, bot.plan);
  const pairs = [...(existing?.pairs ?? []), { question: answer.question, answer: answer.answer }].slice(
    -KNOWLEDGE_FIELD_LIMITS.pairs,
  );
  const bytes = measureWrittenBytes({ pairs });
  checkWithinLimits(
    usage,
    { addsSource: !existing, bytesAfter: usage.bytes - (existing?.byteSize ?? 0) + bytes },
    bot.language,
  );
  return db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    let sourceId = existing?.id;
    if (sourceId) await readAgain(db, sourceId, { pairs, byteSize: bytes });
    else
      sourceId = await insertSource(db, {
        plubotId: bot.plubotId,
        kind: 'faq',
        title: bot.title,
        pairs,
        byteSize: bytes,
      });
    await db
      .update(knowledgeUnanswered)
      .set({ answeredAt: new Date() })
      .where(
        and(
          eq(knowledgeUnanswered.plubotId, bot.plubotId),
          inArray(knowledgeUnanswered.id, answer.questionIds),
        ),
      );
    return sourceId;
  });
}
