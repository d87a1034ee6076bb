import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import {
  type AnalyticsRange,
  checkCustomRange,
  RANGE_PRESETS,
  type RangeChoice,
  type RangeProblem,
  toIsoDay,
} from '../helpers/analyticsRange';
import { PresetRangePicker } from './PresetRangePicker';
import './AnalyticsParts.css';

/**
 * The dashboard's range: the last 7 / 30 / 90 / 365 days, or 'Personalizado' with two dates
 * (checked before they are sent: both given, in order, not after today, a year at most).
 */
export function AnalyticsRangePicker({
  value,
  range,
  onChange,
}: {
  value: RangeChoice;
  /** The days shown now, to start the custom form from. */
  range: AnalyticsRange;
  onChange: (choice: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const [customOpen, setCustomOpen] = useState(value.kind === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const formId = useId();
  const errorId = useId();
  const today = toIsoDay(Date.now());

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCustomRange(from, to, Date.now());
    setProblem(found);
    if (!found) onChange({ kind: 'custom', range: { from, to } });
  };

  return (
    <div className="funnel-range-picker">
      <PresetRangePicker
        presets={RANGE_PRESETS}
        value={value.kind === 'preset' && !customOpen ? value.days : null}
        onChange={(days) => {
          setCustomOpen(false);
          setProblem(null);
          onChange({ kind: 'preset', days });
        }}
      >
        <button
          type="button"
          className="funnel-range__option"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          aria-controls={formId}
          onClick={() => {
            setFrom(range.from);
            setTo(range.to);
            setCustomOpen(!customOpen);
          }}
        >
          {t('analytics.range.custom')}
        </button>
      </PresetRangePicker>
      {customOpen && (
        <form id={formId} className="funnel-range-picker__custom" onSubmit={apply} noValidate>
          <label className="funnel-range-picker__field">
            <span>{t('analytics.range.from')}</span>
            <input
              type="date"
              value={from}
              max={today}
              required
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="funnel-range-picker__field">
            <span>{t('analytics.range.to')}</span>
            <input
              type="date"
              value={to}
              max={today}
              required
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm">
            {t('analytics.range.apply')}
          </Button>
          {problem && (
            <p id={errorId} className="funnel-range-picker__error" role="alert">
              {t(`analytics.range.errors.${problem}`)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
