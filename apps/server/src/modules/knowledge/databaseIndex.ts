import {
  type CorpusStats,
  computeCorpusStats,
  createVectorSet,
  type IndexTerms,
  type KnowledgeIndex,
  type RankCandidate,
  type SimilarCandidate,
  type VectorSet,
  type Vocabulary,
} from '@plubot/knowledge';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgePassages, plubots } from '../../db/schema';
import { bytesToVector, createEmbeddings, type EmbeddingsConfig } from '../../lib/embeddings';
import { readBotVectors } from './embedPassages';

/** What ranking needs of all a bot's passages, as of one knowledge version. */
interface BotKnowledge {
  version: number;
  vocabulary: Vocabulary;
  stats: CorpusStats;
}

const MAX_BOTS = 200;
/** Derived from the passages, never state of record: a bot's entry is rebuilt when its version moved. */
const cache = new Map<string, BotKnowledge>();

const split = (terms: string): string[] => (terms === '' ? [] : terms.split(' '));

/** Counts, for each item, how many of the lists hold it. */
function countHolders(lists: Iterable<Iterable<string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const item of new Set(list)) counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return counts;
}

/**
 * The vocabulary and statistics of a bot's passages, read once per knowledge version (one small
 * read of the version per search; the passages' terms again only after the knowledge changed, on
 * any server copy).
 */
async function readBotKnowledge(db: Database, plubotId: string): Promise<BotKnowledge> {
  const [bot] = await db
    .select({ version: plubots.knowledgeVersion })
    .from(plubots)
    .where(eq(plubots.id, plubotId));
  const version = bot?.version ?? 0;
  const hit = cache.get(plubotId);
  if (hit && hit.version === version) return hit;
  const rows = await db
    .select({
      title: knowledgePassages.titleTerms,
      question: knowledgePassages.questionTerms,
      body: knowledgePassages.bodyTerms,
      words: knowledgePassages.words,
    })
    .from(knowledgePassages)
    .where(eq(knowledgePassages.plubotId, plubotId));
  const allTerms: IndexTerms[] = rows.map((row) => ({
    title: split(row.title),
    question: split(row.question),
    body: split(row.body),
  }));
  const entry: BotKnowledge = {
    version,
    stats: computeCorpusStats(allTerms),
    vocabulary: {
      terms: countHolders(allTerms.map((terms) => [...terms.title, ...terms.question, ...terms.body])),
      words: countHolders(rows.map((row) => split(row.words))),
    },
  };
  cache.delete(plubotId);
  cache.set(plubotId, entry);
  if (cache.size > MAX_BOTS) cache.delete(cache.keys().next().value as string);
  return entry;
}

/** Passages the first stage may touch for each candidate it returns, before common terms are dropped. */
const MATCHES_PER_CANDIDATE = 4;

/**
 * The terms the first stage searches with: those the bot's passages hold, rarest first, as long as
 * together they match a few times `limit` passages — always the rarest. A term most passages hold
 * adds little to a passage's score but makes the database rank thousands of rows; the passages it
 * would bring in that hold no rarer term of the question would rank low anyway.
 * @example pickSelectiveTerms(['envi', 'de'], stats, 200) // ['envi'] when 'de' is in most passages
 */
export function pickSelectiveTerms(terms: readonly string[], stats: CorpusStats, limit: number): string[] {
  const held = [...new Set(terms)]
    .map((term) => ({ term, frequency: stats.documentFrequency(term) }))
    .filter((entry) => entry.term !== '' && entry.frequency > 0)
    .sort((a, b) => a.frequency - b.frequency || (a.term < b.term ? -1 : 1));
  const budget = Math.max(limit * MATCHES_PER_CANDIDATE, 500);
  const picked: string[] = [];
  let matched = 0;
  for (const entry of held) {
    if (picked.length > 0 && matched + entry.frequency > budget) break;
    picked.push(entry.term);
    matched += entry.frequency;
  }
  return picked;
}

/** A term as a lexeme of a `tsquery` literal: quoted, its quotes and backslashes escaped. */
function toLexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

interface CandidateRow {
  id: string;
  sourceId: string;
  position: number;
  kind: 'text' | 'faq' | 'record';
  title: string;
  headings: string[];
  question: string | null;
  text: string;
  language: 'es' | 'en';
  titleTerms: string;
  questionTerms: string;
  bodyTerms: string;
}

const CANDIDATE_COLUMNS = sql.raw(`p.id, p.source_id as "sourceId", p.position, p.kind, s.title, p.headings,
  p.question, p.text, p.language, p.title_terms as "titleTerms", p.question_terms as "questionTerms",
  p.body_terms as "bodyTerms"`);

