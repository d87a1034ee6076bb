import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';

const MINUTE = 60_000;

/**
 * The header's 'last saved' text (spec §2): 'Nunca' before any save, 'Ahora mismo' under a minute,
 * 'Hace {n} min' under an hour, otherwise the save time as HH:MM in local time.
 *
 * @example formatLastSaved(Date.now() - 5 * 60_000, Date.now()).message // 'Hace 5 min'
 */
export function formatLastSaved(
  lastSaved: Date | number | null | undefined,
  now: Date | number,
): FlowMessage {
  if (lastSaved === null || lastSaved === undefined) return createFlowMessage('lastSaved.never');
  const saved = new Date(lastSaved);
  if (Number.isNaN(saved.getTime())) return createFlowMessage('lastSaved.never');
  const elapsed = new Date(now).getTime() - saved.getTime();
  if (elapsed < MINUTE) return createFlowMessage('lastSaved.justNow');
  if (elapsed < 60 * MINUTE)
    return createFlowMessage('lastSaved.minutesAgo', { n: Math.floor(elapsed / MINUTE) });
  const time = `${pad(saved.getHours())}:${pad(saved.getMinutes())}`;
  return createFlowMessage('lastSaved.at', { time });
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
