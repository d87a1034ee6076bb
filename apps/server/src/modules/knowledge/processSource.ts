import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { analyzePassage, type KnowledgeSource, type Passage, splitIntoPassages } from '@plubot/knowledge';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { knowledgePassages, knowledgeSources, plubots, users } from '../../db/schema';
import { safeHttpRequest } from '../../lib/safeHttpRequest';
import { bumpKnowledgeVersion, readUsage, type SourceRow } from './knowledgeStore';
import type { ReadDocument, ReadError } from './readers/readerTypes';
import { readFile } from './readers/readFile';
import { readSitemap } from './readers/web/readSitemap';
import { readWebPage } from './readers/web/readWebPage';
import { toKnowledgeSource } from './toKnowledgeSource';

/** What reading a source needs. */
export interface ProcessDeps {
  db: Database;
  config: Pick<Config, 'HTTP_ALLOWED_HOSTS'>;
}

/** A source that could not be read: why, and whether trying again later may help. */
export class SourceFailure extends Error {
  constructor(
    readonly error: ReadError | { code: 'overLimit'; detail?: string },
    readonly retryable: boolean,
  ) {
    super(error.code);
  }
}

/** Network failures may pass; a file that cannot be read never will. */
const RETRYABLE: ReadonlySet<string> = new Set(['fetchFailed', 'timeout']);

/** A site's own refusal (`HTTP 404`, `HTTP 403` …) will not pass by waiting; the network may. */
const mayPass = (error: ReadError) => RETRYABLE.has(error.code) && !/^HTTP 4\d\d/.test(error.detail ?? '');

const unwrap = <T>(result: { ok: true; document: T } | { ok: false; error: ReadError }): T => {
  if (result.ok) return result.document;
  throw new SourceFailure(result.error, mayPass(result.error));
};

/**
 * What a source says, as the knowledge package reads it: a text or a FAQ as written, a file read
 * by its type, a web page (or every page of a sitemap) fetched through the SSRF-safe client within
 * the readers' limits. Throws {@link SourceFailure}.
 */
async function readSource(
  deps: ProcessDeps,
  row: SourceRow,
): Promise<{ source: KnowledgeSource; bytes: number }> {
  if (row.kind === 'text') {
    const body = row.body ?? '';
    return { source: { kind: 'text', id: row.id, title: row.title, body }, bytes: Buffer.byteLength(body) };
  }
  if (row.kind === 'faq') {
    const pairs = row.pairs ?? [];
    const bytes = pairs.reduce((sum, pair) => sum + Buffer.byteLength(pair.question + pair.answer), 0);
    return { source: { kind: 'faq', id: row.id, title: row.title, pairs }, bytes };
  }
  let documents: ReadDocument[];
  if (row.kind === 'file') {
    const bytes = row.content ? new Uint8Array(row.content) : new Uint8Array();
    documents = [
      unwrap(
        await readFile({
          fileName: row.fileName ?? 'archivo',
          mimeType: row.mimeType,
          bytes,
          maxBytes: KNOWLEDGE_FIELD_LIMITS.fileBytes,
        }),
      ),
    ];
  } else {
    const fetch = (
      request: Parameters<typeof safeHttpRequest>[0],
      options?: Parameters<typeof safeHttpRequest>[1],
    ) => safeHttpRequest(request, { ...options, allowedHosts: deps.config.HTTP_ALLOWED_HOSTS });
    const address = row.url ?? '';
    // The owner sees the pages read so far; a failed write of the figure never stops the reading.
    const onProgress = (done: number, total: number) =>
      deps.db
        .update(knowledgeSources)
        .set({ progressDone: done, progressTotal: total })
        .where(and(eq(knowledgeSources.id, row.id), eq(knowledgeSources.status, 'processing')))
        .then(
          () => undefined,
          () => undefined,
        );
    documents = row.sitemap
      ? unwrap(await readSitemap(address, { fetch, onProgress })).pages
      : [unwrap(await readWebPage(address, { fetch }))];
    if (documents.length === 0) throw new SourceFailure({ code: 'empty' }, false);
  }
  const source = toKnowledgeSource(row.id, row.title, documents);
  const bytes =
    row.kind === 'file'
      ? row.byteSize
      : Buffer.byteLength(
          source.kind === 'text' ? source.body : JSON.stringify(source.kind === 'records' ? source.rows : []),
        );
  return { source, bytes };
}

/** A passage's row: its text and, per field, its index terms and its folded words (the benchmark writes them too). */
export function toPassageRow(row: Pick<SourceRow, 'id' | 'plubotId'>, passage: Passage) {
  const { terms, words } = analyzePassage(passage);
  const lexemes = [...new Set([...terms.title, ...terms.question, ...terms.body])].filter(
    (term) => term !== '',
  );
  return {
    sourceId: row.id,
    plubotId: row.plubotId,
    position: passage.position,
    kind: passage.kind,
    headings: [...passage.headings],
    question: passage.question ?? null,
    text: passage.text,
    language: passage.language,
    titleTerms: terms.title.join(' '),
    questionTerms: terms.question.join(' '),
    bodyTerms: terms.body.join(' '),
    words: words.join(' '),
    // The terms as they are (no parser, no dictionary): a search's terms match them exactly.
    search: sql`array_to_tsvector(string_to_array(${lexemes.join(' ')}, ' '))`,
  };
}

/** Passages written per insert statement. */
const BATCH = 200;

/**
 * Reads a claimed source into passages and stores them in one transaction: the source's old
 * passages go, the new ones come with their index terms, the source is `ready`, and the bot's
 * knowledge version grows. A source read from the web weighs its text: past the plan's total it
 * fails with `overLimit`. Throws {@link SourceFailure} for what cannot be read.
 */
export async function processSource(deps: ProcessDeps, row: SourceRow): Promise<number> {
  const { source, bytes } = await readSource(deps, row);
  if (row.kind === 'url') await checkReadBytes(deps.db, row, bytes);
  const passages = splitIntoPassages(source);
  if (passages.length === 0) throw new SourceFailure({ code: 'empty' }, false);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.delete(knowledgePassages).where(eq(knowledgePassages.sourceId, row.id));
    for (let start = 0; start < passages.length; start += BATCH) {
      await db
        .insert(knowledgePassages)
        .values(passages.slice(start, start + BATCH).map((p) => toPassageRow(row, p)));
    }
    await db
      .update(knowledgeSources)
      .set({
        status: 'ready',
        errorCode: null,
        errorDetail: null,
        passageCount: passages.length,
        progressDone: null,
        progressTotal: null,
        byteSize: bytes,
        lockedUntil: null,
        attempts: 0,
        updatedAt: new Date(),
      })
      .where(and(eq(knowledgeSources.id, row.id), eq(knowledgeSources.status, 'processing')));
    await bumpKnowledgeVersion(db, row.plubotId);
  });
  return passages.length;
}

/** A web source's text must fit in what the bot may still weigh. */
async function checkReadBytes(db: Database, row: SourceRow, bytes: number): Promise<void> {
  const [owner] = await db
    .select({ plan: users.plan })
    .from(plubots)
    .innerJoin(users, eq(users.id, plubots.ownerId))
    .where(eq(plubots.id, row.plubotId));
  const usage = await readUsage(db, row.plubotId, owner?.plan ?? 'free');
  if (usage.bytes - row.byteSize + bytes > usage.maxBytes)
    throw new SourceFailure({ code: 'overLimit' }, false);
}
