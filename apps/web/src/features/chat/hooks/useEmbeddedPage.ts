import { useEffect } from 'react';

/** The message the chat page sends to the widget around it when the visitor presses Escape. */
export const WIDGET_CLOSE_MESSAGE = 'plubot:close';

/**
 * Inside the widget's iframe: drops the page's space background (the chat window paints its own)
 * and lets Escape close the widget, which lives in the host page and cannot hear the key itself.
 */
export function useEmbeddedPage(embedded: boolean): void {
  useEffect(() => {
    if (!embedded) return;
    const root = document.documentElement;
    root.classList.add('chat-embedded');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && window.parent !== window) {
        window.parent.postMessage({ type: WIDGET_CLOSE_MESSAGE }, '*');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      root.classList.remove('chat-embedded');
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [embedded]);
}
