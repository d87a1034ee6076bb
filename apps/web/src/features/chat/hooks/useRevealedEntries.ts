import { useEffect, useState } from 'react';
import type { ChatEntry } from '../types';

/**
 * The entries to show now: those without a pause, or whose pause is over. While some still wait,
 * `waiting` is true (the chat shows the bot typing and holds the reply box); a timer shows each
 * one when its time comes.
 */
export function useRevealedEntries(entries: readonly ChatEntry[]): { shown: ChatEntry[]; waiting: boolean } {
  const [now, setNow] = useState(() => Date.now());
  let next = Number.POSITIVE_INFINITY;
  for (const entry of entries)
    if (entry.revealAt !== undefined && entry.revealAt > now) next = Math.min(next, entry.revealAt);

  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [next]);

  const cut = entries.findIndex((entry) => entry.revealAt !== undefined && entry.revealAt > now);
  return cut === -1
    ? { shown: [...entries], waiting: false }
    : { shown: entries.slice(0, cut), waiting: true };
}
