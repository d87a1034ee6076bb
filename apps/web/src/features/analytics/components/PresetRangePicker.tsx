import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangePreset } from '../helpers/analyticsRange';
import './AnalyticsParts.css';

/** Toggle buttons for the last 7 / 30 / 90 … days; `value` null when a custom range is shown. */
export function PresetRangePicker({
  presets,
  value,
  onChange,
  children,
}: {
  presets: readonly RangePreset[];
  value: RangePreset | null;
  onChange: (days: RangePreset) => void;
  /** More controls of the same group (the dashboard's 'Personalizado'). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="funnel-range">
      <legend className="visually-hidden">{t('analytics.range.label')}</legend>
      {presets.map((days) => (
        <button
          key={days}
          type="button"
          className="funnel-range__option"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
        >
          {t('analytics.range.days', { count: days })}
        </button>
      ))}
      {children}
    </fieldset>
  );
}
