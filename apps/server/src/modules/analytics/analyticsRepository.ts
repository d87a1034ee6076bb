import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Conversations started in [start, end): instants, `end` excluded. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** The funnel of a range as the database adds it up (leads apart). */
export interface FunnelFigures {
  started: number;
  completed: number;
  medianMessages: number | null;
  /** [node id, conversations] */
  reached: [string, number][];
  /** [node id, conversations] */
  stopped: [string, number][];
  /** [source, target, conversations], busiest first */
  edges: [string, string, number][];
}

/**
 * The bot's real conversations (simulations left out) started in the range: a range scan of the
 * index `chat_sessions_funnel`, which holds every column the funnel reads (the channel test is
 * spelled as in the index's predicate so the planner can use it).
 */
function realSessionsInRange(plubotId: string, range: TimeRange): SQL {
  return sql`plubot_id = ${plubotId} and channel <> 'simulation'
    and created_at >= ${range.start.toISOString()}::timestamptz
    and created_at < ${range.end.toISOString()}::timestamptz`;
}

/**
 * The funnel's figures from the sessions in one pass: the range's sessions are grouped three ways
 * at once — by path, by last node, by length — with hash tables, never sorted. Reach and
 * connections come from the paths (conversations that went the same way share a `chat_paths` row,
 * so this unnests one row per distinct path, not one per visit); the median is read off the length
 * histogram exactly as `percentile_cont(0.5)` would compute it over every conversation.
 */
export async function selectFunnelFigures(
  db: Database,
  plubotId: string,
  range: TimeRange,
): Promise<FunnelFigures> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`
    with g as materialized (
      select grouping(path_key) = 0 as by_path, grouping(last_node_id) = 0 as by_last_node,
        path_key, last_node_id, completed, message_count, count(*)::int as count
      from chat_sessions
      where ${realSessionsInRange(plubotId, range)}
      group by grouping sets ((path_key), (last_node_id, completed), (message_count, completed))
    ),
    lengths as (
      select message_count, completed, count,
        sum(count) over (order by message_count rows unbounded preceding) as up_to,
        sum(count) over () as total
      from g where not by_path and not by_last_node
    ),
    paths as (
      select p.nodes, p.edge_sources, p.edge_targets, g.count
      from g join chat_paths p on p.plubot_id = ${plubotId} and p.key = g.path_key
      where g.by_path
    ),
    reached as (
      select node, sum(paths.count)::int as count from paths, unnest(paths.nodes) as node group by node
    ),
    edges as (
      select e.source, e.target, sum(paths.count)::int as count
      from paths, unnest(paths.edge_sources, paths.edge_targets) as e(source, target)
      group by e.source, e.target
    )
    select
      coalesce(sum(count), 0)::int as started,
      coalesce(sum(count) filter (where completed), 0)::int as completed,
      (min(message_count) filter (where up_to > floor((total - 1) / 2.0))
        + min(message_count) filter (where up_to > ceil((total - 1) / 2.0))) / 2.0 as median,
      (select coalesce(json_agg(json_build_array(node, count)), '[]') from reached) as reached,
      (select coalesce(json_agg(json_build_array(last_node_id, count)), '[]')
        from g where by_last_node and not completed and last_node_id is not null) as stopped,
      (select coalesce(json_agg(json_build_array(source, target, count) order by count desc, source, target), '[]')
        from edges) as edges
    from lengths`,
  );
  const row = rows[0] ?? {};
  return {
    started: Number(row.started ?? 0),
    completed: Number(row.completed ?? 0),
    medianMessages: row.median === null || row.median === undefined ? null : Number(row.median),
    reached: readJson(row.reached),
    stopped: readJson(row.stopped),
    edges: readJson(row.edges),
  };
}

/**
 * Leads collected in the range's conversations. A lead is written during its conversation, so
 * only the bot's leads since the range's start are read (index `leads_plubot`), each matched to
 * its conversation by primary key.
 */
export async function selectLeadCount(db: Database, plubotId: string, range: TimeRange): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    db,
    sql`${leadsInRange(plubotId, range, sql`count(*)::int as count`)}`,
  );
  return Number(rows[0]?.count ?? 0);
}

function leadsInRange(plubotId: string, range: TimeRange, fields: SQL): SQL {
  return sql`
    select ${fields}
    from leads l join chat_sessions s on s.id = l.session_id
    where l.plubot_id = ${plubotId} and l.created_at >= ${range.start.toISOString()}::timestamptz
      and s.plubot_id = ${plubotId} and s.channel <> 'simulation'
      and s.created_at >= ${range.start.toISOString()}::timestamptz
      and s.created_at < ${range.end.toISOString()}::timestamptz`;
}

/** The UTC day of an instant, as days since 1970-01-01 (cheaper to group by than text). */
const utcDayNumber = (column: SQL) => sql`(${column} at time zone 'UTC')::date - date '1970-01-01'`;

/** Per UTC day of start with any (days since 1970-01-01): conversations started, completed, leads. */
export function selectDailyFigures(db: Database, plubotId: string, range: TimeRange) {
  return selectRows<{ day: number; started: number; completed: number; leads: number }>(
    db,
    sql`
    with started as (
      select ${utcDayNumber(sql`created_at`)} as day,
        count(*)::int as started, (count(*) filter (where completed))::int as completed
      from chat_sessions
      where ${realSessionsInRange(plubotId, range)}
      group by 1
    ),
    leads as (${leadsInRange(plubotId, range, sql`${utcDayNumber(sql`s.created_at`)} as day, count(*)::int as leads`)} group by 1)
    select day, coalesce(started, 0) as started, coalesce(completed, 0) as completed, coalesce(leads, 0) as leads
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
