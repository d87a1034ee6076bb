import { type ConversationState, conversationStateSchema } from '@plubot/engine';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import type { LiveBus } from '../live/liveBus';
import { pruneLiveEvents } from '../live/liveEvents';
import { writeConversationChange } from '../live/writeConversationChange';

/** How many waiting conversations one sweep tells at most (the next sweep takes the rest). */
const BATCH = 50;

interface Waiting {
  sessionId: string;
  plubotId: string;
  ownerId: string;
  turn: number;
  messageCount: number;
  state: unknown;
}

/**
 * Tells every visitor who has waited for a person longer than their bot's wait (its hand-off
 * settings, else `timeoutMs`) that nobody could
 * answer yet, and asks for an e-mail (a note in their conversation, pushed live; on WhatsApp a
 * normal message). The conversation stays in «Necesita a una persona»; each wait is told once.
 * Several server copies may sweep at once: the turn guard lets one of them write each note.
 * Answers how many were told.
 */
export async function tellUnansweredVisitors(
  deps: { db: Database; bus?: LiveBus; log: { warn(payload: unknown, message: string): void } },
  timeoutMs: number,
  now = new Date(),
): Promise<number> {
  // Each bot's own wait (its settings' minutes), else `timeoutMs`.
  const rows = (
    (await deps.db.execute(sql`
      select s.id as "sessionId", s.plubot_id as "plubotId", p.owner_id as "ownerId", s.turn,
        s.message_count as "messageCount", s.state
      from chat_sessions s join plubots p on p.id = s.plubot_id
      where s.handoff_status = 'waiting' and not s.waiting_timed_out and not s.ended
        and extract(epoch from (${now.toISOString()}::timestamptz - s.waiting_since)) * 1000
          > coalesce((p.handoff_settings->>'timeoutMinutes')::int * 60000, ${timeoutMs})
      order by s.waiting_since
      limit ${BATCH}`)) as unknown as { rows: Waiting[] }
  ).rows;
  let told = 0;
  for (const row of rows) {
    const parsed = conversationStateSchema.safeParse(row.state);
    if (!parsed.success) continue;
    const state: ConversationState = parsed.data;
    try {
      await writeConversationChange(deps, {
        sessionId: row.sessionId,
        plubotId: row.plubotId,
        ownerId: row.ownerId,
        expectedTurn: row.turn,
        messageCount: row.messageCount,
        previousStatus: 'waiting',
        state,
        ended: false,
        status: 'waiting',
        handlerId: null,
        agentName: null,
        messages: [{ role: 'system', text: translate(state.language ?? 'es', 'inbox.notes.timedOut', {}) }],
        seen: false,
        timedOut: true,
      });
      told += 1;
    } catch (error) {
      // Another copy (or the visitor) wrote first: the next sweep looks again.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return told;
}

/** Sweeps every `HANDOFF_SWEEP_MS` (0: never on this copy): unanswered visitors, then old live events. */
export function startHandoffTimer(app: FastifyInstance): void {
  const every = app.config.HANDOFF_SWEEP_MS;
  if (every === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tellUnansweredVisitors({ db: app.db, bus: app.liveBus, log: app.log }, app.config.HANDOFF_TIMEOUT_MS)
      // The same sweep drops the live events no stream needs any more.
      .then(() => pruneLiveEvents(app.db))
      .catch((error: unknown) => app.log.error({ err: error }, 'hand-off sweep failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
