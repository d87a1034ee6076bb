import { afterEach, describe, expect, it, vi } from 'vitest';

const sendApiRequest = vi.fn<(path: string, options: unknown) => Promise<unknown>>();
vi.mock('./apiClient', () => ({
  sendApiRequest: (path: string, options: unknown) => sendApiRequest(path, options),
}));

const { PREFETCH_MAX_AGE_MS, prefetchApiGet, takePrefetchedGet } = await import('./requestPrefetch');

afterEach(() => {
  sendApiRequest.mockReset();
  takePrefetchedGet('/a', 0);
});

describe('request prefetch', () => {
  it('sends the GET at once and hands its answer to the first caller of the same path, once', async () => {
    sendApiRequest.mockResolvedValue({ ok: 1 });
    prefetchApiGet('/a', 1_000);
    expect(sendApiRequest).toHaveBeenCalledWith('/a', { method: 'GET' });
    expect(takePrefetchedGet('/b', 1_000)).toBeUndefined();
    await expect(takePrefetchedGet('/a', 1_500)).resolves.toEqual({ ok: 1 });
    expect(takePrefetchedGet('/a', 1_600)).toBeUndefined();
  });

  it('does not send the same path twice while a prefetch is fresh', () => {
    sendApiRequest.mockResolvedValue(null);
    prefetchApiGet('/a', 1_000);
    prefetchApiGet('/a', 2_000);
    expect(sendApiRequest).toHaveBeenCalledTimes(1);
  });

  it('drops an answer older than the limit, so the screen asks again', () => {
    sendApiRequest.mockResolvedValue(null);
    prefetchApiGet('/a', 1_000);
    expect(takePrefetchedGet('/a', 1_000 + PREFETCH_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('keeps a failed prefetch nobody took from being an unhandled rejection', async () => {
    sendApiRequest.mockRejectedValue(new Error('offline'));
    prefetchApiGet('/a', 1_000);
    await expect(takePrefetchedGet('/a', 1_000)).rejects.toThrow('offline');
  });
});
