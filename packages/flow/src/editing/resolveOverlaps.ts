import type { FlowNode, NodePosition } from '../model/nodeSchema';

/** Overlapping nodes move this far right and down per step (spec §4). */
export const OVERLAP_SHIFT = 20;

const MAX_SHIFTS = 10_000;

/**
 * Moves nodes that sit on top of an earlier node (closer than 20 px on both axes) 20 px right and
 * down, step by step, until each has a spot of its own. Earlier nodes keep their place; nodes that
 * need no move are returned as they are.
 */
export function resolveOverlaps(nodes: readonly FlowNode[]): FlowNode[] {
  const occupied = new SpatialIndex();
  return nodes.map((node) => {
    const position = shiftWhile(node.position, (candidate) => occupied.hasNear(candidate));
    occupied.add(position);
    return position === node.position ? node : { ...node, position };
  });
}

/**
 * The first position from `position` onwards, in 20 px diagonal steps, that no other node
 * overlaps; use it to place a dropped or pasted node.
 */
export function shiftUntilFree(
  position: NodePosition,
  nodes: readonly FlowNode[],
  options: { ignoreId?: string } = {},
): NodePosition {
  const occupied = new SpatialIndex();
  for (const node of nodes) if (node.id !== options.ignoreId) occupied.add(node.position);
  const free = shiftWhile(position, (candidate) => occupied.hasNear(candidate));
  return free === position ? { x: position.x, y: position.y } : free;
}

function shiftWhile(start: NodePosition, isTaken: (position: NodePosition) => boolean): NodePosition {
  let position = start;
  for (let step = 0; step < MAX_SHIFTS && isTaken(position); step += 1) {
    position = { x: position.x + OVERLAP_SHIFT, y: position.y + OVERLAP_SHIFT };
  }
  return position;
}

/** Positions bucketed in 20 px cells so each overlap check looks at 9 cells, not every node. */
class SpatialIndex {
  private readonly cells = new Map<string, NodePosition[]>();

  add(position: NodePosition): void {
    const key = cellKey(Math.floor(position.x / OVERLAP_SHIFT), Math.floor(position.y / OVERLAP_SHIFT));
    const cell = this.cells.get(key);
    if (cell) cell.push(position);
    else this.cells.set(key, [position]);
  }

  hasNear(position: NodePosition): boolean {
    const cx = Math.floor(position.x / OVERLAP_SHIFT);
    const cy = Math.floor(position.y / OVERLAP_SHIFT);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const cell = this.cells.get(cellKey(cx + dx, cy + dy));
        if (cell?.some((other) => overlaps(position, other))) return true;
      }
    }
    return false;
  }
}

function overlaps(a: NodePosition, b: NodePosition): boolean {
  return Math.abs(a.x - b.x) < OVERLAP_SHIFT && Math.abs(a.y - b.y) < OVERLAP_SHIFT;
}

function cellKey(x: number, y: number): string {
  return `${x}:${y}`;
}
