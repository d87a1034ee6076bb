// `npm run bench:analytics`: how long the conversation funnel of a busy bot takes on PostgreSQL.
// In a fresh database (created on BENCH_DATABASE_URL, else TEST_DATABASE_URL, and dropped at the
// end) it stores 1,000,000 chat messages over 100,000 conversations of one bot spread over the last
// year, each with its path through a branching flow as persistTurn stores it, its leads, and 2,000
// simulations — all generated in SQL with generate_series, not row by row — then times the
// endpoints' own service functions for the last 30 and 365 days (BENCH_RUNS runs each, 20 by
// default, after two warm-ups). Prints median and p95 beside the goal; asserts nothing.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { shiftIsoDay } from '@plubot/contracts';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { getDailyAnalytics, getFunnel, toAnalyticsRange } from '../src/modules/analytics/analyticsService';

const CONVERSATIONS = 100_000;
const MESSAGES = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOAL_MS = 200;
/** Questions of the FAQ loop behind the menu. */
const FAQ_TOPICS = 10;

/**
 * The conversations' paths through a bot that asks the visitor's name and offers Precios /
 * Soporte / Hablar con una persona, with the share of conversations taking each path and the
 * messages such a conversation has at least. Paths ending on an `end-*` node are complete; the
 * others stopped at their last node.
 */
const PATHS: { share: number; messages: number; nodes: string[] }[] = [
  { share: 15, messages: 2, nodes: ['start', 'ask-name'] },
  { share: 10, messages: 4, nodes: ['start', 'ask-name', 'menu'] },
  { share: 20, messages: 7, nodes: ['start', 'ask-name', 'menu', 'opt-precios', 'precios', 'ask-email'] },
  {
    share: 25,
    messages: 10,
    nodes: ['start', 'ask-name', 'menu', 'opt-precios', 'precios', 'ask-email', 'save-lead', 'end-precios'],
  },
  { share: 8, messages: 7, nodes: ['start', 'ask-name', 'menu', 'opt-soporte', 'ask-problem'] },
  {
    share: 12,
    messages: 11,
    nodes: ['start', 'ask-name', 'menu', 'opt-soporte', 'ask-problem', 'ai-answer', 'end-soporte'],
  },
  {
    share: 10,
    messages: 8,
    nodes: ['start', 'ask-name', 'menu', 'opt-humano', 'humano', 'notify', 'end-humano'],
  },
];

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log(
    'bench:analytics needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. ' +
      'postgres://postgres@127.0.0.1:5432/postgres. Nothing measured.',
  );
  process.exit(0);
}

const databaseName = `plubot_bench_analytics_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(
    `PostgreSQL at BENCH_DATABASE_URL / TEST_DATABASE_URL does not answer (${String(error)}). Nothing measured.`,
  );
  process.exit(0);
}
await admin.query(`create database ${databaseName}`);
const url = new URL(adminUrl);
url.pathname = `/${databaseName}`;

try {
  await run(url.toString());
} finally {
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}

async function run(databaseUrl: string) {
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    poolSize: 10,
    onIdleError: () => undefined,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('show server_version');
    console.log(`PostgreSQL ${version.rows[0]?.server_version}, database ${databaseName}`);
    const plubotId = await seed(client);
    // Figures scale with the machine: say how busy it was (a load above the core count slows them).
    console.log(
      `this machine: ${cpus().length} cores, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    for (const days of [30, 365]) {
      const to = new Date().toISOString().slice(0, 10);
      const range = toAnalyticsRange({ from: shiftIsoDay(to, 1 - days), to });
      const funnel = await getFunnel(handle.db, plubotId, range);
      const funnelTimes = await time(() => getFunnel(handle.db, plubotId, range));
      const dailyTimes = await time(() => getDailyAnalytics(handle.db, plubotId, range));
      console.log(
        `last ${days} days (${funnel.started.toLocaleString('en')} conversations, ` +
          `${funnel.nodes.reduce((sum, node) => sum + node.reached, 0).toLocaleString('en')} nodes reached): ` +
          `funnel ${format(funnelTimes)} · daily ${format(dailyTimes)} · goal ≤ ${GOAL_MS} ms`,
      );
    }
  } finally {
    await client.end();
    await handle.close();
  }
}

