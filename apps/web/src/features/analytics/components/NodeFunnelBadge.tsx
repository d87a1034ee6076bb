import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeTraffic } from '../helpers/findWorstDropOff';
import { formatCount } from '../helpers/formatCount';
import { formatNodeBadge } from '../helpers/formatNodeBadge';
import './FunnelOverlay.css';

export interface NodeFunnelBadgeProps {
  /** The node's figures; undefined when no conversation reached it. */
  readonly traffic: NodeTraffic | undefined;
  readonly type: string;
  /** The node is the worst drop-off: it gets a ring and a warning. */
  readonly isWorst: boolean;
}

/**
 * The funnel badge drawn above a node while the editor's overlay is on: "120 · 35 % se van".
 * Positioned outside the node's box, so showing it never changes the node's measured size.
 */
export const NodeFunnelBadge = memo(function NodeFunnelBadge({
  traffic,
  type,
  isWorst,
}: NodeFunnelBadgeProps) {
  const { t, i18n } = useTranslation();
  const badge = formatNodeBadge(traffic, type);
  let short: string;
  let long: string;
  if (badge.kind === 'unreached') {
    short = t('analytics.badge.unreached');
    long = t('analytics.badge.unreachedLong');
  } else if (badge.kind === 'finished') {
    const reached = formatCount(badge.reached, i18n.language);
    short = t('analytics.badge.finished', { reached });
    long = t('analytics.badge.finishedLong', { reached });
  } else {
    const values = { reached: formatCount(badge.reached, i18n.language), percent: badge.percent };
    short = t('analytics.badge.dropOff', values);
    long = t('analytics.badge.dropOffLong', values);
  }
  if (isWorst) long = `${t('analytics.badge.worst')}. ${long}`;
  return (
    <>
      {isWorst && <span className="funnel-worst-ring" aria-hidden="true" />}
      <span
        className={`funnel-badge funnel-badge--${badge.tone}${isWorst ? ' funnel-badge--worst' : ''}`}
        data-testid="funnel-badge"
      >
        <span aria-hidden="true">
          {isWorst ? '⚠️ ' : ''}
          {short}
        </span>
        <span className="visually-hidden">{long}</span>
      </span>
    </>
  );
});
