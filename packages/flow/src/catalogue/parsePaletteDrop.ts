import { type NodeType, normalizeNodeType } from '../model/nodeTypes';

/** What a drop from the palette asks for. */
export interface PaletteDrop {
  readonly type: NodeType;
  /** The palette entry's id (e.g. `power-discord`), when the drop carried a full payload. */
  readonly paletteId?: string;
  /** Data the palette entry brings along (at least its label), when the drop carried a payload. */
  readonly data?: Record<string, unknown> & { label: string };
}

/**
 * Reads a palette drop (spec §5 "Palette drop"). A JSON payload must hold `type`, `id` and a string
 * `data.label`; otherwise the drop may still name a node type as plain, non-empty drag data.
 * Anything else — unknown types included — is ignored (`undefined`).
 *
 * @example parsePaletteDrop('{"type":"decision","id":"decision","data":{"label":"Decisión"}}')
 */
export function parsePaletteDrop(
  payload: string | null | undefined,
  plainType?: string | null,
): PaletteDrop | undefined {
  const fromPayload = readPayload(payload);
  if (fromPayload) return fromPayload;
  if (!plainType) return undefined;
  const type = normalizeNodeType(plainType.trim());
  return type ? { type } : undefined;
}

function readPayload(payload: string | null | undefined): PaletteDrop | undefined {
  if (!payload) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, id, data } = value as Record<string, unknown>;
  const nodeType = normalizeNodeType(type);
  if (!nodeType || typeof id !== 'string' || id === '') return undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const label = (data as Record<string, unknown>).label;
  if (typeof label !== 'string') return undefined;
  return { type: nodeType, paletteId: id, data: { ...(data as Record<string, unknown>), label } };
}
