import type { FlowNode } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { getLayoutBounds } from './getLayoutBounds';

const message = { id: 'm', type: 'message', position: { x: 5, y: 6 }, data: {} } as FlowNode;

describe('getLayoutBounds', () => {
  it('keeps room for the full size of a node measured small in its distant view', () => {
    expect(getLayoutBounds({ ...message, measured: { width: 320, height: 56 } })).toEqual({
      x: 5,
      y: 6,
      width: 320,
      height: 200,
    });
  });

  it('takes a measured or stored size larger than the default', () => {
    expect(getLayoutBounds({ ...message, measured: { width: 400, height: 260 } })).toMatchObject({
      width: 400,
      height: 260,
    });
    expect(getLayoutBounds({ ...message, width: 500 })).toMatchObject({ width: 500, height: 200 });
  });
});
