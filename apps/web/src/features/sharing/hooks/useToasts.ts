import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'achievement' | 'info';
  text: string;
}

/** How long a notice stays (spec §9: 2000 ms for success, 3000 ms for the other kinds). */
export function getToastDuration(kind: Toast['kind']): number {
  return kind === 'success' ? 2000 : 3000;
}

let toastSeq = 0;

/** Short notices of the share panel (copy failed, achievement unlocked …), each removed after its time. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const show = useCallback((kind: Toast['kind'], text: string) => {
    const id = ++toastSeq;
    setToasts((list) => [...list, { id, kind, text }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, getToastDuration(kind));
    timers.current.add(timer);
  }, []);

  return { toasts, show };
}
