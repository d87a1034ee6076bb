import { normalizeNodeType } from '@plubot/flow';

/** How a node's badge reads: good (few leave), warn, bad (half or more leave) or muted (nobody came). */
export type BadgeTone = 'good' | 'warn' | 'bad' | 'muted';

/**
 * What a node's badge on the funnel overlay says: nobody reached it; an End that `reached`
 * conversations finished at; or `reached` · `percent` % left here ("120 · 35 % se van").
 */
export type NodeBadge =
  | { readonly kind: 'unreached'; readonly tone: 'muted' }
  | { readonly kind: 'finished'; readonly reached: number; readonly tone: 'good' }
  | {
      readonly kind: 'dropOff';
      readonly reached: number;
      readonly stopped: number;
      /** The share that left, in whole percent; '<1' when someone left but under half a percent. */
      readonly percent: string;
      readonly tone: Exclude<BadgeTone, 'muted'>;
    };

/** From this share of people leaving (percent) a badge warns, and from this one it alarms. */
export const BADGE_THRESHOLDS = { warn: 20, bad: 50 } as const;

/**
 * The badge of one node from its funnel figures (`undefined`: no conversation reached it).
 * @example formatNodeBadge({ reached: 120, stopped: 42 }, 'message') // { kind: 'dropOff', reached: 120, stopped: 42, percent: '35', tone: 'warn' }
 */
export function formatNodeBadge(
  traffic: { readonly reached: number; readonly stopped: number } | undefined,
  nodeType: string,
): NodeBadge {
  const reached = traffic?.reached ?? 0;
  if (reached <= 0) return { kind: 'unreached', tone: 'muted' };
  if (normalizeNodeType(nodeType) === 'end') return { kind: 'finished', reached, tone: 'good' };
  const stopped = Math.min(Math.max(traffic?.stopped ?? 0, 0), reached);
  const share = (stopped / reached) * 100;
  const rounded = Math.round(share);
  const tone = share >= BADGE_THRESHOLDS.bad ? 'bad' : share >= BADGE_THRESHOLDS.warn ? 'warn' : 'good';
  return {
    kind: 'dropOff',
    reached,
    stopped,
    percent: stopped > 0 && rounded === 0 ? '<1' : String(rounded),
    tone,
  };
}
