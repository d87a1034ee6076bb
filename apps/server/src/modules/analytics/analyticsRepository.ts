import type { AnalyticsChannel } from '@plubot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Conversations started in [start, end): instants, `end` excluded; with `version`, only those that
 * ran that published version (conversations from before versions were kept ran version 1); with
 * `channel`, only those of that channel.
 */
export interface TimeRange {
  start: Date;
  end: Date;
  version?: number | undefined;
  channel?: AnalyticsChannel | undefined;
}

/** The funnel of a range as the database adds it up (leads apart). */
export interface FunnelFigures {
  /** Visits that opened the chat (page or widget), written in or not. */
  opened: number;
  /** Conversations: the visitor wrote (every figure below counts these only). */
  started: number;
  completed: number;
  /** Conversations that asked for a person (a hand-off phrase or node, issue #29). */
  handoffs: number;
  medianMessages: number | null;
  /** [node id, conversations] */
  reached: [string, number][];
  /** [node id, conversations] */
  stopped: [string, number][];
  /** [source, target, conversations], busiest first */
  edges: [string, string, number][];
  /** [published version, conversations started] over every version of the range, newest first */
  versions: [number, number][];
  /** [channel, opened, started, completed] over every channel of the range (the version applies) */
  channels: [AnalyticsChannel, number, number, number][];
}

/** A filter of the range that one figure ignores: the version picker's or the channel picker's own. */
type IgnoredFilter = 'version' | 'channel';

/** The published version a conversation ran: those from before versions were kept ran version 1. */
const sessionVersion = (alias = '') => sql.raw(`coalesce(${alias}published_version, 1)`);

/**
 * The bot's real conversations (simulations left out) started in the range, of the range's version
 * and channel if it names them (but the `ignored` one): a range scan of the index
 * `chat_sessions_funnel`, which must hold every column the funnel reads — `channel` included, for
 * the breakdown per channel and one channel's funnel to stay index-only scans (the simulation test
 * is spelled as in the index's predicate so the planner can use it).
 */
function realSessionsInRange(plubotId: string, range: TimeRange, ignored?: IgnoredFilter, alias = ''): SQL {
  return sql`${sql.raw(alias)}plubot_id = ${plubotId} and ${sql.raw(alias)}channel <> 'simulation'
    and ${sql.raw(alias)}created_at >= ${range.start.toISOString()}::timestamptz
    and ${sql.raw(alias)}created_at < ${range.end.toISOString()}::timestamptz${rangeFilters(range, ignored, alias)}`;
}

/** The range's version and channel tests (but the `ignored` one), each after an `and`. */
function rangeFilters(range: TimeRange, ignored: IgnoredFilter | undefined, alias: string): SQL {
  const version =
    range.version === undefined || ignored === 'version'
      ? sql``
      : sql` and ${sessionVersion(alias)} = ${range.version}`;
  const channel =
    range.channel === undefined || ignored === 'channel'
      ? sql``
      : sql` and ${sql.raw(alias)}channel = ${range.channel}`;
  return sql`${version}${channel}`;
}

/**
 * The funnel's figures from the sessions in one pass: the range's sessions are counted by (path,
 * last node, completed, length, engaged) in one hash table; visits where the visitor never wrote
 * count only as opened, never sorted, and every figure is read off
 * those few thousand groups. Reach and connections come from the paths (conversations that went
 * the same way share a `chat_paths` row, so this unnests one row per distinct path, not one per
 * visit); the median is read off the length histogram exactly as `percentile_cont(0.5)` computes
 * it over every conversation.
 */
