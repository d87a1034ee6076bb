import type { FunnelResponse } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../helpers/formatCount';
import './AnalyticsParts.css';

type Figures = Pick<FunnelResponse, 'opened' | 'started' | 'completed' | 'medianMessages' | 'leads'> &
  Partial<Pick<FunnelResponse, 'handoffs'>>;

/**
 * The headline figures of a funnel, as its steps: opened the chat, started (wrote; their share of
 * the visits), completed (and their share), median length, leads, and who asked for a person.
 */
export function HeadlineFigures({ funnel, compact = false }: { funnel: Figures; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatCount(value, i18n.language);
  const rate = funnel.started > 0 ? Math.round((funnel.completed / funnel.started) * 100) : null;
  const wroteRate = funnel.opened > 0 ? Math.round((funnel.started / funnel.opened) * 100) : null;
  const items = [
    { key: 'opened', label: t('analytics.figures.opened'), value: number(funnel.opened) },
    {
      key: 'started',
      label: t('analytics.figures.started'),
      value: number(funnel.started),
      note: wroteRate === null ? undefined : t('analytics.figures.startedRate', { percent: wroteRate }),
    },
    {
      key: 'completed',
      label: t('analytics.figures.completed'),
      value: number(funnel.completed),
      note: rate === null ? undefined : t('analytics.figures.completedRate', { percent: rate }),
    },
    {
      key: 'median',
      label: t('analytics.figures.median'),
      value: funnel.medianMessages === null ? t('analytics.figures.none') : number(funnel.medianMessages),
    },
    { key: 'leads', label: t('analytics.figures.leads'), value: number(funnel.leads) },
    // Shown once someone asked for a person (issue #29).
    ...(funnel.handoffs
      ? [{ key: 'handoffs', label: t('analytics.figures.handoffs'), value: number(funnel.handoffs) }]
      : []),
  ];
  return (
    <dl
      className={`funnel-figures${compact ? ' funnel-figures--compact' : ''}`}
      aria-label={t('analytics.figures.label')}
    >
      {items.map((item) => (
        <div key={item.key} className="funnel-figures__item" data-testid={`funnel-figure-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>
            <span className="funnel-figures__value">{item.value}</span>
            {item.note && <span className="funnel-figures__note">{item.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