function toCandidate(row: CandidateRow): RankCandidate {
  return {
    passage: {
      id: row.id,
      sourceId: row.sourceId,
      position: row.position,
      kind: row.kind,
      title: row.title,
      headings: row.headings,
      ...(row.question ? { question: row.question } : {}),
      text: row.text,
      language: row.language,
    },
    terms: {
      title: split(row.titleTerms),
      question: split(row.questionTerms),
      body: split(row.bodyTerms),
    },
  };
}

/** How long a visitor's question may take to embed before the search goes on by words alone. */
const QUESTION_EMBEDDING_MS = 4_000;
/** The most bytes of vectors kept in memory, over all bots (int8: about 1.5 kB a passage). */
const MAX_VECTOR_BYTES = 128 * 1024 * 1024;
/** Derived from the passages: a bot's vectors as of one knowledge version and model. */
const vectorCache = new Map<string, { version: number; model: string; set: VectorSet }>();

/**
 * A bot's embedded passages as a vector set, read once per knowledge version and model and kept
 * within {@link MAX_VECTOR_BYTES} (the least recently used bots go first). The search by meaning is
 * exact over them: no vector extension is needed in the database.
 */
async function readVectorSet(
  db: Database,
  plubotId: string,
  version: number,
  model: string,
): Promise<VectorSet> {
  const hit = vectorCache.get(plubotId);
  if (hit && hit.version === version && hit.model === model) {
    vectorCache.delete(plubotId);
    vectorCache.set(plubotId, hit);
    return hit.set;
  }
  const rows = await readBotVectors(db, plubotId, model);
  const set = createVectorSet(
    rows.flatMap((row) => (row.embedding ? [{ id: row.id, vector: bytesToVector(row.embedding) }] : [])),
  );
  vectorCache.delete(plubotId);
  vectorCache.set(plubotId, { version, model, set });
  let bytes = 0;
  for (const entry of vectorCache.values()) bytes += entry.set.bytes;
  for (const [id, entry] of vectorCache) {
    if (bytes <= MAX_VECTOR_BYTES || id === plubotId) break;
    vectorCache.delete(id);
    bytes -= entry.set.bytes;
  }
  return set;
}

/**
 * A bot's knowledge as `@plubot/knowledge` searches it, over the database: the first stage is
 * PostgreSQL full-text search — the passages whose `tsvector` holds any of the question's terms
 * (GIN index), best `ts_rank` first — and the package ranks those with field weights (BM25F) from
 * the bot's cached statistics. With an embeddings API (`meaning`), it also finds passages by
 * meaning: the question is embedded and compared with the bot's embedded passages.
 */
export function createDatabaseIndex(
  db: Database,
  plubotId: string,
  meaning?: EmbeddingsConfig,
): KnowledgeIndex {
  let loaded: Promise<BotKnowledge> | undefined;
  const load = () => {
    loaded ??= readBotKnowledge(db, plubotId);
    return loaded;
  };
  return {
    vocabulary: async () => (await load()).vocabulary,
    stats: async () => (await load()).stats,
    async candidates(terms, limit): Promise<RankCandidate[]> {
      const { stats } = await load();
      const wanted = pickSelectiveTerms(terms, stats, limit);
      if (wanted.length === 0) return [];
      const query = wanted.map(toLexeme).join(' | ');
      const result = (await db.execute(sql`
        select ${CANDIDATE_COLUMNS}
        from knowledge_passages p join knowledge_sources s on s.id = p.source_id
        where p.plubot_id = ${plubotId} and p.search @@ ${query}::tsquery
        order by ts_rank(p.search, ${query}::tsquery) desc, p.id
        limit ${limit}`)) as unknown as { rows: CandidateRow[] };
      return result.rows.map(toCandidate);
    },
    ...(meaning
      ? {
          async similar(question: string, limit: number): Promise<SimilarCandidate[]> {
            const { version } = await load();
            const [vectors, asked] = await Promise.all([
              readVectorSet(db, plubotId, version, meaning.model),
              createEmbeddings({ ...meaning, timeoutMs: QUESTION_EMBEDDING_MS }, [question]),
            ]);
            const vector = asked.ok ? asked.vectors[0] : undefined;
            if (!vector || vectors.size === 0) return [];
            const nearest = vectors.nearest(vector, limit);
            if (nearest.length === 0) return [];
            const ids = nearest.map((match) => match.id);
            const result = (await db.execute(sql`
              select ${CANDIDATE_COLUMNS}
              from knowledge_passages p join knowledge_sources s on s.id = p.source_id
              where p.plubot_id = ${plubotId} and p.id = any(${`{${ids.join(',')}}`}::uuid[])`)) as unknown as {
              rows: CandidateRow[];
            };
            const byId = new Map(result.rows.map((row) => [row.id, row]));
            return nearest.flatMap((match) => {
              const row = byId.get(match.id);
              return row ? [{ ...toCandidate(row), similarity: match.similarity }] : [];
            });
          },
        }
      : {}),
  };
}
