import {
  type FlowMessage,
  HANDOFF_DEFAULTS,
  type HandoffOutsideMode,
  NODE_FIELD_VALUES,
  type OpeningPeriodSetting,
  readHandoffSettings,
  validateOpeningHours,
} from '@plubot/flow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../../../components/Switch';
import { translatePlain, useEditorTranslation } from '../../../hooks/useEditorTranslation';
import { useText } from '../../../hooks/useText';
import { TextField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** Most opening periods a node keeps (two per day). */
const MAX_PERIODS = 14;

/**
 * The form of «Hablar con una persona»: the message said when a person is called, the opening
 * hours (off: always; on: a time zone and per-day periods) and what happens outside them (ask for
 * an e-mail, or go on by the «Fuera de horario» output) with its message. Problems with the hours
 * are shown as Bot Doctor words them (`validateOpeningHours`).
 */
export function HandoffForm({ data, onChange, variables }: NodeFormProps<'handoff'>) {
  const { t } = useTranslation();
  const { t: editorT } = useEditorTranslation();
  const text = useText();
  const ids = { days: useId(), mode: useId() };
  const settings = readHandoffSettings({ type: 'handoff', data });
  const { hours, outside } = settings;
  const issue = validateOpeningHours(hours);
  const issueText = (codes: readonly string[]) => {
    if (!issue || !codes.includes(issue.code)) return null;
    const dayCode = issue.params?.dayCode;
    const flow: FlowMessage =
      typeof dayCode === 'string'
        ? {
            ...issue,
            params: {
              ...issue.params,
              day: translatePlain(editorT, `editor.flowMessages.${dayCode}`, String(issue.params?.day)),
            },
          }
        : issue;
    return text({ flow });
  };
  const setHours = (patch: Partial<typeof hours>) => {
    const next = { ...hours, ...patch };
    onChange({
      hours: {
        enabled: next.enabled,
        timeZone: next.timeZone,
        days: next.days.map(({ day, from, to }) => ({ day, from, to })),
      },
    });
  };
  const setDays = (days: OpeningPeriodSetting[]) => setHours({ days });
  const setOutside = (patch: { mode?: HandoffOutsideMode; message?: string }) =>
    onChange({ outside: { mode: outside.mode, message: outside.message ?? '', ...patch } });
  const dayName = (day: number) => t(`editor.inspector.handoff.dayNames.${day as 0}`);
  const nextDay = (): OpeningPeriodSetting => {
    const used = new Set(hours.days.map((period) => period.day));
    const day = WEEKDAYS.find((candidate) => !used.has(candidate)) ?? 1;
    return { day, from: '09:00', to: '18:00' };
  };

  return (
    <>
      <TextField
        label={t('editor.inspector.handoff.message')}
        help={t('editor.inspector.handoff.messageHelp')}
        value={typeof data.message === 'string' ? data.message : ''}
        placeholder={HANDOFF_DEFAULTS.message}
        multiline
        rows={3}
        maxLength={5000}
        autoFocus
        onChange={(message) => onChange({ message })}
      />
      <Switch
        className="inspector__switch"
        checked={hours.enabled}
        onChange={(enabled) => setHours({ enabled })}
      >
        <span>{t('editor.inspector.handoff.hoursEnabled')}</span>
      </Switch>
      <p className="inspector__note">{t('editor.inspector.handoff.hoursHelp')}</p>
      {hours.enabled && (
        <>
          <TextField
            label={t('editor.inspector.handoff.timeZone')}
            help={t('editor.inspector.handoff.timeZoneHelp')}
            value={hours.timeZone}
            placeholder={HANDOFF_DEFAULTS.timeZone}
            maxLength={100}
            mono
            error={issueText(['hours.unknownTimeZone'])}
            onChange={(timeZone) => setHours({ timeZone })}
          />
          <fieldset className="inspector__rows" aria-describedby={issue ? ids.days : undefined}>
            <legend>{t('editor.inspector.handoff.days')}</legend>
            {hours.days.map((period, index) => {
              const n = index + 1;
              const row = (field: string) => t('editor.inspector.handoff.dayRow', { field, n });
              const update = (patch: Partial<OpeningPeriodSetting>) =>
                setDays(hours.days.map((item, at) => (at === index ? { ...item, ...patch } : item)));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: periods have no id; a row is its position
                <div key={index} className="inspector__row">
                  <select
                    aria-label={row(t('editor.inspector.handoff.day'))}
                    value={period.day}
                    onChange={(event) => update({ day: Number(event.target.value) })}
                  >
                    {WEEKDAYS.map((day) => (
                      <option key={day} value={day}>
                        {dayName(day)}
                      </option>
                    ))}
                  </select>
                  <input
                    type="time"
                    aria-label={row(t('editor.inspector.handoff.from'))}
                    value={period.from}
                    onChange={(event) => update({ from: event.target.value })}
                  />
                  <input
                    type="time"
                    aria-label={row(t('editor.inspector.handoff.to'))}
                    value={period.to}
                    onChange={(event) => update({ to: event.target.value })}
                  />
                  <button
                    type="button"
                    className="inspector__row-remove"
                    aria-label={t('editor.inspector.handoff.removeDay', { n })}
                    onClick={() => setDays(hours.days.filter((_, at) => at !== index))}
                  >
                    ×
                  </button>
                </div>
              );
            })}
            {hours.days.length < MAX_PERIODS && (
              <button
                type="button"
                className="inspector__add"
                onClick={() => setDays([...hours.days, nextDay()])}
              >
                {t('editor.inspector.handoff.addDay')}
              </button>
            )}
            {issueText(['hours.noDays', 'hours.invalidPeriod']) && (
              <p id={ids.days} className="inspector__error" role="alert">
                {issueText(['hours.noDays', 'hours.invalidPeriod'])}
              </p>
            )}
          </fieldset>
          <fieldset className="inspector__rows">
            <legend id={ids.mode}>{t('editor.inspector.handoff.outsideMode')}</legend>
            {NODE_FIELD_VALUES.handoffOutsideModes.map((mode) => (
              <label key={mode} className="inspector__switch">
                <input
                  type="radio"
                  name={ids.mode}
                  value={mode}
                  checked={outside.mode === mode}
                  onChange={() => setOutside({ mode })}
                />
                <span>{t(`editor.inspector.handoff.outsideModes.${mode}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('editor.inspector.handoff.outsideMessage')}
            help={t('editor.inspector.handoff.outsideMessageHelp')}
            value={outside.message ?? ''}
            placeholder={HANDOFF_DEFAULTS.outsideMessage}
            multiline
            rows={3}
            maxLength={5000}
            onChange={(message) => setOutside({ message })}
          />
        </>
      )}
      <VariableHints variables={variables} />
    </>
  );
}
