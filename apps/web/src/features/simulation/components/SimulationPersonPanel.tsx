import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export interface SimulationPersonPanelProps {
  /** A message of the person to the simulated visitor. */
  onSay: (text: string) => void;
  /** Gives the conversation back to the bot. */
  onGiveBack: () => Promise<void>;
}

/**
 * While the simulated flow waits for a person (a «Hablar con una persona» node, issue #29), the owner
 * plays that person: what they write reaches the simulated chat as the team's answer, and 'Devolver
 * al bot' lets the flow go on — as the live inbox does for real visitors.
 */
export function SimulationPersonPanel({ onSay, onGiveBack }: SimulationPersonPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSay(text);
    setText('');
  };
  const giveBack = async () => {
    setBusy(true);
    try {
      await onGiveBack();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="simulation-side__block simulation-person" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="simulation-side__title">
        {t('simulation.person.title')}
      </h3>
      <p className="simulation-side__hint">{t('simulation.person.text')}</p>
      <form className="simulation-person__form" onSubmit={submit}>
        <label htmlFor={`${id}-text`}>{t('simulation.person.label')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={4000}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <div className="simulation-person__actions">
          <Button type="submit" size="sm" disabled={text.trim() === ''}>
            {t('simulation.person.send')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => void giveBack()} disabled={busy}>
            {t('simulation.person.giveBack')}
          </Button>
        </div>
      </form>
    </section>
  );
}
