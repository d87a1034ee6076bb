import { type FlowDiff, NODE_CATALOGUE } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { connectionPath, layoutChanges, nodesToPlace, type Place } from './layoutChanges';

/** The draft adds «precio» after «menu», removes «viejo» (and its connection), and changes «hola». */
const diff: FlowDiff = {
  nodes: {
    added: [{ id: 'precio', type: 'message', title: 'Precio' }],
    removed: [{ id: 'viejo', type: 'message', title: 'Viejo' }],
    changed: [{ id: 'hola', type: 'message', title: 'Hola', fields: [] }],
  },
  edges: {
    added: [{ id: 'e-new', source: 'menu', target: 'precio', sourceHandle: 'output-c1' }],
    removed: [{ id: 'e-old', source: 'menu', target: 'viejo', sourceHandle: 'output-c1' }],
  },
  counts: { added: 2, removed: 2, changed: 1 },
};

const places: Record<string, Place> = {
  hola: { x: 0, y: 0, width: 200, height: 80 },
  menu: { x: 0, y: 200, width: 200, height: 100, handles: { 'output-c0': 50, 'output-c1': 150 } },
  precio: { x: 300, y: 500, width: 200, height: 80 },
};

const liveNodes = [
  { id: 'hola', type: 'message', position: { x: 0, y: 0 } },
  { id: 'menu', type: 'decision', position: { x: 0, y: 200 } },
  { id: 'viejo', type: 'message', position: { x: -300, y: 500 } },
];

describe('layoutChanges', () => {
  it('needs the places of the framed nodes and of both ends of every changed connection', () => {
    expect(nodesToPlace(diff).sort()).toEqual(['hola', 'menu', 'precio', 'viejo']);
  });

  it('frames added and changed nodes where the draft has them and ghosts removed ones where the live version had them', () => {
    const { boxes } = layoutChanges(diff, places, liveNodes);
    expect(boxes.map((box) => [box.kind, box.id, box.x, box.y])).toEqual([
      ['added', 'precio', 300, 500],
      ['changed', 'hola', 0, 0],
      ['removed', 'viejo', -300, 500],
    ]);
    expect(boxes.find((box) => box.id === 'viejo')?.title).toBe('Viejo');
  });

  it('draws an added connection from its own handle and a removed one to the ghost of its target', () => {
    const { connections } = layoutChanges(diff, places, liveNodes);
    expect(connections.map((line) => [line.kind, line.id])).toEqual([
      ['added', 'e-new'],
      ['removed', 'e-old'],
    ]);
    // From the second button's handle (x 150) at the bottom of «menu» (y 300) to the top centre of «precio».
    expect(connections[0]?.path).toMatch(/^M 150 300 C .* 400 500$/);
    // To the top centre of the ghost, where the live version had «viejo».
    expect(connections[1]?.path.endsWith(`${-300 + NODE_CATALOGUE.message.defaultSize.width / 2} 500`)).toBe(
      true,
    );
  });

  it('leaves out what it cannot place', () => {
    const { boxes, connections } = layoutChanges(diff, {}, []);
    expect(boxes).toEqual([]);
    expect(connections).toEqual([]);
  });
});

describe('connectionPath', () => {
  it('starts at the default handle, or the middle of the node when none was measured', () => {
    const target: Place = { x: 0, y: 400, width: 100, height: 50 };
    expect(connectionPath({ x: 0, y: 0, width: 100, height: 50, handles: { '': 30 } }, null, target)).toMatch(
      /^M 30 50 /,
    );
    expect(connectionPath({ x: 0, y: 0, width: 100, height: 50 }, 'output-x', target)).toMatch(/^M 50 50 /);
  });
});
