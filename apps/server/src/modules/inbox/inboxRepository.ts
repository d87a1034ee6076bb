import {
  type ConversationChannel,
  INBOX_PAGE_SIZE,
  type InboxConversation,
  type InboxCounts,
  type InboxFilter,
} from '@plubot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toMessageAuthor } from './messageAuthor';

/** A conversation row as the inbox reads it (list and detail). */
interface ConversationRow {
  sessionId: string;
  plubotId: string;
  botName: string;
  channel: ConversationChannel;
  contact: string | null;
  status: InboxConversation['status'];
  handlerId: string | null;
  handlerName: string | null;
  waitingSince: string | Date | null;
  publishedVersion: number | null;
  updatedAt: string | Date;
  lastRole: 'bot' | 'user' | 'person' | 'system' | null;
  lastText: string | null;
  lastAt: string | Date | null;
  unread: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A row as the API shows it. */
export function presentConversation(row: ConversationRow): InboxConversation {
  return {
    sessionId: row.sessionId,
    plubotId: row.plubotId,
    botName: row.botName,
    channel: row.channel,
    contact: row.contact,
    status: row.status,
    handledBy:
      row.handlerId && row.status === 'person' ? { id: row.handlerId, name: row.handlerName ?? '' } : null,
    waitingSince: row.waitingSince && row.status === 'waiting' ? iso(row.waitingSince) : null,
    lastMessage:
      row.lastRole && row.lastText !== null && row.lastAt
        ? { from: toMessageAuthor(row.lastRole), text: row.lastText, at: iso(row.lastAt) }
        : null,
    unread: Number(row.unread),
    publishedVersion: row.publishedVersion,
    updatedAt: iso(row.updatedAt),
  };
}

/** Who answers: an ended conversation is closed whatever it was. */
const STATUS = sql.raw(`case when s.ended then 'closed' else s.handoff_status end`);

/** Visitor messages a person has not seen, in conversations that wait for or are held by a person. */
const UNREAD = sql.raw(`case when not s.ended and s.handoff_status in ('waiting', 'person') then (
  select count(*) from chat_messages u where u.session_id = s.id and u.role = 'user' and u.seq > s.owner_seen_seq
) else 0 end`);

const COLUMNS = sql`
  s.id as "sessionId", s.plubot_id as "plubotId", p.name as "botName", s.channel, s.contact,
  ${STATUS} as status, s.handler_id as "handlerId", h.name as "handlerName",
  s.waiting_since as "waitingSince", s.published_version as "publishedVersion", s.updated_at as "updatedAt",
  m.role as "lastRole", m.text as "lastText", m.created_at as "lastAt", ${UNREAD}::int as unread`;

const FROM = sql`
  from chat_sessions s
  join plubots p on p.id = s.plubot_id
  left join users h on h.id = s.handler_id
  left join lateral (
    select role, text, created_at from chat_messages where session_id = s.id order by seq desc limit 1
  ) m on true`;

function filterOf(filter: InboxFilter | undefined, userId: string): SQL {
  switch (filter) {
    case 'needsPerson':
      return sql`and not s.ended and s.handoff_status = 'waiting'`;
    case 'mine':
      return sql`and not s.ended and s.handoff_status = 'person' and s.handler_id = ${userId}`;
    case 'bot':
      return sql`and not s.ended and s.handoff_status = 'bot'`;
    case 'closed':
      return sql`and s.ended`;
    default:
      return sql``;
  }
}

/** `%` and `_` typed by the owner are searched for as they are. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The owner's conversations (of one bot, or of all theirs): those a visitor wrote in (simulations
 * left out), newest activity first, filtered and searched (the contact, or any message's text),
 * with their last message and unread count; and the counts the header shows, whatever the filter.
 */
export async function listInboxConversations(
  db: Database,
  options: {
    userId: string;
    plubotId?: string | undefined;
    filter?: InboxFilter | undefined;
    search?: string | undefined;
  },
): Promise<{
  conversations: InboxConversation[];
  counts: InboxCounts;
  countsByBot: Record<string, InboxCounts>;
}> {
  const owned = sql`where p.owner_id = ${options.userId} and s.engaged and s.channel <> 'simulation'
    ${options.plubotId ? sql`and s.plubot_id = ${options.plubotId}` : sql``}`;
  const search = options.search?.trim();
  const searched = search
    ? sql`and (s.contact ilike ${likePattern(search)} or exists (
        select 1 from chat_messages t where t.session_id = s.id and t.text ilike ${likePattern(search)}))`
    : sql``;
  const [rows, counts] = await Promise.all([
    selectRows<ConversationRow>(
      db,
      sql`select ${COLUMNS} ${FROM} ${owned} ${filterOf(options.filter, options.userId)} ${searched}
        order by s.updated_at desc limit ${INBOX_PAGE_SIZE}`,
    ),
    selectRows<{ plubotId: string; needsPerson: number; unread: number }>(
      db,
      sql`select s.plubot_id as "plubotId",
          (count(*) filter (where s.handoff_status = 'waiting'))::int as "needsPerson",
          coalesce(sum(${UNREAD}), 0)::int as unread
        from chat_sessions s join plubots p on p.id = s.plubot_id ${owned}
        and not s.ended and s.handoff_status in ('waiting', 'person')
        group by s.plubot_id`,
    ),
  ]);
  const total: InboxCounts = { needsPerson: 0, unread: 0 };
  const countsByBot: Record<string, InboxCounts> = {};
  for (const row of counts) {
    const bot = { needsPerson: Number(row.needsPerson), unread: Number(row.unread) };
    countsByBot[row.plubotId] = bot;
    total.needsPerson += bot.needsPerson;
    total.unread += bot.unread;
  }
  return { conversations: rows.map(presentConversation), counts: total, countsByBot };
}

/** One conversation of the owner's bots, as the list shows it, or undefined (not theirs, a simulation). */
export async function findInboxConversation(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<InboxConversation | undefined> {
  const [row] = await selectRows<ConversationRow>(
    db,
    sql`select ${COLUMNS} ${FROM}
      where s.id = ${sessionId} and p.owner_id = ${userId} and s.channel <> 'simulation'`,
  );
  return row ? presentConversation(row) : undefined;
}

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
