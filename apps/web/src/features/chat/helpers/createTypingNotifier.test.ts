import { describe, expect, it, vi } from 'vitest';
import { createTypingNotifier } from './createTypingNotifier';

describe('createTypingNotifier', () => {
  it('signals at most once every 3 seconds while the visitor keeps typing', () => {
    let time = 10_000;
    const send = vi.fn();
    const typing = createTypingNotifier(send, { now: () => time });
    typing();
    typing();
    time += 2_999;
    typing();
    expect(send).toHaveBeenCalledTimes(1);
    time += 1;
    typing();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
