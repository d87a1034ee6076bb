import { type RefObject, useEffect } from 'react';
import { computeDockLift, type ScreenBox } from '../helpers/computeDockLift';

/** What the floating dock keeps clear of: the page's primary buttons, and anything marked to avoid. */
export const DOCK_AVOID_SELECTOR = '.btn--primary, [data-byte-avoid]';

/** The CSS variable the dock's stylesheet rises by. */
const LIFT_VARIABLE = '--byte-dock-lift';

/**
 * Keeps the fixed 'Pregúntale a Byte' dock off the page's primary buttons («Descubre tu poder»,
 * «Continuar», «Activar Plubot» …): whenever the page scrolls, resizes or changes, the dock rises
 * just above any such button it would cover, and settles back once it covers none.
 */
export function useDockLift(dockRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const dock = dockRef.current;
    if (!enabled || !dock) return;
    let frame = 0;
    let lift = 0;
    const update = () => {
      frame = 0;
      const box = dock.getBoundingClientRect();
      // Where the dock rests: its box without the current lift.
      const resting: ScreenBox = {
        left: box.left,
        right: box.right,
        top: box.top + lift,
        bottom: box.bottom + lift,
      };
      const targets = [...document.querySelectorAll<HTMLElement>(DOCK_AVOID_SELECTOR)]
        .filter((element) => !dock.contains(element))
        .map((element) => element.getBoundingClientRect());
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const next = computeDockLift(resting, targets, { minTop: header + 8 });
      if (next !== lift) {
        lift = next;
        dock.style.setProperty(LIFT_VARIABLE, `${lift}px`);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'disabled', 'hidden', 'style'],
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      resizes.disconnect();
      mutations.disconnect();
      dock.style.removeProperty(LIFT_VARIABLE);
    };
  }, [dockRef, enabled]);
}
