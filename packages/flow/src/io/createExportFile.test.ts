import { describe, expect, it } from 'vitest';
import { exportFileSchema } from '../model/exportFileSchema';
import { edge, node } from '../testing/graphBuilders';
import { createExportFile } from './createExportFile';
import { getExportFileName } from './getExportFileName';

describe('createExportFile', () => {
  const graph = { nodes: [node('a', 'start'), node('b', 'end')], edges: [edge('a', 'b')] };
  const now = new Date('2025-03-09T10:11:12.000Z');

  it('writes metadata version 1.0, the bot name, dates and counts', () => {
    const file = createExportFile(graph, { plubotName: 'Soporte', flowId: 'p1', now });
    expect(file.metadata).toEqual({
      version: '1.0',
      plubotName: 'Soporte',
      flowId: 'p1',
      createdAt: '2025-03-09T10:11:12.000Z',
      exportDate: '2025-03-09T10:11:12.000Z',
      nodeCount: 2,
      edgeCount: 1,
    });
    expect(file.nodes).toEqual(graph.nodes);
    expect(exportFileSchema.safeParse(file).success).toBe(true);
  });

  it("names an unnamed bot 'Mi Chatbot'", () => {
    expect(createExportFile(graph, { plubotName: '  ', now }).metadata.plubotName).toBe('Mi Chatbot');
  });
});

describe('getExportFileName', () => {
  const date = new Date('2025-03-09T23:30:00.000Z');

  it('is flujo-{name}-{YYYY-MM-DD}.json', () => {
    expect(getExportFileName('Soporte', date)).toBe('flujo-Soporte-2025-03-09.json');
  });

  it('makes the name safe for a file system', () => {
    expect(getExportFileName('Mi bot: ventas/2025', date)).toBe('flujo-Mi-bot-ventas-2025-2025-03-09.json');
    expect(getExportFileName('a\u0007b', date)).toBe('flujo-a-b-2025-03-09.json');
  });

  it('falls back to Mi Chatbot', () => {
    expect(getExportFileName('', date)).toBe('flujo-Mi-Chatbot-2025-03-09.json');
    expect(getExportFileName(null, date)).toBe('flujo-Mi-Chatbot-2025-03-09.json');
  });
});