export async function selectFunnelFigures(
  db: Database,
  plubotId: string,
  range: TimeRange,
): Promise<FunnelFigures> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`
    with every as materialized (
      select path_key, last_node_id, completed, message_count, engaged, asked_person, count(*)::int as count
      from chat_sessions
      where ${realSessionsInRange(plubotId, range)}
      group by path_key, last_node_id, completed, message_count, engaged, asked_person
    ),
    g as (select * from every where engaged),
    lengths as (
      select message_count, sum(sum(count)) over (order by message_count) as up_to, sum(sum(count)) over () as total
      from g group by message_count
    ),
    paths as (
      select p.nodes, p.edge_sources, p.edge_targets, by_path.count
      from (select path_key, sum(count)::int as count from g where path_key is not null group by path_key) by_path
      join chat_paths p on p.plubot_id = ${plubotId} and p.key = by_path.path_key
    ),
    reached as (
      select node, sum(paths.count)::int as count from paths, unnest(paths.nodes) as node group by node
    ),
    edges as (
      select e.source, e.target, sum(paths.count)::int as count
      from paths, unnest(paths.edge_sources, paths.edge_targets) as e(source, target)
      group by e.source, e.target
    ),
    stopped as (
      select last_node_id as node, sum(count)::int as count
      from g where not completed and last_node_id is not null group by last_node_id
    )
    select
      (select coalesce(sum(count), 0)::int from every) as opened,
      (select coalesce(sum(count), 0)::int from g) as started,
      (select coalesce(sum(count), 0)::int from g where completed) as completed,
      (select coalesce(sum(count), 0)::int from g where asked_person) as handoffs,
      (select (min(message_count) filter (where up_to > floor((total - 1) / 2.0))
        + min(message_count) filter (where up_to > ceil((total - 1) / 2.0))) / 2.0 from lengths) as median,
      (select coalesce(json_agg(json_build_array(node, count)), '[]') from reached) as reached,
      (select coalesce(json_agg(json_build_array(node, count)), '[]') from stopped) as stopped,
      (select coalesce(json_agg(json_build_array(source, target, count) order by count desc, source, target), '[]')
        from edges) as edges,
      (select coalesce(json_agg(json_build_array(version, count) order by version desc), '[]') from (
        select ${sessionVersion()} as version, count(*)::int as count from chat_sessions
        where ${realSessionsInRange(plubotId, range, 'version')} and engaged group by 1
      ) by_version) as versions,
      (select coalesce(json_agg(json_build_array(channel, opened, started, completed)), '[]') from (
        select channel, count(*)::int as opened, (count(*) filter (where engaged))::int as started,
          (count(*) filter (where engaged and completed))::int as completed
        from chat_sessions where ${realSessionsInRange(plubotId, range, 'channel')} group by channel
      ) by_channel) as channels`,
  );
  const row = rows[0] ?? {};
  return {
    opened: Number(row.opened ?? 0),
    started: Number(row.started ?? 0),
    completed: Number(row.completed ?? 0),
    handoffs: Number(row.handoffs ?? 0),
    medianMessages: row.median === null || row.median === undefined ? null : Number(row.median),
    reached: readJson(row.reached),
    stopped: readJson(row.stopped),
    edges: readJson(row.edges),
    versions: readJson(row.versions),
    channels: readJson(row.channels),
  };
}

/**
 * Leads collected in the range's conversations, per channel of every channel (the range's channel
 * is not applied: the caller picks its own). A lead is written during its conversation, so only the
 * bot's leads since the range's start are read (index `leads_plubot`), each matched to its
 * conversation by primary key.
 */
export async function selectLeadCounts(
  db: Database,
  plubotId: string,
  range: TimeRange,
): Promise<Map<AnalyticsChannel, number>> {
  const rows = await selectRows<{ channel: AnalyticsChannel; count: number }>(
    db,
    sql`${leadsInRange(plubotId, range, sql`s.channel, count(*)::int as count`, 'channel')} group by s.channel`,
  );
  return new Map(rows.map((row) => [row.channel, Number(row.count)]));
}

/** `fields` of the leads of the range's real conversations (`l` the lead, `s` its conversation). */
function leadsInRange(plubotId: string, range: TimeRange, fields: SQL, ignored?: IgnoredFilter): SQL {
  return sql`
    select ${fields}
    from leads l join chat_sessions s on s.id = l.session_id
    where l.plubot_id = ${plubotId} and l.created_at >= ${range.start.toISOString()}::timestamptz
      and ${realSessionsInRange(plubotId, range, ignored, 's.')}`;
}

/** The UTC day of an instant, as days since 1970-01-01 (cheaper to group by than text). */
const utcDayNumber = (column: SQL) => sql`(${column} at time zone 'UTC')::date - date '1970-01-01'`;

/**
 * Per UTC day of start with any (days since 1970-01-01): visits that opened the chat, conversations
 * started (the visitor wrote) and completed, leads.
 */
export function selectDailyFigures(db: Database, plubotId: string, range: TimeRange) {
  return selectRows<{ day: number; opened: number; started: number; completed: number; leads: number }>(
    db,
    sql`
    with started as (
      select ${utcDayNumber(sql`created_at`)} as day, count(*)::int as opened,
        (count(*) filter (where engaged))::int as started,
        (count(*) filter (where completed and engaged))::int as completed
      from chat_sessions
      where ${realSessionsInRange(plubotId, range)}
      group by 1
    ),
    leads as (${leadsInRange(plubotId, range, sql`${utcDayNumber(sql`s.created_at`)} as day, count(*)::int as leads`)} group by 1)
    select day, coalesce(opened, 0) as opened, coalesce(started, 0) as started, coalesce(completed, 0) as completed, coalesce(leads, 0) as leads
    from started full join leads using (day)`,
  );
}

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A `json` column: parsed by the driver, or text to parse. */
function readJson<T>(value: unknown): T[] {
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return Array.isArray(value) ? (value as T[]) : [];
}
