import type { DailyAnalyticsResponse } from '@plubot/contracts';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildDailyChart, DAILY_SERIES } from '../helpers/buildDailyChart';
import { formatCount } from '../helpers/formatCount';
import { formatIsoDay } from '../helpers/formatIsoDay';
import { useElementWidth } from '../hooks/useElementWidth';
import './AnalyticsDashboard.css';
import { FunnelTableScroll } from './FunnelTableScroll';

const HEIGHT = 220;
/** Dots on each day are drawn up to this many days; past it the lines alone read better. */
const MAX_DOTS = 45;

/**
 * The day-by-day chart of started, completed and leads: an SVG drawn at the width of its box (so
 * its text stays legible on a phone), described for screen readers, with the same figures in a
 * table below.
 */
export function DailyChart({ daily }: { daily: DailyAnalyticsResponse }) {
  const { t, i18n } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const width = Math.max(280, useElementWidth(boxRef, 640));
  const chart = useMemo(() => buildDailyChart(daily.days, { width, height: HEIGHT }), [daily.days, width]);
  const titleId = useId();
  const descId = useId();
  const language = i18n.language;
  const number = (value: number) => formatCount(value, language);
  const totals = Object.fromEntries(
    DAILY_SERIES.map((name) => [name, daily.days.reduce((sum, day) => sum + day[name], 0)]),
  ) as Record<(typeof DAILY_SERIES)[number], number>;
  const labels = {
    started: t('analytics.figures.started'),
    completed: t('analytics.figures.completed'),
    leads: t('analytics.figures.leads'),
  };

  return (
    <div className="funnel-chart">
      <ul className="funnel-chart__legend">
        {DAILY_SERIES.map((name) => (
          <li key={name} className={`funnel-chart__key funnel-chart__key--${name}`}>
            <span aria-hidden="true" /> {labels[name]}
          </li>
        ))}
      </ul>
      <div ref={boxRef} className="funnel-chart__box">
        <svg
          className="funnel-chart__svg"
          width={chart.width}
          height={chart.height}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>{t('analytics.chart.title')}</title>
          <desc id={descId}>
            {t('analytics.chart.description', {
              from: formatIsoDay(daily.from, language),
              to: formatIsoDay(daily.to, language),
              started: number(totals.started),
              completed: number(totals.completed),
              leads: number(totals.leads),
            })}
          </desc>
          {chart.yTicks.map((tick) => (
            <g key={tick.value} className="funnel-chart__grid">
              <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
              <text x={chart.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {number(tick.value)}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick, index) => (
            <text
              key={tick.day}
              className="funnel-chart__day"
              x={tick.x}
              y={chart.plot.bottom + 18}
              textAnchor={
                chart.xTicks.length > 1 && index === 0
                  ? 'start'
                  : index === chart.xTicks.length - 1 && chart.xTicks.length > 1
                    ? 'end'
                    : 'middle'
              }
            >
              {formatIsoDay(tick.day, language, 'short')}
            </text>
          ))}
          {DAILY_SERIES.map((name) => (
            <g key={name} className={`funnel-chart__series funnel-chart__series--${name}`}>
              <path d={chart.series[name].path} />
              {daily.days.length <= MAX_DOTS &&
                chart.series[name].points.map((point) => (
                  <circle key={point.day} cx={point.x} cy={point.y} r={daily.days.length === 1 ? 4 : 2.5} />
                ))}
            </g>
          ))}
        </svg>
      </div>
      <details className="funnel-chart__data">
        <summary>{t('analytics.chart.showTable')}</summary>
        <FunnelTableScroll label={t('analytics.chart.tableLabel')}>
          <table className="funnel-table">
            <thead>
              <tr>
                <th scope="col">{t('analytics.chart.day')}</th>
                {DAILY_SERIES.map((name) => (
                  <th key={name} scope="col" className="funnel-table__number">
                    {labels[name]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{formatIsoDay(day.day, language)}</time>
                  </th>
                  {DAILY_SERIES.map((name) => (
                    <td key={name} className="funnel-table__number">
                      {number(day[name])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </FunnelTableScroll>
      </details>
    </div>
  );
}
