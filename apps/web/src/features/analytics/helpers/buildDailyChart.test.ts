import { describe, expect, it } from 'vitest';
import { buildDailyChart } from './buildDailyChart';

const day = (iso: string, started: number, completed: number, leads: number) => ({
  day: iso,
  opened: started,
  started,
  completed,
  leads,
});
const SIZE = { width: 440, height: 200 };

describe('buildDailyChart', () => {
  it('rounds the value axis up to a tidy top with whole steps', () => {
    expect(buildDailyChart([day('2025-03-01', 37, 10, 2)], SIZE).maxValue).toBe(40);
    expect(buildDailyChart([day('2025-03-01', 0, 0, 0)], SIZE).maxValue).toBe(4);
    expect(buildDailyChart([day('2025-03-01', 3, 1, 0)], SIZE).maxValue).toBe(4);
    expect(buildDailyChart([day('2025-03-01', 101, 0, 0)], SIZE).maxValue).toBe(120);
    expect(buildDailyChart([day('2025-03-01', 9, 0, 0)], SIZE).yTicks.map((tick) => tick.value)).toEqual([
      0, 3, 6, 9, 12,
    ]);
  });

  it('spreads the days across the plot, the largest figure highest', () => {
    const chart = buildDailyChart(
      [day('2025-03-01', 0, 0, 0), day('2025-03-02', 8, 4, 1), day('2025-03-03', 2, 2, 0)],
      SIZE,
    );
    const started = chart.series.started.points;
    expect(started.map((point) => point.x)).toEqual([
      chart.plot.left,
      (chart.plot.left + chart.plot.right) / 2,
      chart.plot.right,
    ]);
    expect(started[0]?.y).toBe(chart.plot.bottom);
    expect(started[1]?.y).toBe(chart.plot.top);
    expect(chart.series.completed.points[1]?.y).toBeGreaterThan(chart.plot.top);
    expect(chart.series.leads.path.startsWith(`M${chart.plot.left} ${chart.plot.bottom} L`)).toBe(true);
  });

  it('labels at most six days, always the first and the last', () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      day(`2025-03-${String(i + 1).padStart(2, '0')}`, i, 0, 0),
    );
    const ticks = buildDailyChart(days, SIZE).xTicks;
    expect(ticks.length).toBe(6);
    expect(ticks[0]?.day).toBe('2025-03-01');
    expect(ticks.at(-1)?.day).toBe('2025-03-30');
    expect(buildDailyChart(days.slice(0, 2), SIZE).xTicks.map((tick) => tick.day)).toEqual([
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('labels fewer days on a narrow chart, still ending on the last', () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      day(`2025-03-${String(i + 1).padStart(2, '0')}`, i, 0, 0),
    );
    const narrow = buildDailyChart(days, { width: 280, height: 200 }).xTicks;
    expect(narrow.length).toBe(4);
    expect(narrow.at(-1)?.day).toBe('2025-03-30');
  });

  it('draws a single day in the middle and nothing for no days', () => {
    const single = buildDailyChart([day('2025-03-01', 1, 1, 1)], SIZE);
    expect(single.series.started.points[0]?.x).toBe(220 + (40 - 12) / 2);
    expect(buildDailyChart([], SIZE).xTicks).toEqual([]);
    expect(buildDailyChart([], SIZE).series.started.path).toBe('');
  });
});
