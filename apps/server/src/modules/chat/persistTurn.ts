import type { BotMessage, ConversationState } from '@plubot/engine';
import type { Database } from '../../db/client';
import { queryNamed } from '../../db/queryNamed';
import { AppError } from '../../lib/AppError';
import type { TurnPath } from '../analytics/getTurnPath';
import { getUsageMonth } from './usageService';

/**
 * Stores any number of turns in one SQL statement — atomic without an explicit transaction, one
 * round trip, one commit: each session's new state (guarded by the turn it was read at), the
 * visitor's message (which makes the conversation more than a view: `engaged`), the bot's messages,
 * for real conversations the path so far (the nodes and connections gone through, shared in
 * `chat_paths` by every conversation that went the same way) and, for Pro owners, the usage counts.
 * Answers the ids of the sessions it wrote; a turn whose session moved on (or is gone) is left out
 * and changes nothing.
 */
const PERSIST_TURNS_SQL = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as r(
      session_id uuid, expected_turn int, ended boolean, state jsonb, revision int, added int,
      messages jsonb, owner_id uuid, shard int, counted boolean, wrote boolean,
      nodes jsonb, edges jsonb, last_node text, completed boolean)
  ), previous as (
    select i.session_id, i.expected_turn, c.plubot_id, p.nodes, p.edge_sources, p.edge_targets
    from input i
    join chat_sessions c on c.id = i.session_id and c.turn = i.expected_turn
    left join chat_paths p on p.plubot_id = c.plubot_id and p.key = c.path_key
    where c.channel <> 'simulation' and jsonb_array_length(i.nodes) > 0
  ), paths as (
    select pr.session_id, pr.expected_turn, pr.plubot_id, n.nodes, e.sources, e.targets,
      md5(jsonb_build_array(n.nodes, e.sources, e.targets)::text)::uuid as key
    from previous pr
    join input i on i.session_id = pr.session_id and i.expected_turn = pr.expected_turn
    cross join lateral (
      select array_agg(distinct v.node order by v.node) as nodes
      from (select unnest(pr.nodes) union all select jsonb_array_elements_text(i.nodes)) as v(node)
    ) n
    cross join lateral (
      select coalesce(array_agg(v.source order by v.source, v.target), '{}') as sources,
        coalesce(array_agg(v.target order by v.source, v.target), '{}') as targets
      from (
        select * from unnest(pr.edge_sources, pr.edge_targets)
        union
        select r.source, r.target from jsonb_to_recordset(i.edges) as r(source text, target text)
      ) as v(source, target)
    ) e
  ), new_paths as (
    insert into chat_paths (plubot_id, key, nodes, edge_sources, edge_targets)
    select distinct on (plubot_id, key) plubot_id, key, nodes, sources, targets from paths
    on conflict do nothing
    returning 1
  ), s as (
    update chat_sessions c set
      turn = c.turn + 1,
      ended = i.ended,
      state = coalesce(i.state, c.state),
      flow_revision = coalesce(i.revision, c.flow_revision),
      message_count = c.message_count + i.added,
      completed = c.completed or i.completed,
      engaged = c.engaged or i.wrote,
      last_node_id = coalesce(i.last_node, c.last_node_id),
      path_key = coalesce(pa.key, c.path_key),
      updated_at = now()
    from input i
    left join paths pa on pa.session_id = i.session_id and pa.expected_turn = i.expected_turn
    where c.id = i.session_id and c.turn = i.expected_turn
    returning c.id, c.turn
  ), w as (
    select i.* from s join input i on i.session_id = s.id and i.expected_turn = s.turn - 1
  ), m as (
    insert into chat_messages (session_id, seq, role, text, buttons, format, card)
    select w.session_id, r.seq, r.role, r.text, r.buttons, r.format, r.card
    from w, jsonb_to_recordset(w.messages)
      as r(seq int, role text, text text, buttons jsonb, format text, card jsonb)
    returning 1
  ), u as (
    insert into usage (owner_id, month, shard, replies)
    select w.owner_id, $2::text, w.shard, count(*)::int
    from w
    where w.counted
    group by w.owner_id, w.shard
    order by w.owner_id, w.shard
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
  /** The nodes the engine ran this turn (none when it did not run, e.g. the plan's limit notice). */
  path?: TurnPath | undefined;
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
    ...(record.userText === null
      ? []
      : [{ role: 'user', text: record.userText, buttons: null, format: null, card: null }]),
    ...record.messages.map((message) => ({
      role: 'bot',
      text: message.text,
      buttons: message.buttons ?? null,
      format: message.format ?? null,
      card: message.card ?? null,
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
    wrote: record.userText !== null,
    ...toFunnelFields(record.path),
  };
}

/** A turn's path as the funnel stores it: each node once, each connection taken once, the last node. */
function toFunnelFields(path: TurnPath | undefined) {
  const nodeIds = path?.nodeIds ?? [];
  const edges = new Map<string, { source: string; target: string }>();
  for (let index = 1; index < nodeIds.length; index++) {
    const source = nodeIds[index - 1] as string;
    const target = nodeIds[index] as string;
    edges.set(JSON.stringify([source, target]), { source, target });
  }
  return {
    nodes: [...new Set(nodeIds)],
    edges: [...edges.values()],
    last_node: nodeIds.at(-1) ?? null,
    completed: path?.reachedEnd ?? false,
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
