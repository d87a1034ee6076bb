import type { AnalyticsChannel } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getChannelLabelKey } from '../helpers/getChannelLabelKey';
import './AnalyticsParts.css';

/**
 * No conversation in the range: says how to get some (share the bot), with the share button; with
 * `channel`, that nobody wrote on that channel, and to pick another.
 */
export function AnalyticsEmpty({
  onShare,
  compact = false,
  channel,
}: {
  onShare?: (() => void) | undefined;
  compact?: boolean;
  channel?: AnalyticsChannel | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={`funnel-empty${compact ? ' funnel-empty--compact' : ''}`} data-testid="funnel-empty">
      <p className="funnel-empty__title">
        <span aria-hidden="true">📭</span>{' '}
        {channel === undefined
          ? t('analytics.empty.title')
          : t('analytics.channel.emptyTitle', { channel: t(getChannelLabelKey(channel)) })}
      </p>
      <p className="funnel-empty__text">
        {channel === undefined ? t('analytics.empty.text') : t('analytics.channel.emptyText')}
      </p>
      {onShare && channel === undefined && (
        <Button size="sm" onClick={onShare}>
          {t('analytics.empty.share')}
        </Button>
      )}
    </div>
  );
}
