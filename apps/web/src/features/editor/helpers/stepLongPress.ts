/** A touch held this long without moving more than `slopPx` is a long press (the node menu). */
export const LONG_PRESS = { delayMs: 500, slopPx: 10 } as const;

export type LongPressState =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'pressing';
      readonly pointerId: number;
      readonly x: number;
      readonly y: number;
      readonly since: number;
    }
  | { readonly phase: 'fired'; readonly pointerId: number };

/** What the touch did; `tick` is the timer asking whether the press has become long. */
export type LongPressEvent =
  | {
      readonly type: 'down';
      readonly pointerId: number;
      readonly x: number;
      readonly y: number;
      readonly at: number;
    }
  | { readonly type: 'move'; readonly pointerId: number; readonly x: number; readonly y: number }
  | { readonly type: 'up' | 'cancel'; readonly pointerId: number }
  | { readonly type: 'tick'; readonly at: number };

export const LONG_PRESS_IDLE: LongPressState = { phase: 'idle' };

/**
 * One step of long-press detection: a first finger down starts a press; moving it past the slop, a
 * second finger (a pinch), lifting it or a cancel ends it; a tick `delayMs` after it began fires it
 * once (`fired: true`), and it stays fired until the finger lifts.
 *
 * @example stepLongPress({ phase: 'pressing', pointerId: 1, x: 0, y: 0, since: 0 }, { type: 'tick', at: 500 }).fired // true
 */
export function stepLongPress(
  state: LongPressState,
  event: LongPressEvent,
): { state: LongPressState; fired: boolean } {
  const stay = { state, fired: false };
  const idle = { state: LONG_PRESS_IDLE, fired: false };
  switch (event.type) {
    case 'down':
      if (state.phase !== 'idle') return idle;
      return {
        state: { phase: 'pressing', pointerId: event.pointerId, x: event.x, y: event.y, since: event.at },
        fired: false,
      };
    case 'move':
      if (state.phase !== 'pressing' || event.pointerId !== state.pointerId) return stay;
      return Math.hypot(event.x - state.x, event.y - state.y) > LONG_PRESS.slopPx ? idle : stay;
    case 'up':
    case 'cancel':
      return state.phase !== 'idle' && event.pointerId === state.pointerId ? idle : stay;
    case 'tick':
      if (state.phase !== 'pressing' || event.at - state.since < LONG_PRESS.delayMs) return stay;
      return { state: { phase: 'fired', pointerId: state.pointerId }, fired: true };
  }
}
