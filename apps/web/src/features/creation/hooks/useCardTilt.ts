import { type PointerEvent, useCallback } from 'react';
import { computeCardTilt, TILT_MIN_VIEWPORT_PX } from '../helpers/computeCardTilt';

const WIDE_QUERY = `(min-width: ${TILT_MIN_VIEWPORT_PX + 1}px)`;
const CALM_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Pointer handlers that lean a card towards the pointer, only on viewports wider than 768 px and
 * never with reduced motion (spec §9).
 */
export function useCardTilt() {
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch') return;
    if (!window.matchMedia(WIDE_QUERY).matches || window.matchMedia(CALM_QUERY).matches) return;
    const card = event.currentTarget;
    const box = card.getBoundingClientRect();
    const { rotateX, rotateY } = computeCardTilt(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      { width: box.width, height: box.height },
    );
    card.style.transform = `perspective(800px) rotateX(${rotateX}deg) rotateY(${rotateY}deg)`;
  }, []);
  const onPointerLeave = useCallback((event: PointerEvent<HTMLElement>) => {
    event.currentTarget.style.transform = '';
  }, []);
  return { onPointerMove, onPointerLeave };
}
