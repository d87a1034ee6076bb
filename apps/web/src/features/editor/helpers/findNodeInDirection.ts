/** A node's box on the canvas, in flow coordinates. */
export interface NodeRect {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type NavigationDirection = 'up' | 'down' | 'left' | 'right';

/**
 * The node the keyboard focus moves to from `fromId` when an arrow key points `direction`: among
 * the nodes whose centre lies that way, those inside a 90° cone around the direction — or side by
 * side with the current node (their boxes overlap across it) — and of those the nearest, with the
 * sideways offset counting double so that a node straight ahead beats a closer one off to the side.
 * `undefined` when no node lies that way (the focus stays where it is).
 *
 * @example findNodeInDirection([start, message, end], start.id, 'down') // message.id, below start
 */
export function findNodeInDirection(
  rects: readonly NodeRect[],
  fromId: string,
  direction: NavigationDirection,
): string | undefined {
  const from = rects.find((rect) => rect.id === fromId);
  if (!from) return undefined;
  const origin = centreOf(from);
  const vertical = direction === 'up' || direction === 'down';
  const sign = direction === 'down' || direction === 'right' ? 1 : -1;
  let best: { id: string; score: number } | undefined;
  for (const rect of rects) {
    if (rect.id === fromId) continue;
    const centre = centreOf(rect);
    const ahead = sign * (vertical ? centre.y - origin.y : centre.x - origin.x);
    if (ahead <= 0) continue;
    const aside = Math.abs(vertical ? centre.x - origin.x : centre.y - origin.y);
    if (aside > ahead && !overlapsAcross(from, rect, vertical)) continue;
    const score = ahead + 2 * aside;
    if (!best || score < best.score) best = { id: rect.id, score };
  }
  return best?.id;
}

function centreOf(rect: NodeRect): { x: number; y: number } {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** Whether two boxes share a stretch across the direction of travel (a column when moving up/down). */
function overlapsAcross(a: NodeRect, b: NodeRect, vertical: boolean): boolean {
  return vertical ? a.x < b.x + b.width && b.x < a.x + a.width : a.y < b.y + b.height && b.y < a.y + a.height;
}
