/** An OpenAI-compatible embeddings API: the AI provider's base URL and key, and the model. */
export interface EmbeddingsConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

export type EmbeddingsResult = { ok: true; vectors: Float32Array[] } | { ok: false; error: string };

/** The most inputs sent in one request (OpenAI takes up to 2,048; smaller batches fail smaller). */
export const EMBEDDING_BATCH = 64;
/** The most characters of one input: a passage is far shorter; a question is cut at 300. */
const MAX_INPUT_CHARS = 8_000;

/**
 * Calls an OpenAI-compatible `POST {baseUrl}/embeddings` (OpenAI, Ollama, vLLM, LM Studio …) for
 * up to {@link EMBEDDING_BATCH} texts and returns one vector per text, in order. Never throws: an
 * error status, a timeout, or an answer without one vector of one same length per text is a failure.
 *
 * @example const result = await createEmbeddings(config, ['¿Abren el sábado?'])
 */
export async function createEmbeddings(
  config: EmbeddingsConfig,
  inputs: readonly string[],
): Promise<EmbeddingsResult> {
  if (inputs.length === 0) return { ok: true, vectors: [] };
  if (inputs.length > EMBEDDING_BATCH) return { ok: false, error: 'too many inputs' };
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        input: inputs.map((input) => input.slice(0, MAX_INPUT_CHARS)),
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, error: `${response.status} ${text.slice(0, 200)}` };
    return readEmbeddings(text, inputs.length);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The vectors of an embeddings answer, by their `index`; a failure unless there is one per input. */
export function readEmbeddings(body: string, count: number): EmbeddingsResult {
  let parsed: { data?: { index?: unknown; embedding?: unknown }[] };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const vectors: (Float32Array | undefined)[] = new Array(count).fill(undefined);
  for (const [position, item] of (Array.isArray(parsed.data) ? parsed.data : []).entries()) {
    const index = typeof item?.index === 'number' ? item.index : position;
    const embedding = item?.embedding;
    if (!Number.isInteger(index) || index < 0 || index >= count || !Array.isArray(embedding)) continue;
    if (!embedding.every((value) => typeof value === 'number' && Number.isFinite(value))) continue;
    vectors[index] = Float32Array.from(embedding as number[]);
  }
  const length = vectors[0]?.length ?? 0;
  if (length === 0 || vectors.some((vector) => vector?.length !== length)) {
    return { ok: false, error: 'missing or uneven vectors' };
  }
  return { ok: true, vectors: vectors as Float32Array[] };
}

/** A vector as bytes to store (float32, little-endian). */
export function vectorToBytes(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (const [index, value] of vector.entries()) view.setFloat32(index * 4, value, true);
  return bytes;
}

/** A stored vector read back; empty for bytes that are not whole float32 values. */
export function bytesToVector(bytes: Uint8Array): Float32Array {
  if (bytes.length % 4 !== 0) return new Float32Array();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Float32Array.from({ length: bytes.length / 4 }, (_, index) => view.getFloat32(index * 4, true));
}
