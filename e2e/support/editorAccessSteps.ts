/// <reference lib="dom" />
import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';

// Shared steps of e2e/editorAccess.spec.ts: the editor used by touch alone (taps, long presses and
// pinches sent as real touch events through the DevTools protocol) and by keyboard alone.

/** A node of the canvas by its type. */
export const canvasNode = (page: Page, type: string): Locator => page.locator(`.react-flow__node-${type}`);

/** Whether `target` has the keyboard focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 })
    .catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks the page; fails
 * after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 120 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target}`).toBe(true);
}

/** The centre of an element on the screen, once it stands still. */
async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Touch input through the DevTools protocol: a finger held down, or two fingers pinching. */
export class TouchScreen {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async of(page: Page): Promise<TouchScreen> {
    return new TouchScreen(page, await page.context().newCDPSession(page));
  }

  /**
   * Holds a finger on `target` for `ms` without moving, then lifts it: well past the 500 ms a long
   * press takes, so that a busy page's late timer still fires before the finger lifts.
   */
  async longPress(target: Locator, ms = 1_200): Promise<void> {
    const { x, y } = await centreOf(target);
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await this.page.waitForTimeout(ms);
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Two fingers around a point moving apart (`factor` > 1, zoom in) or together. */
  async pinch({ x, y }: { x: number; y: number }, factor: number): Promise<void> {
    const from = 40;
    const to = from * factor;
    const points = (gap: number) => [
      { x: x - gap, y, id: 0 },
      { x: x + gap, y, id: 1 },
    ];
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
    const steps = 8;
    for (let step = 1; step <= steps; step++) {
      const gap = from + ((to - from) * step) / steps;
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(gap) });
      await this.page.waitForTimeout(16);
    }
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

/** The canvas's zoom, read from React Flow's viewport transform. */
export async function canvasZoom(page: Page): Promise<number> {
  const transform = await page
    .locator('.react-flow__viewport')
    .evaluate((element) => element.style.transform);
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? Number.NaN);
}

/** The canvas's zoom once it stands still (a fit or zoom animation has ended). */
export async function settledZoom(page: Page): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const zoom = await canvasZoom(page);
        const steady = zoom === previous;
        previous = zoom;
        return steady;
      },
      { intervals: [150, 150, 250] },
    )
    .toBe(true);
  return previous;
}

/** The id and screen centre of the canvas node that has the keyboard focus, if one has. */
export async function focusedNode(page: Page): Promise<{ id: string; x: number; y: number } | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || !element.classList.contains('react-flow__node')) return null;
    const box = element.getBoundingClientRect();
    return { id: element.dataset.id ?? '', x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
}

/** The title bar's and the canvas controls' buttons that stick out of the screen, by name. */
export async function controlsOffScreen(page: Page): Promise<string[]> {
  return page
    .locator('.editor-titlebar :is(button, a, input), .canvas-controls button')
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false;
          return box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight;
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName),
    );
}

/** Whether what a tap at the centre of `target` reaches is `target` itself (nothing covers it). */
export async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * A point of the canvas with nothing but empty canvas 60 px either side of it — where a pinch
 * zooms (React Flow does not pan or zoom from a gesture that starts on a node).
 */
export async function emptyCanvasPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.locator('.react-flow__pane').evaluate((pane) => {
    const box = pane.getBoundingClientRect();
    const isPane = (x: number, y: number) => document.elementFromPoint(x, y) === pane;
    for (let y = box.top + 40; y < box.bottom - 40; y += 20)
      for (let x = box.left + 70; x < box.right - 70; x += 20)
        if (isPane(x - 60, y) && isPane(x, y) && isPane(x + 60, y)) return { x, y };
    return null;
  });
  expect(point, 'no empty stretch of canvas to pinch on').not.toBeNull();
  return point!;
}

/** Where a node stands on the canvas, in flow coordinates (React Flow's transform of its wrapper). */
export async function flowPosition(node: Locator): Promise<{ x: number; y: number }> {
  const transform = await node.evaluate((element) => (element as HTMLElement).style.transform);
  const [, x, y] = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(transform) ?? [];
  return { x: Number(x), y: Number(y) };
}
