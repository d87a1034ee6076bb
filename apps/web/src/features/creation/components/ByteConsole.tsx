import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypewriterTiming } from '../helpers/getTypewriterFrame';
import type { LabStep } from '../helpers/labSteps';
import { useTypewriter } from '../hooks/useTypewriter';
import './ByteConsole.css';

/** Byte types each hint at 30 ms per character (spec §9). */
export const LAB_HINT_TIMING: TypewriterTiming = { charMs: 30, lineDelayMs: 0 };

export interface ByteConsoleProps {
  mode: 'create' | 'edit';
  step: LabStep;
}

/** Byte's console: a hint for the current step, typed out; creation and edit hints differ. */
export function ByteConsole({ mode, step }: ByteConsoleProps) {
  const { t } = useTranslation();
  const hint = t(`creation.lab.byte.${mode}.${step}`);
  const lines = useMemo(() => [hint], [hint]);
  const typing = useTypewriter(lines, LAB_HINT_TIMING);
  return (
    <section className="byte-console" aria-label={t('creation.lab.byte.title')}>
      <header className="byte-console__header">
        <span className="byte-console__avatar" aria-hidden="true">
          🤖
        </span>
        <span className="byte-console__title">{t('creation.lab.byte.title')}</span>
        <span className="byte-console__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </header>
      <p className="byte-console__text">
        <span className="visually-hidden" aria-live="polite">
          {hint}
        </span>
        <span aria-hidden="true" data-testid="byte-hint">
          {typing.lines[0] ?? ''}
          {!typing.typed && <span className="byte-console__caret motion-loop" />}
        </span>
      </p>
    </section>
  );
}
