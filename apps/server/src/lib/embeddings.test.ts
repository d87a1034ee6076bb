import { describe, expect, it } from 'vitest';
import { bytesToVector, createEmbeddings, readEmbeddings, vectorToBytes } from './embeddings';

describe('readEmbeddings', () => {
  it('reads one vector per input, placed by index', () => {
    const body = JSON.stringify({
      data: [
        { index: 1, embedding: [0, 1] },
        { index: 0, embedding: [1, 0.5] },
      ],
    });
    const result = readEmbeddings(body, 2);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.vectors.map((vector) => [...vector])).toEqual([
        [1, 0.5],
        [0, 1],
      ]);
  });

  it('fails on a missing, uneven or non-numeric vector, or on what is not JSON', () => {
    expect(readEmbeddings(JSON.stringify({ data: [{ index: 0, embedding: [1] }] }), 2).ok).toBe(false);
    expect(readEmbeddings(JSON.stringify({ data: [{ embedding: [1, 2] }, { embedding: [1] }] }), 2).ok).toBe(
      false,
    );
    expect(readEmbeddings(JSON.stringify({ data: [{ embedding: ['1'] }] }), 1).ok).toBe(false);
    expect(readEmbeddings(JSON.stringify({ data: [{ embedding: [] }] }), 1).ok).toBe(false);
    expect(readEmbeddings('<html>', 1).ok).toBe(false);
    expect(readEmbeddings(JSON.stringify({ error: 'x' }), 1).ok).toBe(false);
  });
});

describe('vectorToBytes', () => {
  it('stores a vector as float32 bytes that read back the same', () => {
    const vector = Float32Array.from([0.25, -1.5, 3]);
    expect([...bytesToVector(vectorToBytes(vector))]).toEqual([0.25, -1.5, 3]);
    expect(bytesToVector(Uint8Array.from([1, 2, 3])).length).toBe(0);
  });
});

describe('createEmbeddings', () => {
  it('answers nothing for no input and refuses more than a batch without calling anyone', async () => {
    const config = { baseUrl: 'http://127.0.0.1:9/v1', model: 'm' };
    expect(await createEmbeddings(config, [])).toEqual({ ok: true, vectors: [] });
    expect((await createEmbeddings(config, new Array(65).fill('x'))).ok).toBe(false);
  });

  it('fails without throwing when the provider cannot be reached', async () => {
    const result = await createEmbeddings({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 }, [
      'x',
    ]);
    expect(result.ok).toBe(false);
  });
});
