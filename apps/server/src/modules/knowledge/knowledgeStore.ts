import type { KnowledgePassage, KnowledgeSource, KnowledgeUsage } from '@plubot/contracts';
import { getKnowledgeLimits } from '@plubot/flow';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgePassages, knowledgeSources, plubots } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';

export type SourceRow = typeof knowledgeSources.$inferSelect;

/** The columns a source is shown with (never its file's bytes). */
const SHOWN = {
  id: knowledgeSources.id,
  plubotId: knowledgeSources.plubotId,
  kind: knowledgeSources.kind,
  title: knowledgeSources.title,
  body: knowledgeSources.body,
  pairs: knowledgeSources.pairs,
  url: knowledgeSources.url,
  sitemap: knowledgeSources.sitemap,
  fileName: knowledgeSources.fileName,
  byteSize: knowledgeSources.byteSize,
  status: knowledgeSources.status,
  errorCode: knowledgeSources.errorCode,
  passageCount: knowledgeSources.passageCount,
  progressDone: knowledgeSources.progressDone,
  progressTotal: knowledgeSources.progressTotal,
  createdAt: knowledgeSources.createdAt,
  updatedAt: knowledgeSources.updatedAt,
};
export type ShownSource = Pick<SourceRow, keyof typeof SHOWN>;

/** A source as the API shows it, its failure said in `language`. */
export function presentSource(row: ShownSource, language: Language): KnowledgeSource {
  const code = row.errorCode as NonNullable<KnowledgeSource['error']>['code'] | null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    error:
      row.status === 'error' && code
        ? { code, message: translate(language, `knowledge.errors.${code}`) }
        : null,
    passageCount: row.passageCount,
    progress:
      row.status === 'processing' && row.progressTotal
        ? { done: Math.min(row.progressDone ?? 0, row.progressTotal), total: row.progressTotal }
        : null,
    url: row.url,
    fileName: row.fileName,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A bot's sources, newest first. */
export function listSources(db: Database, plubotId: string): Promise<ShownSource[]> {
  return db
    .select(SHOWN)
    .from(knowledgeSources)
    .where(eq(knowledgeSources.plubotId, plubotId))
    .orderBy(desc(knowledgeSources.createdAt), desc(knowledgeSources.id));
}

/** One source of a bot, or KNOWLEDGE_SOURCE_NOT_FOUND (another bot's, unknown, not an id). */
export async function findSource(db: Database, plubotId: string, sourceId: string): Promise<ShownSource> {
  if (!/^[0-9a-f-]{36}$/i.test(sourceId)) throw new AppError('KNOWLEDGE_SOURCE_NOT_FOUND');
  const [row] = await db
    .select(SHOWN)
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.plubotId, plubotId)));
  if (!row) throw new AppError('KNOWLEDGE_SOURCE_NOT_FOUND');
  return row;
}

/** A source's passages in order. */
export async function listPassages(db: Database, sourceId: string): Promise<KnowledgePassage[]> {
  const rows = await db
    .select({
      id: knowledgePassages.id,
      position: knowledgePassages.position,
      kind: knowledgePassages.kind,
      headings: knowledgePassages.headings,
      question: knowledgePassages.question,
      text: knowledgePassages.text,
      language: knowledgePassages.language,
    })
    .from(knowledgePassages)
    .where(eq(knowledgePassages.sourceId, sourceId))
    .orderBy(asc(knowledgePassages.position));
  return rows;
}

/** What a bot keeps against what its owner's plan allows. */
export async function readUsage(db: Database, plubotId: string, plan: string): Promise<KnowledgeUsage> {
  const [row] = await db
    .select({ sources: count(), bytes: sql<number>`coalesce(sum(${knowledgeSources.byteSize}), 0)::int` })
    .from(knowledgeSources)
    .where(eq(knowledgeSources.plubotId, plubotId));
  const limits = getKnowledgeLimits(plan);
  return {
    sources: Number(row?.sources ?? 0),
    bytes: Number(row?.bytes ?? 0),
    maxSources: limits.sources,
    maxBytes: limits.bytes,
  };
}

/** "2 MB" / "1,5 MB" for the limit messages. */
export function formatMegabytes(bytes: number, language: Language): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${megabytes.toLocaleString(language === 'en' ? 'en' : 'es')} MB`;
}

/**
 * Refuses a change that would take the bot past its plan: one source more than it may keep
 * (`addsSource`), or more bytes in all than it may weigh (`bytesAfter`).
 */
export function checkWithinLimits(
  usage: KnowledgeUsage,
  change: { addsSource: boolean; bytesAfter: number },
  language: Language,
): void {
  if (change.addsSource && usage.sources >= usage.maxSources)
    throw new AppError('KNOWLEDGE_SOURCES_LIMIT', { params: { max: usage.maxSources } });
  if (change.bytesAfter > usage.maxBytes)
    throw new AppError('KNOWLEDGE_BYTES_LIMIT', {
      params: { max: formatMegabytes(usage.maxBytes, language) },
    });
}

/** Marks a bot's knowledge changed, so searches read its statistics afresh. */
export function bumpKnowledgeVersion(db: Database, plubotId: string) {
  return db
    .update(plubots)
    .set({ knowledgeVersion: sql`${plubots.knowledgeVersion} + 1` })
    .where(eq(plubots.id, plubotId));
}