/** Stores the bot and its year of conversations; answers the bot's id. */
async function seed(client: pg.Client): Promise<string> {
  const started = performance.now();
  await client.query('select setseed(0.18)');
  const owner = await client.query<{ id: string }>(
    `insert into users (name, email, is_verified, plan) values ('Bench', 'bench@plubot.test', true, 'pro') returning id`,
  );
  const bot = await client.query<{ id: string }>(
    `insert into plubots (owner_id, name, tone, color, purpose, initial_message, public_id)
     values ($1, 'Embudo', 'neutral', '#4facfe', 'ventas', 'Hola', 'bench-embudo') returning id`,
    [owner.rows[0]?.id],
  );
  const plubotId = bot.rows[0]?.id as string;

  await client.query(
    `create temporary table bench_paths as
       select r.id, r.messages, array(select jsonb_array_elements_text(r.nodes)) as nodes,
              sum(r.share) over (order by r.id) - r.share as low, sum(r.share) over (order by r.id) as high
       from jsonb_to_recordset($1::jsonb) as r(id int, share int, messages int, nodes jsonb)`,
    [JSON.stringify(PATHS.map((path, id) => ({ ...path, id })))],
  );
  // Each conversation: a path drawn by share and a start in the last 365 days.
  await client.query(
    `create temporary table bench_conversations as
       select g as n, gen_random_uuid() as id, p.id as path, p.messages,
              now() - random() * interval '365 days' as created_at, '{}'::text[] as topics,
              (array['web', 'widget', 'whatsapp'])[1 + floor(random() * 3)::int] as channel
       from generate_series(1, $1::int) as g
       cross join lateral (select random() * 100 + 0 * g as pick) r
       join bench_paths p on r.pick >= p.low and r.pick < p.high`,
    [CONVERSATIONS],
  );
  // From the menu, visitors also open some of FAQ_TOPICS questions (each 15 %, two messages each)
  // and come back: thousands of distinct paths, as on a real bot.
  await client.query(
    `create temporary table bench_topics as
       select c.id, 'faq-' || t as topic
       from bench_conversations c join bench_paths p on p.id = c.path, generate_series(1, $1::int) as t
       where 'menu' = any(p.nodes) and random() < 0.15 + 0 * t + 0 * c.n`,
    [FAQ_TOPICS],
  );
  await client.query(
    `update bench_conversations c set topics = t.topics, messages = c.messages + 2 * cardinality(t.topics)
     from (select id, array_agg(topic) as topics from bench_topics group by id) t where t.id = c.id`,
  );
  // Exactly MESSAGES messages: the shortfall spread one by one over the conversations.
  await client.query(
    `with total as (select sum(messages)::int as sum, count(*)::int as count from bench_conversations)
     update bench_conversations c
     set messages = c.messages + ($1::int - total.sum) / total.count
                    + case when c.n <= ($1::int - total.sum) % total.count then 1 else 0 end
     from total`,
    [MESSAGES],
  );
  // Each conversation's path as persistTurn stores it: sorted nodes and connections, and their key.
  await client.query(
    `create temporary table bench_conversation_paths as
       select c.id, x.nodes, x.sources, x.targets,
              md5(jsonb_build_array(x.nodes, x.sources, x.targets)::text)::uuid as key
       from bench_conversations c join bench_paths p on p.id = c.path
       cross join lateral (
         select
           (select array_agg(distinct v.node order by v.node) from (
              select unnest(p.nodes) union all select unnest(c.topics)) v(node)) as nodes,
           e.sources, e.targets
         from (
           select array_agg(v.source order by v.source, v.target) as sources,
                  array_agg(v.target order by v.source, v.target) as targets
           from (
             select p.nodes[i], p.nodes[i + 1] from generate_series(1, array_length(p.nodes, 1) - 1) as i
             union select 'menu', unnest(c.topics)
             union select unnest(c.topics), 'menu'
           ) as v(source, target)
         ) e
       ) x`,
  );
  await client.query(
    `insert into chat_paths (plubot_id, key, nodes, edge_sources, edge_targets)
     select distinct on (key) $1::uuid, key, nodes, coalesce(sources, '{}'), coalesce(targets, '{}')
     from bench_conversation_paths`,
    [plubotId],
  );
  await client.query(
    `insert into chat_sessions (id, plubot_id, channel, state, flow_revision, turn, message_count, ended,
                                completed, last_node_id, path_key, created_at, updated_at)
     select c.id, $1, c.channel, '{}'::jsonb, 1, (c.messages + 1) / 2, c.messages, x.completed, x.completed,
            x.last_node, cp.key, c.created_at, c.created_at + interval '5 minutes'
     from bench_conversations c
     join bench_paths p on p.id = c.path
     join bench_conversation_paths cp on cp.id = c.id
     cross join lateral (select p.nodes[array_length(p.nodes, 1)] as last_node) l
     cross join lateral (select l.last_node like 'end-%' as completed, l.last_node) x`,
    [plubotId],
  );
  await client.query(
    `insert into chat_messages (session_id, seq, role, text, created_at)
     select c.id, s, case when s % 2 = 0 then 'user' else 'bot' end, 'Mensaje ' || s,
            c.created_at + s * interval '10 seconds'
     from bench_conversations c, generate_series(1, c.messages) as s`,
  );
  await client.query(
    `insert into leads (plubot_id, session_id, data, created_at)
     select $1, c.id, jsonb_build_object('nombre', 'Visitante ' || c.n), c.created_at + interval '2 minutes'
     from bench_conversations c join bench_paths p on p.id = c.path
     where 'save-lead' = any(p.nodes)`,
    [plubotId],
  );
  // The editor's simulations are stored too, and must not count.
  await client.query(
    `insert into chat_sessions (plubot_id, channel, state, flow_revision, message_count, created_at)
     select $1, 'simulation', '{}'::jsonb, 1, 6, now() - random() * interval '365 days'
     from generate_series(1, 2000)`,
    [plubotId],
  );
  await client.query('vacuum analyze');

  const counts = await client.query<Record<string, string>>(
    `select (select count(*) from chat_sessions) as sessions, (select count(*) from chat_messages) as messages,
            (select count(*) from chat_paths) as paths, (select count(*) from leads) as leads`,
  );
  const row = counts.rows[0] ?? {};
  const figure = (key: string) => Number(row[key]).toLocaleString('en');
  console.log(
    `stored ${figure('messages')} messages, ${figure('sessions')} conversations (2,000 of them simulations), ` +
      `${figure('paths')} distinct paths, ${figure('leads')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return plubotId;
}

/** Times `task` RUNS times after two warm-up runs; answers the durations in ms, sorted. */
async function time(task: () => Promise<unknown>): Promise<number[]> {
  for (let warmUp = 0; warmUp < 2; warmUp++) await task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const begin = performance.now();
    await task();
    times.push(performance.now() - begin);
  }
  return times.sort((a, b) => a - b);
}

function format(sorted: number[]): string {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}
