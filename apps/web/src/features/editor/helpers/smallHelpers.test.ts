import { parsePaletteDrop } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { describeApiError, getConflictRevision } from './describeApiError';
import { buildPaletteSections, createPalettePayload, getNodePaletteEntry } from './paletteEntries';
import { pickMostRecentPlubot } from './pickMostRecentPlubot';
import { buildSaveBody, toStoredFlowName } from './toStoredFlow';

describe('palette entries', () => {
  it('carry a payload the palette-drop rule accepts', () => {
    const drop = parsePaletteDrop(createPalettePayload(getNodePaletteEntry('decision')));
    expect(drop).toEqual({ type: 'decision', paletteId: 'decision', data: { label: 'Nueva decisión' } });
  });

  it('list favourites first and the bot’s powers last', () => {
    const sections = buildPaletteSections({
      favorites: ['end', 'power-slack', 'unknown'],
      botPowers: ['notion'],
    });
    expect(sections.map((section) => section.id)).toEqual([
      'favorites',
      'basic',
      'advanced',
      'integrations',
      'ai',
      'power',
    ]);
    expect(sections[0]?.entries.map((entry) => entry.id)).toEqual(['end', 'power-slack']);
    expect(sections.at(-1)?.entries.map((entry) => entry.data)).toEqual([
      { label: 'Notion', powerId: 'notion', powerTitle: 'Notion', powerIcon: '📝' },
    ]);
  });
});

describe('save body', () => {
  it('strips React Flow’s fields and cleans the name', () => {
    const body = buildSaveBody({
      flowName: '   ',
      nodes: [
        {
          id: 'a',
          type: 'start',
          position: { x: 0, y: 0 },
          data: {},
          selected: true,
          measured: { width: 1, height: 1 },
        },
      ],
      edges: [{ id: 'e', source: 'a', target: 'a', selected: false }],
      viewport: { x: 1, y: 2, zoom: 1 },
      baseRevision: 4,
    });
    expect(body).toEqual({
      flowName: 'Flujo sin título',
      nodes: [{ id: 'a', type: 'start', position: { x: 0, y: 0 }, data: {} }],
      edges: [{ id: 'e', source: 'a', target: 'a' }],
      viewport: { x: 1, y: 2, zoom: 1 },
      baseRevision: 4,
    });
    expect(toStoredFlowName(` ${'x'.repeat(300)}`)).toHaveLength(200);
  });
});

describe('pickMostRecentPlubot', () => {
  it('picks the bot changed last', () => {
    const bots = [
      { id: 'old', created_at: '2025-01-01T00:00:00Z', updated_at: '2025-03-01T00:00:00Z' },
      { id: 'new', created_at: '2025-02-01T00:00:00Z', updated_at: '2025-02-01T00:00:00Z' },
    ];
    expect(pickMostRecentPlubot(bots)?.id).toBe('old');
    expect(pickMostRecentPlubot([])).toBeUndefined();
  });
});

describe('describeApiError', () => {
  it('says where a field error is, that the server is unreachable, or the server’s message', () => {
    const fields = new ApiError(422, 'Datos inválidos', 'VALIDATION_ERROR', {
      'nodes.3.data.label': ['Demasiado largo'],
    });
    expect(describeApiError(fields, 'fallback')).toEqual({ raw: 'nodes.3.data.label: Demasiado largo' });
    expect(describeApiError(new ApiError(0, ''), 'fallback')).toEqual({ key: 'editor.errors.offline' });
    expect(describeApiError(new ApiError(413, 'Demasiado grande'), 'fallback')).toEqual({
      raw: 'Demasiado grande',
    });
    expect(describeApiError(new Error('boom'), 'fallback')).toEqual({ key: 'fallback' });
  });

  it('reads the revision of a conflict', () => {
    expect(
      getConflictRevision(new ApiError(409, '', 'FLOW_CONFLICT', undefined, { currentRevision: 7 })),
    ).toBe(7);
    expect(getConflictRevision(new ApiError(500, ''))).toBeNull();
  });
});
