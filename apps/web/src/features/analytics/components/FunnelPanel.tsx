import type { FunnelResponse } from '@plubot/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import type { RangePreset } from '../helpers/analyticsRange';
import type { FunnelOverlay } from '../helpers/buildFunnelOverlay';
import { AnalyticsEmpty } from './AnalyticsEmpty';
import { HeadlineFigures } from './HeadlineFigures';
import { PresetRangePicker } from './PresetRangePicker';
import { WorstDropOff } from './WorstDropOff';
import './FunnelPanel.css';

/** The ranges the editor's panel offers. */
export const EDITOR_RANGE_PRESETS = [7, 30, 90] as const satisfies readonly RangePreset[];

export interface FunnelPanelProps {
  readonly plubotId: string;
  readonly days: RangePreset;
  readonly onDaysChange: (days: RangePreset) => void;
  readonly funnel: UseQueryResult<FunnelResponse>;
  readonly overlay: FunnelOverlay | null;
  /** The worst drop-off node as the flow has it now (type and data), when there is one. */
  readonly worstNode: { readonly type?: string | undefined; readonly data?: unknown } | undefined;
  readonly onFocusNode: (nodeId: string) => void;
  readonly onShare: () => void;
  readonly onClose: () => void;
}

/**
 * The editor's analytics panel over the canvas: the range (7 / 30 / 90 días), the headline figures,
 * the worst drop-off with advice and a button to centre on it; an empty state that says how to get
 * conversations, and an error with a retry. The canvas itself draws the rest (badges, edge widths).
 */
export function FunnelPanel({
  plubotId,
  days,
  onDaysChange,
  funnel,
  overlay,
  worstNode,
  onFocusNode,
  onShare,
  onClose,
}: FunnelPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  // On a phone the panel starts folded so the canvas stays visible.
  const [collapsed, setCollapsed] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)')?.matches === true,
  );

  return (
    <section className="funnel-panel" aria-labelledby={titleId} data-testid="funnel-panel">
      <header className="funnel-panel__header">
        <h2 id={titleId} className="funnel-panel__title">
          <span aria-hidden="true">📊</span> {t('analytics.panel.title')}
        </h2>
        <button
          type="button"
          className="funnel-panel__icon-button"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t('analytics.panel.expand') : t('analytics.panel.collapse')}
          title={collapsed ? t('analytics.panel.expand') : t('analytics.panel.collapse')}
          onClick={() => setCollapsed(!collapsed)}
        >
          <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
        </button>
        <button
          type="button"
          className="funnel-panel__icon-button"
          aria-label={t('analytics.panel.close')}
          title={t('analytics.panel.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div id={bodyId} className="funnel-panel__body" hidden={collapsed} aria-busy={funnel.isPlaceholderData}>
        <PresetRangePicker presets={EDITOR_RANGE_PRESETS} value={days} onChange={onDaysChange} />
        {funnel.isPending ? (
          <Spinner label={t('analytics.panel.loading')} />
        ) : funnel.isError ? (
          <div className="funnel-panel__error" role="alert">
            <p>{getErrorMessage(funnel.error, t('analytics.error.text'))}</p>
            <Button variant="secondary" size="sm" onClick={() => void funnel.refetch()}>
              {t('analytics.error.retry')}
            </Button>
          </div>
        ) : funnel.data.started === 0 ? (
          <AnalyticsEmpty onShare={onShare} compact />
        ) : (
          <>
            <HeadlineFigures funnel={funnel.data} compact />
            <WorstDropOff traffic={overlay?.worst ?? null} node={worstNode} onFocus={onFocusNode} />
            <p className="funnel-panel__legend">{t('analytics.panel.legend')}</p>
          </>
        )}
        <Link className="funnel-panel__link" to={`/plubot/analytics/${encodeURIComponent(plubotId)}`}>
          {t('analytics.panel.fullDashboard')} →
        </Link>
      </div>
    </section>
  );
}
