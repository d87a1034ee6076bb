import type { EngineFlow, EngineNode } from '../compile/compileFlow';
import type { EngineEffects } from '../model/engineEffects';
import type { REPLAY_UNREPEATABLE_EFFECTS, ReplaySkippedEffect } from './replaySchemas';

/** The error every path-deciding effect answers with during a replay. */
export const REPLAY_OFFLINE_ERROR = 'replay-offline';

type SkippedEffect = ReplaySkippedEffect['effect'];
type UnrepeatableEffect = (typeof REPLAY_UNREPEATABLE_EFFECTS)[number];

/** One effect the draft asked for during a replay, and the node that was running then. */
export type ReplayEffectCall = (
  | { effect: SkippedEffect; unrepeatable: false }
  | { effect: UnrepeatableEffect; unrepeatable: true }
) & {
  node: EngineNode | undefined;
  /** The node's place among the nodes looked up this turn ({@link NodeVisits.visits}). */
  visitIndex: number;
};

/**
 * The nodes of a flow, seen through a log of the ones the engine looks up. The engine looks a node
 * up right before it runs it (the start node, each next node, the node a reply answers), so the
 * last one looked up is the node running now: the one an effect call comes from.
 */
export class NodeVisits implements ReadonlyMap<string, EngineNode> {
  /** The nodes looked up since the last {@link NodeVisits.reset}, in order. */
  visits: EngineNode[] = [];
  /** When set, the look-up with this index finds no node: the turn stops right before it. */
  private stopAt: number | undefined;

  constructor(private readonly nodes: ReadonlyMap<string, EngineNode>) {}

  /** Forgets the look-ups; with `stopAt`, the next turn stops before its `stopAt`-th look-up. */
  reset(stopAt?: number): void {
    this.visits = [];
    this.stopAt = stopAt;
  }

  get(id: string): EngineNode | undefined {
    if (this.stopAt !== undefined && this.visits.length >= this.stopAt) return undefined;
    const node = this.nodes.get(id);
    if (node) this.visits.push(node);
    return node;
  }

  has(id: string): boolean {
    return this.nodes.has(id);
  }

  get size(): number {
    return this.nodes.size;
  }

  forEach(callback: (value: EngineNode, key: string, map: ReadonlyMap<string, EngineNode>) => void): void {
    for (const [key, value] of this.nodes) callback(value, key, this);
  }

  entries() {
    return this.nodes.entries();
  }

  keys() {
    return this.nodes.keys();
  }

  values() {
    return this.nodes.values();
  }

  [Symbol.iterator]() {
    return this.nodes[Symbol.iterator]();
  }
}

/**
 * A flow whose node look-ups are logged by `visits`; everything else is the flow's own.
 *
 * @example
 * const { flow: draft, visits } = withNodeVisits(compileFlow(stored));
 * await startConversation(draft, bot, context, effects); // visits.visits: the nodes run
 */
export function withNodeVisits(flow: EngineFlow): { flow: EngineFlow; visits: NodeVisits } {
  const visits = new NodeVisits(flow.nodes);
  return { flow: { ...flow, nodes: visits }, visits };
}

/**
 * Effects for a replay, fully offline: e-mail, leads, notifications, webhooks, Discord, saved
 * records and powers answer "done" without doing anything; HTTP, AI, record look-ups, power
 * look-ups and knowledge searches — whose answers decide the path — fail with {@link REPLAY_OFFLINE_ERROR}. Every call is reported to
 * `onCall` with the node that made it.
 *
 * @example
 * const effects = createReplayEffects(visits, (call) => calls.push(call));
 * await effects.http?.(request) // { ok: false, error: 'replay-offline' }
 */
export function createReplayEffects(
  visits: NodeVisits,
  onCall: (call: ReplayEffectCall) => void,
): EngineEffects {
  const at = () => ({ node: visits.visits[visits.visits.length - 1], visitIndex: visits.visits.length - 1 });
  const done = (effect: SkippedEffect) => async () => {
    onCall({ effect, unrepeatable: false, ...at() });
    return { ok: true };
  };
  const offline = (effect: UnrepeatableEffect) => async () => {
    onCall({ effect, unrepeatable: true, ...at() });
    return { ok: false as const, error: REPLAY_OFFLINE_ERROR };
  };
  return {
    http: offline('http'),
    ai: offline('ai'),
    lookupRecord: offline('lookupRecord'),
    knowledge: offline('knowledge'),
    sendEmail: done('sendEmail'),
    saveLead: done('saveLead'),
    notify: done('notify'),
    webhook: done('webhook'),
    discord: done('discord'),
    saveRecord: done('saveRecord'),
    power: async () => {
      onCall({ effect: 'power', unrepeatable: false, ...at() });
      return { ok: true, handled: true };
    },
    // A power action queued after the reply is skipped like any other sending; a lookup's answer
    // decides the path, so it is unrepeatable.
    powerAction: async (request) => {
      if (request.runs === 'inline') {
        onCall({ effect: 'powerLookup', unrepeatable: true, ...at() });
        return { ok: false, error: REPLAY_OFFLINE_ERROR };
      }
      onCall({ effect: 'power', unrepeatable: false, ...at() });
      return { ok: true, queued: true };
    },
  };
}
