// The benchmark's flow: a square grid of message nodes 400 px apart (spec §9's spacing), a start in
// the first cell and an end in the last, each node linked to its right and lower neighbours (about
// two edges a node). Pure: the benchmark saves it through the API and the bare React Flow page
// (bare/main.ts) builds the very same grid from its size.

/** Distance between neighbouring nodes, in flow pixels. */
export const GRID_SPACING = 400;

export interface GridNode {
  id: string;
  type: 'start' | 'message' | 'end';
  position: { x: number; y: number };
  data: { label: string; message?: string };
}

export interface GridEdge {
  id: string;
  source: string;
  target: string;
}

export interface GridFlow {
  /** Nodes in a row of the grid. */
  columns: number;
  nodes: GridNode[];
  edges: GridEdge[];
}

/** The grid of `count` nodes (at least 2): `ceil(√count)` columns, filled row by row. */
export function buildGridFlow(count: number): GridFlow {
  const columns = getGridColumns(count);
  const nodes: GridNode[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = index === 0 ? 'start' : index === count - 1 ? 'end' : 'message';
    const label = type === 'start' ? 'Inicio' : type === 'end' ? 'Fin' : `Mensaje ${index}`;
    nodes.push({
      id: `n${index}`,
      type,
      position: { x: (index % columns) * GRID_SPACING, y: Math.floor(index / columns) * GRID_SPACING },
      data: type === 'message' ? { label, message: `Hola, este es el mensaje ${index}.` } : { label },
    });
  }
  const edges: GridEdge[] = [];
  const link = (from: number, to: number) => {
    if (to >= count || from === count - 1) return;
    edges.push({ id: `e${from}-${to}`, source: `n${from}`, target: `n${to}` });
  };
  for (let index = 0; index < count; index += 1) {
    if ((index + 1) % columns !== 0) link(index, index + 1);
    link(index, index + columns);
  }
  return { columns, nodes, edges };
}

/** Columns of the grid of `count` nodes. */
export function getGridColumns(count: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(count)));
}
