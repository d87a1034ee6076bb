import type { FunnelResponse } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './AnalyticsParts.css';

/**
 * Which published version the figures count (issue #28): every version, or one of those that had
 * conversations in the range, each with how many. A version chosen before stays offered (with 0)
 * when another range has none of its conversations, so the choice never changes by itself.
 */
export function VersionPicker({
  versions,
  value,
  onChange,
}: {
  versions: FunnelResponse['versions'];
  value: number | undefined;
  onChange: (version: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const offered =
    value === undefined || versions.some((entry) => entry.version === value)
      ? versions
      : [...versions, { version: value, started: 0 }].sort((a, b) => b.version - a.version);
  const total = versions.reduce((sum, entry) => sum + entry.started, 0);
  return (
    <div className="funnel-version">
      <label htmlFor={id}>{t('analytics.version.label')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('analytics.version.all', { count: total })}</option>
        {offered.map((entry) => (
          <option key={entry.version} value={entry.version}>
            {t('analytics.version.one', { version: entry.version, count: entry.started })}
          </option>
        ))}
      </select>
    </div>
  );
}
