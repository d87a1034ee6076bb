import { describe, expect, it } from 'vitest';
import { buildNodeRows } from './buildNodeRows';

const flow = [
  { id: 'start', type: 'start', data: { label: 'Inicio' } },
  { id: 'ask', type: 'message', data: { label: '', message: '¿Tu email?', capture: true } },
  { id: 'quiet', type: 'message', data: { label: 'Nunca visto' } },
  { id: 'end', type: 'end', data: { label: 'Fin' } },
];
const funnel = [
  { nodeId: 'start', reached: 10, stopped: 0 },
  { nodeId: 'ask', reached: 10, stopped: 6 },
  { nodeId: 'end', reached: 4, stopped: 0 },
  { nodeId: 'removed', reached: 7, stopped: 7 },
];

describe('buildNodeRows', () => {
  it('lists the most visited steps first, with their caption and drop-off', () => {
    const rows = buildNodeRows(funnel, flow);
    expect(rows.map((row) => row.nodeId)).toEqual(['ask', 'start', 'removed', 'end', 'quiet']);
    expect(rows[0]).toEqual({
      nodeId: 'ask',
      caption: '¿Tu email?',
      type: 'message',
      deleted: false,
      reached: 10,
      stopped: 6,
      dropOffPercent: 60,
      isWorst: true,
    });
  });

  it('keeps a deleted node, but never calls it the worst', () => {
    const removed = buildNodeRows(funnel, flow).find((row) => row.nodeId === 'removed');
    expect(removed).toMatchObject({
      type: null,
      deleted: true,
      caption: null,
      dropOffPercent: 100,
      isWorst: false,
    });
  });

  it('shows unvisited steps with no drop-off figure', () => {
    const quiet = buildNodeRows(funnel, flow).find((row) => row.nodeId === 'quiet');
    expect(quiet).toMatchObject({ reached: 0, stopped: 0, dropOffPercent: null, caption: 'Nunca visto' });
  });

  it('lists the funnel by id when the flow could not be read', () => {
    const rows = buildNodeRows(funnel, null);
    expect(rows.map((row) => row.nodeId)).toEqual(['ask', 'start', 'removed', 'end']);
    expect(rows.every((row) => row.type === null && !row.deleted)).toBe(true);
    expect(rows.find((row) => row.isWorst)?.nodeId).toBe('removed');
  });

  it('rounds the drop-off to one decimal', () => {
    const [row] = buildNodeRows([{ nodeId: 'start', reached: 3, stopped: 1 }], flow);
    expect(row?.dropOffPercent).toBe(33.3);
  });
});
