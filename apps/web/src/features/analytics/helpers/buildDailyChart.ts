import type { DailyAnalyticsResponse } from '@plubot/contracts';

/** The figures drawn day by day, in drawing order. */
export const DAILY_SERIES = ['started', 'completed', 'leads'] as const;
export type DailySeries = (typeof DAILY_SERIES)[number];

type Day = DailyAnalyticsResponse['days'][number];

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  readonly day: string;
  readonly value: number;
}

/** Everything the SVG of the daily chart needs, in the SVG's own units. */
export interface DailyChart {
  readonly width: number;
  readonly height: number;
  readonly plot: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
  /** The top of the value axis: a round number at or above the largest figure. */
  readonly maxValue: number;
  readonly yTicks: readonly { readonly value: number; readonly y: number }[];
  readonly xTicks: readonly { readonly day: string; readonly x: number }[];
  readonly series: Readonly<
    Record<DailySeries, { readonly points: readonly ChartPoint[]; readonly path: string }>
  >;
}

const Y_TICKS = 4;
const MAX_X_TICKS = 6;
const MIN_X_TICK_GAP = 64;
const MARGIN = { left: 40, top: 12, right: 12, bottom: 28 } as const;

/**
 * Lays out the day-by-day figures on a `width` × `height` chart: one polyline per figure, a value
 * axis rounded up to a tidy number with {@link Y_TICKS} steps, and at most six day labels, fewer on a
 * narrow chart (the first and the last always among them).
 */
export function buildDailyChart(days: readonly Day[], size: { width: number; height: number }): DailyChart {
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    right: size.width - MARGIN.right,
    bottom: size.height - MARGIN.bottom,
  };
  const largest = Math.max(0, ...days.flatMap((day) => DAILY_SERIES.map((name) => day[name])));
  const maxValue = niceMax(largest);
  const xOf = (index: number) =>
    days.length <= 1
      ? (plot.left + plot.right) / 2
      : plot.left + ((plot.right - plot.left) * index) / (days.length - 1);
  const yOf = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / maxValue;
  const round = (value: number) => Math.round(value * 10) / 10;

  const line = (name: DailySeries) => {
    const points = days.map((day, index) => ({
      x: round(xOf(index)),
      y: round(yOf(day[name])),
      day: day.day,
      value: day[name],
    }));
    const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
    return { points, path };
  };
  const series: DailyChart['series'] = {
    started: line('started'),
    completed: line('completed'),
    leads: line('leads'),
  };

  const yTicks = Array.from({ length: Y_TICKS + 1 }, (_, step) => {
    const value = (maxValue / Y_TICKS) * step;
    return { value, y: round(yOf(value)) };
  });
  // A day label takes about MIN_X_TICK_GAP pixels: a phone's narrow chart gets fewer of them.
  const fitting = Math.max(2, Math.floor((plot.right - plot.left) / MIN_X_TICK_GAP) + 1);
  const tickCount = Math.min(days.length, MAX_X_TICKS, fitting);
  const tickIndexes =
    tickCount <= 1
      ? days.length > 0
        ? [0]
        : []
      : [
          ...new Set(
            Array.from({ length: tickCount }, (_, i) =>
              Math.round((i * (days.length - 1)) / (tickCount - 1)),
            ),
          ),
        ];
  const xTicks = tickIndexes.map((index) => ({ day: days[index]?.day ?? '', x: round(xOf(index)) }));

  return { width: size.width, height: size.height, plot, maxValue, yTicks, xTicks, series };
}

/** The smallest top at or above `value` made of four whole steps of 1, 2, 3 or 5 × 10ⁿ (4, 8, 12, 20, 40 …). */
function niceMax(value: number): number {
  if (value <= Y_TICKS) return Y_TICKS;
  const rawStep = value / Y_TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step =
    [1, 2, 3, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rawStep) ?? rawStep;
  return step * Y_TICKS;
}
