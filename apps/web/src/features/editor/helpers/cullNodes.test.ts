import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EditorEdge, EditorNode } from '../types';
import { CULLING_MARGIN_PX, type CullingView, getRenderedEdges, getRenderedNodeIds } from './cullNodes';

/** A message node (320 × 200 by default) at a position. */
function message(id: string, x: number, y: number, extra: Partial<EditorNode> = {}): EditorNode {
  return {
    id,
    type: 'message',
    position: { x, y },
    data: { label: id, message: 'Hola' },
    ...extra,
  } as EditorNode;
}

const SCREEN: CullingView = { x: 0, y: 0, zoom: 1, width: 1280, height: 720 };

describe('getRenderedNodeIds', () => {
  it('draws the nodes on screen and those within 400 px outside it, not farther ones', () => {
    const nodes = [
      message('onScreen', 100, 100),
      message('justRight', 1280 + 350, 100),
      message('justAbove', 100, -200 - 390),
      message('farRight', 1280 + 450, 100),
      message('farBelow', 100, 720 + 401),
    ];
    expect(getRenderedNodeIds(nodes, SCREEN)).toEqual(new Set(['onScreen', 'justRight', 'justAbove']));
  });

  it('measures the margin in screen pixels, so it covers more of the flow when zoomed out', () => {
    // At zoom 0.5 the 400 px margin is 800 flow units; the screen spans 2560 flow units.
    const nodes = [message('inMargin', 2560 + 700, 0), message('beyond', 2560 + 900, 0)];
    const ids = getRenderedNodeIds(nodes, { ...SCREEN, zoom: 0.5 });
    expect(ids).toEqual(new Set(['inMargin']));
  });

  it('follows the pan: the viewport offset moves the drawn area', () => {
    const nodes = [message('origin', 0, 0), message('far', 5000, 0)];
    const ids = getRenderedNodeIds(nodes, { ...SCREEN, x: -4800 });
    expect(ids).toEqual(new Set(['far']));
  });

  it('uses the measured size, else the type’s default size', () => {
    // Left of the screen and its margin by 10 px with a 320 px default width; 600 px measured reaches it.
    const left = -CULLING_MARGIN_PX - 330;
    expect(getRenderedNodeIds([message('default', left, 0)], SCREEN).size).toBe(0);
    const measured = message('measured', left, 0, { measured: { width: 600, height: 200 } });
    expect(getRenderedNodeIds([measured], SCREEN)).toEqual(new Set(['measured']));
  });

  it('always draws selected and dragged nodes and the ones asked to be kept (open forms)', () => {
    const nodes = [
      message('selected', 9000, 9000, { selected: true }),
      message('dragged', -9000, 0, { dragging: true }),
      message('editing', 0, 9000),
      message('other', 9000, 0),
    ];
    const ids = getRenderedNodeIds(nodes, SCREEN, { keep: ['editing', null] });
    expect(ids).toEqual(new Set(['selected', 'dragged', 'editing']));
  });

  it('draws exactly the nodes touching the grown screen, for any view (property)', () => {
    const node = fc.record({
      x: fc.integer({ min: -20000, max: 20000 }),
      y: fc.integer({ min: -20000, max: 20000 }),
      width: fc.option(fc.integer({ min: 1, max: 800 }), { nil: undefined }),
      selected: fc.boolean(),
    });
    const view = fc.record({
      x: fc.integer({ min: -20000, max: 20000 }),
      y: fc.integer({ min: -20000, max: 20000 }),
      zoom: fc.double({ min: 0.1, max: 2.5, noNaN: true }),
      width: fc.integer({ min: 200, max: 2560 }),
      height: fc.integer({ min: 200, max: 1440 }),
    });
    fc.assert(
      fc.property(fc.array(node, { maxLength: 40 }), view, (specs, screen) => {
        const nodes = specs.map((spec, index) =>
          message(`n${index}`, spec.x, spec.y, {
            selected: spec.selected,
            ...(spec.width === undefined ? {} : { measured: { width: spec.width, height: 100 } }),
          }),
        );
        const ids = getRenderedNodeIds(nodes, screen);
        for (const [index, spec] of specs.entries()) {
          const width = spec.width ?? 320;
          const height = spec.width === undefined ? 200 : 100;
          // The node's corners on screen, in screen pixels.
          const left = spec.x * screen.zoom + screen.x;
          const top = spec.y * screen.zoom + screen.y;
          const right = left + width * screen.zoom;
          const bottom = top + height * screen.zoom;
          const m = CULLING_MARGIN_PX;
          const clearlyInside =
            right > -m + 1e-6 &&
            left < screen.width + m - 1e-6 &&
            bottom > -m + 1e-6 &&
            top < screen.height + m - 1e-6;
          const clearlyOutside =
            right < -m - 1e-6 ||
            left > screen.width + m + 1e-6 ||
            bottom < -m - 1e-6 ||
            top > screen.height + m + 1e-6;
          const drawn = ids.has(`n${index}`);
          if (spec.selected || clearlyInside) expect(drawn).toBe(true);
          else if (clearlyOutside) expect(drawn).toBe(false);
        }
        // Growing the margin never drops a node.
        const wider = getRenderedNodeIds(nodes, screen, { margin: CULLING_MARGIN_PX * 2 });
        for (const id of ids) expect(wider.has(id)).toBe(true);
      }),
    );
  });
});

describe('getRenderedEdges', () => {
  const edge = (id: string, source: string, target: string, selected = false): EditorEdge =>
    ({ id, source, target, selected }) as EditorEdge;

  it('keeps an edge when either end is drawn, or when it is selected', () => {
    const edges = [
      edge('both', 'a', 'b'),
      edge('one', 'a', 'z'),
      edge('none', 'y', 'z'),
      edge('sel', 'y', 'z', true),
    ];
    const kept = getRenderedEdges(edges, new Set(['a', 'b']));
    expect(kept.map((candidate) => candidate.id)).toEqual(['both', 'one', 'sel']);
  });
});
