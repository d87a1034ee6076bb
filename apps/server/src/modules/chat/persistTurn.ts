import type { BotMessage, ConversationState } from '@plubot/engine';
import type { Database } from '../../db/client';
import { queryNamed } from '../../db/queryNamed';
import { AppError } from '../../lib/AppError';
import { getUsageMonth } from './usageService';

const PERSIST_TURN_SQL = `
  with s as (
    update chat_sessions set
      turn = turn + 1,
      ended = $3,
      state = coalesce($4::jsonb, state),
      flow_revision = coalesce($5::int, flow_revision),
      message_count = message_count + $6::int,
      updated_at = now()
    where id = $1::uuid and turn = $2::int
    returning id
  ), m as (
    insert into chat_messages (session_id, seq, role, text, buttons)
    select s.id, r.seq, r.role, r.text, r.buttons
    from s, jsonb_to_recordset($7::jsonb) as r(seq int, role text, text text, buttons jsonb)
    returning 1
  ), u as (
    insert into usage (owner_id, month, shard, replies)
    select $8::uuid, $9::text, $10::int, 1 from s where $11::boolean
    on conflict (owner_id, month, shard) do update set replies = usage.replies + 1
    returning 1
  )
  select (select count(*) from s)::int as updated`;

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

/**
 * Stores a turn in one SQL statement — atomic without an explicit transaction, one round trip:
 * the session's new state (guarded by the turn it was read at), the visitor's message, the bot's
 * messages and, for Pro owners, the usage count. A second writer for the same turn changes
 * nothing and gets a 409.
 */
export async function persistTurn(db: Database, record: TurnRecord): Promise<void> {
  const rows = [
    ...(record.userText === null ? [] : [{ role: 'user', text: record.userText, buttons: null }]),
    ...record.messages.map((message) => ({
      role: 'bot',
      text: message.text,
      buttons: message.buttons ?? null,
    })),
  ].map((row, index) => ({ ...row, seq: record.messageCount + index + 1 }));
  const state = record.state ? JSON.stringify(record.state) : null;
  const revision = record.state?.flowRevision ?? null;
  const count = record.countForOwner;
  const [result] = await queryNamed<{ updated: number }>(db, 'plubot_persist_turn', PERSIST_TURN_SQL, [
    record.sessionId,
    record.expectedTurn,
    record.ended,
    state,
    revision,
    rows.length,
    JSON.stringify(rows),
    count?.ownerId ?? null,
    getUsageMonth(),
    count?.shard ?? 0,
    Boolean(count),
  ]);
  const updated = result?.updated ?? 0;
  if (updated === 0) throw new AppError(409, 'CHAT_BUSY', 'chat.busy');
}
