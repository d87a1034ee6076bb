import { describe, expect, it } from 'vitest';
import {
  LONG_PRESS,
  LONG_PRESS_IDLE,
  type LongPressEvent,
  type LongPressState,
  stepLongPress,
} from './stepLongPress';

/** Runs the events from idle; the final state and how many times the press fired. */
function run(events: readonly LongPressEvent[]): { state: LongPressState; fired: number } {
  let state = LONG_PRESS_IDLE;
  let fired = 0;
  for (const event of events) {
    const step = stepLongPress(state, event);
    state = step.state;
    if (step.fired) fired += 1;
  }
  return { state, fired };
}

const down = (at = 0, pointerId = 1, x = 100, y = 100): LongPressEvent => ({
  type: 'down',
  pointerId,
  x,
  y,
  at,
});

describe('stepLongPress', () => {
  it('fires once when the finger stays down for the delay', () => {
    const result = run([down(), { type: 'tick', at: LONG_PRESS.delayMs }, { type: 'tick', at: 900 }]);
    expect(result.fired).toBe(1);
    expect(result.state.phase).toBe('fired');
  });

  it('does not fire before the delay', () => {
    expect(run([down(), { type: 'tick', at: LONG_PRESS.delayMs - 1 }]).fired).toBe(0);
  });

  it('tolerates a small tremble but not a drag', () => {
    const tremble = run([down(), { type: 'move', pointerId: 1, x: 106, y: 104 }, { type: 'tick', at: 600 }]);
    expect(tremble.fired).toBe(1);
    const drag = run([down(), { type: 'move', pointerId: 1, x: 130, y: 100 }, { type: 'tick', at: 600 }]);
    expect(drag.fired).toBe(0);
    expect(drag.state.phase).toBe('idle');
  });

  it('is not a long press when the finger lifts first', () => {
    expect(run([down(), { type: 'up', pointerId: 1 }, { type: 'tick', at: 600 }]).fired).toBe(0);
    expect(run([down(), { type: 'cancel', pointerId: 1 }, { type: 'tick', at: 600 }]).fired).toBe(0);
  });

  it('gives way to a pinch: a second finger ends the press', () => {
    const pinch = run([down(0, 1), down(50, 2, 200, 200), { type: 'tick', at: 600 }]);
    expect(pinch.fired).toBe(0);
  });

  it('ignores another pointer moving or lifting', () => {
    const result = run([
      down(),
      { type: 'move', pointerId: 7, x: 400, y: 400 },
      { type: 'up', pointerId: 7 },
      { type: 'tick', at: 600 },
    ]);
    expect(result.fired).toBe(1);
  });

  it('starts afresh after the fired press is lifted', () => {
    const result = run([
      down(),
      { type: 'tick', at: 600 },
      { type: 'up', pointerId: 1 },
      down(1000),
      { type: 'tick', at: 1600 },
    ]);
    expect(result.fired).toBe(2);
  });
});
