import type { ProgressEvent } from '@plubot/contracts';

export interface MonthGroup {
  /** `YYYY-MM` in the reader's time zone. */
  month: string;
  /** The first day of the month, for its heading. */
  date: Date;
  events: ProgressEvent[];
  xp: number;
  plucoins: number;
}

/**
 * The ledger (newest first) in groups per calendar month of the reader's time zone, newest month
 * first, each with the XP and PluCoins it added (spends count negative). Events keep their order.
 */
export function groupEventsByMonth(events: readonly ProgressEvent[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  const byMonth = new Map<string, MonthGroup>();
  const sorted = [...events].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  for (const event of sorted) {
    const at = new Date(event.created_at);
    if (Number.isNaN(at.getTime())) continue;
    const month = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
    let group = byMonth.get(month);
    if (!group) {
      group = { month, date: new Date(at.getFullYear(), at.getMonth(), 1), events: [], xp: 0, plucoins: 0 };
      byMonth.set(month, group);
      groups.push(group);
    }
    group.events.push(event);
    group.xp += event.xp;
    group.plucoins += event.plucoins;
  }
  return groups;
}
