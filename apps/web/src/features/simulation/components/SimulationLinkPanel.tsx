import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export interface SimulationLinkPanelProps {
  /** Plays the service's answer: paid or booked (`done`), or not in time (`notDone`). */
  onSettle: (outcome: 'done' | 'notDone') => Promise<void>;
}

/**
 * While the simulated flow waits on a power's link (a 'Cobrar' checkout, a Calendly booking page;
 * issue #32), the owner plays the service: no checkout is made in a simulation and no webhook can
 * reach it, so the owner says whether the payment or booking came, and the flow goes on by that way.
 */
export function SimulationLinkPanel({ onSettle }: SimulationLinkPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const settle = async (outcome: 'done' | 'notDone') => {
    setBusy(true);
    try {
      await onSettle(outcome);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="simulation-side__block simulation-person" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="simulation-side__title">
        {t('simulation.link.title')}
      </h3>
      <p className="simulation-side__hint">{t('simulation.link.text')}</p>
      <div className="simulation-person__actions">
        <Button type="button" size="sm" onClick={() => void settle('done')} disabled={busy}>
          {t('simulation.link.done')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void settle('notDone')}
          disabled={busy}
        >
          {t('simulation.link.notDone')}
        </Button>
      </div>
    </section>
  );
}
