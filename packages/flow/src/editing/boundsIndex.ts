import { type Bounds, doBoundsIntersect } from './nodeBounds';

const CELL = 500;
const MAX_BUCKETED_SIZE = 10 * CELL;

/** Rectangles bucketed in 500 px cells, so a check looks only at nearby nodes. */
export class BoundsIndex {
  private readonly cells = new Map<string, Bounds[]>();
  /** Rectangles too large to bucket are checked every time. */
  private readonly large: Bounds[] = [];

  constructor(all: readonly Bounds[]) {
    for (const bounds of all) {
      if (bounds.width > MAX_BUCKETED_SIZE || bounds.height > MAX_BUCKETED_SIZE) this.large.push(bounds);
      else for (const key of cellKeys(bounds)) this.bucket(key).push(bounds);
    }
  }

  intersects(candidate: Bounds): boolean {
    if (this.large.some((bounds) => doBoundsIntersect(candidate, bounds))) return true;
    for (const key of cellKeys(candidate)) {
      if (this.cells.get(key)?.some((bounds) => doBoundsIntersect(candidate, bounds))) return true;
    }
    return false;
  }

  private bucket(key: string): Bounds[] {
    let cell = this.cells.get(key);
    if (!cell) {
      cell = [];
      this.cells.set(key, cell);
    }
    return cell;
  }
}

function* cellKeys(bounds: Bounds): Generator<string> {
  const lastX = Math.floor((bounds.x + bounds.width) / CELL);
  const lastY = Math.floor((bounds.y + bounds.height) / CELL);
  for (let x = Math.floor(bounds.x / CELL); x <= lastX; x += 1) {
    for (let y = Math.floor(bounds.y / CELL); y <= lastY; y += 1) yield `${x}:${y}`;
  }
}
