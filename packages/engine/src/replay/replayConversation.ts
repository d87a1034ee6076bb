import { normalizeNodeType } from '@plubot/flow';
import type { EngineFlow } from '../compile/compileFlow';
import type { InputRequest } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type {
  BotInfo,
  BotMessage,
  ConversationContext,
  TraceEntry,
  TurnResult,
  UserReply,
} from '../model/engineTypes';
import { continueConversation } from '../run/continueConversation';
import { startConversation } from '../run/startConversation';
import { createReplayEffects, type ReplayEffectCall, withNodeVisits } from './replayEffects';
import type {
  RecordedConversation,
  RecordedMessage,
  ReplayMessage,
  ReplayOutcome,
  ReplayReply,
  ReplayReport,
  ReplaySkippedEffect,
  ReplayStuckReason,
  ReplayTurn,
} from './replaySchemas';

/** A recorded turn: the visitor's message that opened it (none for the greeting) and the bot's answer. */
export interface RecordedTurn {
  reply?: RecordedMessage;
  bot: RecordedMessage[];
}

/** Runs one turn of the replay with the given effects. */
type RunTurn = (effects: EngineEffects) => Promise<TurnResult>;

/** An outcome's verdict and its details, without the turns and skipped effects. */
type Verdict = ReplayOutcome extends infer Outcome
  ? Outcome extends ReplayOutcome
    ? Omit<Outcome, 'id' | 'turns' | 'skipped'>
    : never
  : never;

/**
 * Cuts a recorded conversation into turns, as the chat stores them: turn 1 is the bot's greeting,
 * and every visitor message opens the next turn, followed by the bot's messages of that turn.
 *
 * @example
 * splitRecordedTurns([
 *   { seq: 1, role: 'bot', text: 'Hola' },
 *   { seq: 2, role: 'user', text: 'Sí' },
 *   { seq: 3, role: 'bot', text: 'Genial' },
 * ]) // [{ bot: [Hola] }, { reply: Sí, bot: [Genial] }]
 */
export function splitRecordedTurns(messages: readonly RecordedMessage[]): RecordedTurn[] {
  const sorted = [...messages].sort((a, b) => a.seq - b.seq);
  const turns: RecordedTurn[] = [{ bot: [] }];
  for (const message of sorted) {
    if (message.role === 'user') turns.push({ reply: message, bot: [] });
    else turns[turns.length - 1]?.bot.push(message);
  }
  return turns;
}

/**
 * The reply a recorded visitor message becomes for the draft. While the draft waits for a choice,
 * a text equal to one of its buttons' labels (trimmed, then also ignoring case) is sent as that
 * option — as a press when it is the label exactly, else with the typed text too, as the visitor
 * typed it. Anything else is sent as typed text; an empty text (stored for a press of a button the
 * chat no longer knew) is sent as an empty reply.
 *
 * @example
 * toReplayReply('sí', { kind: 'choice', nodeId: 'd', options: [{ id: 'c1', label: 'Sí' }] })
 * // { reply: { optionId: 'c1', text: 'sí' }, sent: { text: 'sí', sentAs: 'option', optionId: 'c1' } }
 */
export function toReplayReply(text: string, input: InputRequest): { reply: UserReply; sent: ReplayReply } {
  const wanted = text.trim();
  if (wanted === '') return { reply: {}, sent: { text, sentAs: 'none' } };
  if (input.kind === 'choice') {
    const folded = wanted.toLowerCase();
    const option =
      input.options.find((candidate) => candidate.label.trim() === wanted) ??
      input.options.find((candidate) => candidate.label.trim().toLowerCase() === folded);
    if (option) {
      const reply: UserReply =
        text === option.label ? { optionId: option.id } : { optionId: option.id, text };
      return { reply, sent: { text, sentAs: 'option', optionId: option.id } };
    }
  }
  return { reply: { text }, sent: { text, sentAs: 'text' } };
}

/**
 * Replays a real conversation against a draft flow, offline: starts the draft with the bot and
 * context the live conversation had, sends it each recorded visitor reply in order (see
 * {@link toReplayReply}) and compares, turn by turn, the draft's bot texts and button labels with
 * the recorded ones. No HTTP, AI, e-mail or integration is called: e-mails, leads, notifications,
 * webhooks, Discord, saved records and powers answer "done" and are listed in `skipped`; an HTTP
 * request, an AI answer, a record look-up or a knowledge search makes the replay `unrepeatable` at its turn (the turns
 * before it are compared; the replay stops there). The verdict is decided at the first turn that
 * is off; the replay goes on after a difference so that the whole new conversation can be shown.
 * `stuck` is read from the engine's result and trace: the draft ended without an End node (or at
 * its step cap, or on an internal error), refused the recorded reply, or stopped to wait where the
 * live bot went on. Never throws for any flow or recording.
 *
 * @example
 * const outcome = await replayConversation(compileFlow(draft), { name: 'Plubot' }, { flowRevision: 7 }, {
 *   id: session.id,
 *   messages: rows, // chat_messages of the session: { seq, role, text, buttons }
 * });
 * if (outcome.verdict === 'different') show(outcome.turn, outcome.nodeId, outcome.now);
 */
