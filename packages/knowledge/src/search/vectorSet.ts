/** One stored vector's match: its id and its cosine similarity with the query, in [-1, 1]. */
export interface VectorMatch {
  readonly id: string;
  readonly similarity: number;
}

/** Vectors held compactly for nearest-neighbour search (a byte per dimension). */
export interface VectorSet {
  readonly size: number;
  readonly dimensions: number;
  /** Bytes held by the set (to keep a cache of sets within a budget). */
  readonly bytes: number;
  /** The `limit` vectors most similar to `query` (cosine), best first; ties by id. */
  nearest(query: ArrayLike<number>, limit: number): VectorMatch[];
}

/**
 * A set of embedding vectors for exact nearest-neighbour search without a vector database: each
 * vector is normalised, then stored as signed bytes with its own scale (int8 quantisation keeps
 * cosine similarity within about 0.01 of the exact value and takes a quarter of the memory). A
 * vector of another length than the first, or with no length at all, is left out; so are
 * non-finite values.
 *
 * @example createVectorSet([{ id: 'p1', vector: [0.1, 0.3] }]).nearest([0.2, 0.5], 3)
 */
export function createVectorSet(entries: readonly { id: string; vector: ArrayLike<number> }[]): VectorSet {
  const dimensions = entries[0]?.vector.length ?? 0;
  const ids: string[] = [];
  const scales: number[] = [];
  const kept = entries.filter((entry) => entry.vector.length === dimensions && norm(entry.vector) > 0);
  const codes = new Int8Array(kept.length * dimensions);
  for (const entry of kept) {
    const length = norm(entry.vector);
    let largest = 0;
    for (let d = 0; d < dimensions; d += 1)
      largest = Math.max(largest, Math.abs(entry.vector[d] ?? 0) / length);
    const scale = largest / 127 || 1;
    const offset = ids.length * dimensions;
    for (let d = 0; d < dimensions; d += 1) {
      codes[offset + d] = Math.round((entry.vector[d] ?? 0) / length / scale);
    }
    ids.push(entry.id);
    scales.push(scale);
  }
  return {
    size: ids.length,
    dimensions,
    bytes: codes.byteLength + ids.length * 64,
    nearest(query, limit) {
      const length = query.length === dimensions ? norm(query) : 0;
      if (length === 0 || limit <= 0) return [];
      const unit = Float32Array.from({ length: dimensions }, (_, d) => (query[d] ?? 0) / length);
      const matches: VectorMatch[] = [];
      for (let index = 0; index < ids.length; index += 1) {
        const offset = index * dimensions;
        let dot = 0;
        for (let d = 0; d < dimensions; d += 1) dot += (unit[d] as number) * (codes[offset + d] as number);
        matches.push({
          id: ids[index] as string,
          similarity: Math.max(-1, Math.min(1, dot * (scales[index] as number))),
        });
      }
      matches.sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return matches.slice(0, limit);
    },
  };
}

function norm(vector: ArrayLike<number>): number {
  let sum = 0;
  for (let d = 0; d < vector.length; d += 1) {
    const value = vector[d] as number;
    if (!Number.isFinite(value)) return 0;
    sum += value * value;
  }
  return Math.sqrt(sum);
}
