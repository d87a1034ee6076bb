import type { BotMessage, ConversationState } from '@plubot/engine';
import type { Database } from '../../db/client';
import { queryNamed } from '../../db/queryNamed';
import { AppError } from '../../lib/AppError';
import { getUsageMonth } from './usageService';

/**
 * Stores any number of turns in one SQL statement — atomic without an explicit transaction, one
 * round trip, one commit: each session's new state (guarded by the turn it was read at), the
 * visitor's message, the bot's messages and, for Pro owners, the usage counts. Answers the ids of
 * the sessions it wrote; a turn whose session moved on (or is gone) is left out and changes nothing.
 */
const PERSIST_TURNS_SQL = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as r(
      session_id uuid, expected_turn int, ended boolean, state jsonb, revision int, added int,
      messages jsonb, owner_id uuid, shard int, counted boolean)
  ), s as (
    update chat_sessions c set
      turn = c.turn + 1,
      ended = i.ended,
      state = coalesce(i.state, c.state),
      flow_revision = coalesce(i.revision, c.flow_revision),
      message_count = c.message_count + i.added,
      updated_at = now()
    from input i
    where c.id = i.session_id and c.turn = i.expected_turn
    returning c.id
  ), m as (
    insert into chat_messages (session_id, seq, role, text, buttons)
    select s.id, r.seq, r.role, r.text, r.buttons
    from s join input i on i.session_id = s.id,
      jsonb_to_recordset(i.messages) as r(seq int, role text, text text, buttons jsonb)
    returning 1
  ), u as (
    insert into usage (owner_id, month, shard, replies)
    select i.owner_id, $2::text, i.shard, count(*)::int
    from s join input i on i.session_id = s.id
    where i.counted
    group by i.owner_id, i.shard
    order by i.owner_id, i.shard
    on conflict (owner_id, month, shard) do update set replies = usage.replies + excluded.replies
    returning 1
  )
  select id from s`;

export interface TurnRecord {
  sessionId: string;
  /** The session's turn when it was read; the write only applies if it is still that. */
  expectedTurn: number;
  /** Messages stored so far (the next one gets `messageCount + 1`). */
  messageCount: number;
  ended: boolean;
  state: ConversationState | null;
  userText: string | null;
  messages: BotMessage[];
  /** Count the reply here for a Pro owner (free owners reserve before the turn). */
  countForOwner?: { ownerId: string; shard: number } | undefined;
}

interface PendingTurn {
  row: ReturnType<typeof toRow>;
  resolve: (written: boolean) => void;
  reject: (error: unknown) => void;
}

/** Statements of turns in flight per database at once; later turns wait and go out together. */
const MAX_IN_FLIGHT = 2;

function toRow(record: TurnRecord) {
  const messages = [
    ...(record.userText === null ? [] : [{ role: 'user', text: record.userText, buttons: null }]),
    ...record.messages.map((message) => ({
      role: 'bot',
      text: message.text,
      buttons: message.buttons ?? null,
    })),
  ].map((message, index) => ({ ...message, seq: record.messageCount + index + 1 }));
  return {
    session_id: record.sessionId,
    expected_turn: record.expectedTurn,
    ended: record.ended,
    state: record.state,
    revision: record.state?.flowRevision ?? null,
    added: messages.length,
    messages,
    owner_id: record.countForOwner?.ownerId ?? null,
    shard: record.countForOwner?.shard ?? 0,
    counted: Boolean(record.countForOwner),
  };
}

/** PostgreSQL text and jsonb cannot hold U+0000: it is dropped from every string written. */
function toJson(rows: PendingTurn['row'][]): string {
  const json = JSON.stringify(rows);
  if (!json.includes('\\u0000')) return json;
  return JSON.stringify(rows, (_key, value) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
  );
}

async function writeRows(db: Database, rows: PendingTurn['row'][]): Promise<Set<string>> {
  const written = await queryNamed<{ id: string }>(db, 'plubot_persist_turns', PERSIST_TURNS_SQL, [
    toJson(rows),
    getUsageMonth(),
  ]);
  return new Set(written.map((row) => row.id));
}

/**
 * Coalesces the turns of many conversations into few statements: while `MAX_IN_FLIGHT` writes are
 * running, new turns queue, and the next write carries every queued turn. A quiet server writes
 * each turn at once, alone; a busy one commits dozens per round trip instead of queueing them one
 * by one on the connection pool. A failed shared write is retried turn by turn, so one bad turn
 * never fails the others.
 */
function createTurnWriter(db: Database) {
  let queue: PendingTurn[] = [];
  let inFlight = 0;

  async function flush(batch: PendingTurn[]) {
    inFlight++;
    try {
      const written = await writeRows(
        db,
        batch.map((turn) => turn.row),
      );
      for (const turn of batch) turn.resolve(written.has(turn.row.session_id));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else {
        await Promise.all(
          batch.map((turn) =>
            writeRows(db, [turn.row]).then(
              (written) => turn.resolve(written.has(turn.row.session_id)),
              turn.reject,
            ),
          ),
        );
      }
    } finally {
      inFlight--;
      pump();
    }
  }

  function pump() {
    if (inFlight >= MAX_IN_FLIGHT || queue.length === 0) return;
    const batch = queue;
    queue = [];
    void flush(batch);
  }

  return function write(row: PendingTurn['row']): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      pump();
    });
  };
}

const writers = new WeakMap<Database, ReturnType<typeof createTurnWriter>>();

/**
 * Stores a turn (see PERSIST_TURNS_SQL), sharing its statement with the turns of other
 * conversations written at the same moment. A second writer for the same turn changes nothing
 * and gets a 409. Answers the session's message count after the write.
 */
export async function persistTurn(db: Database, record: TurnRecord): Promise<{ messageCount: number }> {
  let write = writers.get(db);
  if (!write) {
    write = createTurnWriter(db);
    writers.set(db, write);
  }
  const row = toRow(record);
  if (!(await write(row))) throw new AppError('CHAT_BUSY');
  return { messageCount: record.messageCount + row.added };
}
