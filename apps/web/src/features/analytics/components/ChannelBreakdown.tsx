import type { AnalyticsChannel, FunnelResponse } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../helpers/formatCount';
import { getChannelLabelKey } from '../helpers/getChannelLabelKey';
import './AnalyticsDashboard.css';
import { FunnelTableScroll } from './FunnelTableScroll';

/**
 * Where people write from (issue #33): per channel of the range, visits, conversations (with a bar
 * of their share), completed and leads, the busiest first; the channel the figures count is marked.
 */
export function ChannelBreakdown({
  channels,
  selected,
}: {
  channels: FunnelResponse['channels'];
  selected: AnalyticsChannel | undefined;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatCount(value, i18n.language);
  const total = channels.reduce((sum, entry) => sum + entry.started, 0);
  return (
    <FunnelTableScroll label={t('analytics.channel.breakdownLabel')}>
      <table className="funnel-table funnel-table--channels" data-testid="analytics-channel-table">
        <caption className="funnel-table__caption">{t('analytics.channel.breakdownCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.channel.label')}</th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.figures.opened')}
            </th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.figures.started')}
            </th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.figures.completed')}
            </th>
            <th scope="col" className="funnel-table__number">
              {t('analytics.figures.leads')}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((entry) => {
            const percent = total > 0 ? Math.round((entry.started / total) * 100) : 0;
            const isSelected = entry.channel === selected;
            return (
              <tr key={entry.channel} className={isSelected ? 'funnel-table__selected' : undefined}>
                <th scope="row" className="funnel-table__step">
                  <span>{t(getChannelLabelKey(entry.channel))}</span>
                  {isSelected && <span className="visually-hidden"> {t('analytics.channel.selected')}</span>}
                  <span className="funnel-table__share">
                    <span className="funnel-table__bar" aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                    {t('analytics.channel.share', { percent: number(percent) })}
                  </span>
                </th>
                <td className="funnel-table__number">{number(entry.opened)}</td>
                <td className="funnel-table__number">{number(entry.started)}</td>
                <td className="funnel-table__number">{number(entry.completed)}</td>
                <td className="funnel-table__number">{number(entry.leads)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </FunnelTableScroll>
  );
}