export async function replayConversation(
  flow: EngineFlow,
  bot: BotInfo,
  context: ConversationContext,
  recorded: RecordedConversation,
): Promise<ReplayOutcome> {
  const recordedTurns = splitRecordedTurns(recorded.messages);
  const { flow: draft, visits } = withNodeVisits(flow);
  const skipped: ReplaySkippedEffect[] = [];
  const turns: ReplayTurn[] = [];
  let turnNumber = 1;
  let blocked: Extract<ReplayEffectCall, { unrepeatable: true }> | undefined;
  const effects = createReplayEffects(visits, (call) => {
    if (call.unrepeatable) blocked ??= call;
    else skipped.push({ turn: turnNumber, nodeId: call.node?.id ?? '', effect: call.effect });
  });
  // The same effects, heard by nobody: for running a turn again up to its unrepeatable call.
  const quiet = createReplayEffects(visits, () => undefined);
  /**
   * How many messages a turn said before the node that made its unrepeatable call: the turn is run
   * again, quietly, stopping right before that node. All it does up to there is repeatable, so it
   * says the same messages; the node itself says nothing before its call (nodes speak after their
   * effect answers). Telling the messages apart by node instead fails on a loop back to a node.
   */
  const saidBefore = async (runTurn: RunTurn, visitIndex: number): Promise<number> => {
    if (visitIndex <= 0) return 0;
    visits.reset(visitIndex);
    const again = await runTurn(quiet);
    visits.reset();
    return again.messages.length;
  };

  let verdict: Verdict | undefined;
  let result: TurnResult | undefined;
  for (const [index, recordedTurn] of recordedTurns.entries()) {
    turnNumber = index + 1;
    visits.reset();
    blocked = undefined;
    const wasEnded = result?.ended ?? false;
    let sent: ReplayReply | undefined;
    let runTurn: RunTurn;
    if (result === undefined) {
      runTurn = (using) => startConversation(draft, bot, context, using);
    } else {
      const next = toReplayReply(recordedTurn.reply?.text ?? '', result.input);
      const state = result.state;
      sent = next.sent;
      runTurn = (using) => continueConversation(draft, state, next.reply, using);
    }
    result = await runTurn(effects);
    const path = visitedNodeIds(result.trace);
    const difference = findDifference(recordedTurn.bot, result.messages);
    const turn: ReplayTurn = {
      turn: turnNumber,
      recorded: recordedTurn.bot,
      draft: result.messages.map(toReplayMessage),
      same: difference === undefined,
      nodeIds: path,
    };
    if (sent) turn.reply = sent;
    turns.push(turn);

    const offline = blocked as Extract<ReplayEffectCall, { unrepeatable: true }> | undefined;
    if (offline) {
      verdict ??= judgeUnrepeatable(
        turn,
        result.messages,
        await saidBefore(runTurn, offline.visitIndex),
        offline,
      );
      break;
    }
    if (verdict) continue;
    const endedNow = result.ended && !wasEnded;
    const goesOn = endedNow && recordedTurns.slice(index + 1).some((later) => later.bot.length > 0);
    if (difference === undefined && !goesOn) continue;
    verdict =
      findStuck(turn, result, difference, endedNow) ??
      (difference === undefined ? undefined : differentAt(turn, difference));
  }
  const outcome = { ...(verdict ?? { verdict: 'same' as const }), turns, skipped } as ReplayOutcome;
  if (recorded.id !== undefined) outcome.id = recorded.id;
  return outcome;
}

/**
 * Replays many real conversations against one draft (see {@link replayConversation}), one after
 * another, and counts the verdicts.
 *
 * @example
 * const report = await replayConversations(compileFlow(draft), bot, { flowRevision: 7 }, lastFifty);
 * report.counts // { same: 41, different: 6, stuck: 2, unrepeatable: 1 }
 */
