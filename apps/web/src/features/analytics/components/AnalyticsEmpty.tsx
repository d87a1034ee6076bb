import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import './AnalyticsParts.css';

/** No conversation in the range: says how to get some (share the bot), with the share button. */
export function AnalyticsEmpty({ onShare, compact = false }: { onShare?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`funnel-empty${compact ? ' funnel-empty--compact' : ''}`} data-testid="funnel-empty">
      <p className="funnel-empty__title">
        <span aria-hidden="true">📭</span> {t('analytics.empty.title')}
      </p>
      <p className="funnel-empty__text">{t('analytics.empty.text')}</p>
      {onShare && (
        <Button size="sm" onClick={onShare}>
          {t('analytics.empty.share')}
        </Button>
      )}
    </div>
  );
}
