import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTimer } from './createInactivityTimer';

describe('createInactivityTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(timeoutMs = 900_000) {
    const target = new EventTarget();
    const onInactive = vi.fn();
    const onActive = vi.fn();
    const timer = createInactivityTimer({ timeoutMs, onInactive, onActive, target });
    return { target, onInactive, onActive, timer };
  }

  it('fires once after the timeout without activity', () => {
    const { onInactive, timer } = setUp();
    vi.advanceTimersByTime(899_999);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onInactive).toHaveBeenCalledTimes(1);
    expect(timer.isInactive()).toBe(true);
    vi.advanceTimersByTime(10 * 900_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'mousedown', 'touchstart'])('%s restarts the countdown', (type) => {
    const { target, onInactive } = setUp();
    vi.advanceTimersByTime(600_000);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(600_000);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('ignores other events', () => {
    const { target, onInactive } = setUp(1000);
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('becomes active again on activity and can fire again', () => {
    const { target, onInactive, onActive, timer } = setUp(1000);
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('keydown'));
    expect(onActive).toHaveBeenCalledTimes(1);
    expect(timer.isInactive()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(onInactive).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { onInactive, timer } = setUp(1000);
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('counts activity in another tab, shared through `sharedActivity`', () => {
    let shared: number | null = null;
    const sharedActivity = { read: () => shared, write: (time: number) => (shared = time) };
    const onInactive = vi.fn();
    createInactivityTimer({ timeoutMs: 1000, onInactive, target: new EventTarget(), sharedActivity });
    vi.advanceTimersByTime(800);
    shared = Date.now();
    vi.advanceTimersByTime(800);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('writes its own activity for the other tabs, at most every 5 s', () => {
    const write = vi.fn();
    const target = new EventTarget();
    createInactivityTimer({
      timeoutMs: 60_000,
      onInactive: vi.fn(),
      target,
      sharedActivity: { read: () => null, write },
    });
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('mousemove'));
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    target.dispatchEvent(new Event('mousemove'));
    expect(write).toHaveBeenCalledTimes(2);
  });
});
