import { type AnalyticsChannel, analyticsChannelSchema, type FunnelResponse } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buildChannelOptions } from '../helpers/buildChannelOptions';
import { getChannelLabelKey } from '../helpers/getChannelLabelKey';
import './AnalyticsParts.css';

/**
 * Which channel the figures count (issue #33): every channel, or one of those people came through
 * in the range, each with its conversations. A native select: labelled, and keyboard-driven as the
 * browser's own control.
 */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: FunnelResponse['channels'];
  value: AnalyticsChannel | undefined;
  onChange: (channel: AnalyticsChannel | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = buildChannelOptions(channels, value);
  const total = channels.reduce((sum, entry) => sum + entry.started, 0);
  return (
    <div className="funnel-version" data-testid="analytics-channel-picker">
      <label htmlFor={id}>{t('analytics.channel.label')}</label>
      <select
        id={id}
        value={value ?? ''}
        // '' is «Todos los canales»: every channel.
        onChange={(event) => onChange(analyticsChannelSchema.safeParse(event.target.value).data)}
      >
        <option value="">{t('analytics.channel.all', { count: total })}</option>
        {options.map((option) => (
          <option key={option.channel} value={option.channel}>
            {t('analytics.channel.one', {
              channel: t(getChannelLabelKey(option.channel)),
              count: option.started,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
