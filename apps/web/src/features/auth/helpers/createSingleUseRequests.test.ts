import { describe, expect, it, vi } from 'vitest';
import { createSingleUseRequests } from './createSingleUseRequests';

describe('createSingleUseRequests', () => {
  it('starts one request per key and gives every caller its promise', async () => {
    const once = createSingleUseRequests<string>();
    const start = vi.fn(async () => 'verified');
    const first = once('token-1', start);
    const second = once('token-1', start);
    expect(second).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe('verified');
  });

  it('keeps keys apart', async () => {
    const once = createSingleUseRequests<string>();
    await expect(once('a', async () => 'A')).resolves.toBe('A');
    await expect(once('b', async () => 'B')).resolves.toBe('B');
    await expect(once('a', async () => 'again')).resolves.toBe('A');
  });

  it('keeps a failed request too: a spent code is not sent twice', async () => {
    const once = createSingleUseRequests<string>();
    const start = vi.fn(() => Promise.reject(new Error('invalid')));
    await expect(once('code', start)).rejects.toThrow('invalid');
    await expect(once('code', start)).rejects.toThrow('invalid');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not share requests between keepers', () => {
    const start = vi.fn(async () => 'x');
    void createSingleUseRequests<string>()('k', start);
    void createSingleUseRequests<string>()('k', start);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