export async function replayConversations(
  flow: EngineFlow,
  bot: BotInfo,
  context: ConversationContext,
  recordedList: readonly RecordedConversation[],
): Promise<ReplayReport> {
  const outcomes: ReplayOutcome[] = [];
  const counts = { same: 0, different: 0, stuck: 0, unrepeatable: 0 };
  for (const recorded of recordedList) {
    const outcome = await replayConversation(flow, bot, context, recorded);
    counts[outcome.verdict] += 1;
    outcomes.push(outcome);
  }
  return { outcomes, counts };
}

function toReplayMessage(message: BotMessage): ReplayMessage {
  const shown: ReplayMessage = { nodeId: message.nodeId, text: message.text };
  if (message.buttons) shown.buttons = message.buttons.map((button) => ({ ...button }));
  if (message.format) shown.format = message.format;
  return shown;
}

/** The nodes a turn ran, in order (every `visit` of the trace). */
function visitedNodeIds(trace: readonly TraceEntry[]): string[] {
  const ids: string[] = [];
  for (const entry of trace) if (entry.event === 'visit' && entry.nodeId !== '') ids.push(entry.nodeId);
  return ids;
}

function sameMessage(recorded: RecordedMessage, draft: BotMessage): boolean {
  if (recorded.text !== draft.text) return false;
  const before = recorded.buttons ?? [];
  const now = draft.buttons ?? [];
  return before.length === now.length && before.every((button, index) => button.label === now[index]?.label);
}

/** The index of the first message that differs (or is missing on one side) among the first `limit`. */
function findDifference(
  recorded: readonly RecordedMessage[],
  draft: readonly BotMessage[],
  limit = Number.POSITIVE_INFINITY,
): number | undefined {
  const count = Math.min(Math.max(recorded.length, draft.length), limit);
  for (let index = 0; index < count; index += 1) {
    const before = recorded[index];
    const now = draft[index];
    if (!before || !now || !sameMessage(before, now)) return index;
  }
  return undefined;
}

function differentAt(turn: ReplayTurn, messageIndex: number): Verdict {
  const nodeId = turn.draft[messageIndex]?.nodeId ?? turn.nodeIds[turn.nodeIds.length - 1] ?? null;
  return { verdict: 'different', turn: turn.turn, messageIndex, nodeId, now: turn.draft };
}

/** Whether the draft got stuck this turn, from the engine's result and trace. */
function findStuck(
  turn: ReplayTurn,
  result: TurnResult,
  difference: number | undefined,
  endedNow: boolean,
): Verdict | undefined {
  const stuck = (reason: ReplayStuckReason, nodeId: string | null): Verdict => ({
    verdict: 'stuck',
    turn: turn.turn,
    reason,
    nodeId,
    now: turn.draft,
  });
  const lastNode = turn.nodeIds[turn.nodeIds.length - 1] ?? null;
  if (difference !== undefined) {
    const refused = result.trace.find(
      (entry) => entry.event === 'invalid-reply' || entry.event === 'invalid-choice',
    );
    if (refused) return stuck('reply-refused', refused.nodeId);
  }
  if (endedNow) {
    const guard = result.trace.find((entry) => entry.event === 'loop-guard');
    if (guard) return stuck('loop-guard', guard.nodeId);
    const error = result.trace.find((entry) => entry.event === 'error');
    if (error) return stuck('engine-error', error.nodeId || lastNode);
    const reachedEnd = result.trace.some(
      (entry) => entry.event === 'visit' && normalizeNodeType(entry.type) === 'end',
    );
    if (!reachedEnd) return stuck('dead-end', lastNode);
  }
  // The draft said all the live bot said up to here, then stopped to wait where the live bot went on.
  if (
    result.input.kind !== 'none' &&
    difference === turn.draft.length &&
    turn.recorded.length > turn.draft.length
  ) {
    return stuck('waiting', result.input.nodeId);
  }
  return undefined;
}

/**
 * The verdict of a turn that asked for an effect a replay cannot repeat: a difference among the
 * messages the draft said before it (as far as the live bot's messages go), else `unrepeatable` at
 * that node.
 */
function judgeUnrepeatable(
  turn: ReplayTurn,
  messages: readonly BotMessage[],
  saidBefore: number,
  call: Extract<ReplayEffectCall, { unrepeatable: true }>,
): Verdict {
  // Only what the live bot said can be compared, so the comparison stops at the recorded messages;
  // past them the offline step decides, and the turn cannot be repeated.
  const said = Math.min(saidBefore, turn.recorded.length);
  const difference = findDifference(turn.recorded, messages, said);
  if (difference !== undefined) return differentAt(turn, difference);
  return {
    verdict: 'unrepeatable',
    turn: turn.turn,
    nodeId: call.node?.id ?? '',
    nodeType: call.node?.type ?? '',
    effect: call.effect,
  };
}
