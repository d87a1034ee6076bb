import { useCallback, useEffect, useRef, useState } from 'react';
import type { TextRef } from '../types';

/** Node error messages disappear after 3 s (spec §4). */
export const NODE_MESSAGE_MS = 3000;

/** A message that clears itself `ms` after it was set. */
export function useTimedMessage(ms = NODE_MESSAGE_MS): [TextRef | null, (message: TextRef | null) => void] {
  const [message, setMessage] = useState<TextRef | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: TextRef | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
