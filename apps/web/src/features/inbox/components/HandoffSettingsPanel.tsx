import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import {
  fetchHandoffSettings,
  handoffSettingsKey,
  readPhraseLines,
  saveHandoffSettings,
} from '../helpers/handoffSettingsApi';
import './inboxComposer.css';

/**
 * A bot's hand-off settings (issue #29), folded away on its inbox: the phrases that ask for a
 * person (one per line; none: only a «Hablar con una persona» node does) and how many minutes a
 * conversation waits for one before the visitor is told and asked for an e-mail.
 */
export function HandoffSettingsPanel({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: handoffSettingsKey(plubotId),
    queryFn: ({ signal }) => fetchHandoffSettings(plubotId, signal),
  });
  const [phrases, setPhrases] = useState('');
  const [minutes, setMinutes] = useState('');
  const [byEmail, setByEmail] = useState(true);
  const [onChannels, setOnChannels] = useState(true);
  useEffect(() => {
    if (!query.data) return;
    setPhrases(query.data.settings.phrases.join('\n'));
    setMinutes(String(query.data.settings.timeoutMinutes));
    setByEmail(query.data.settings.notifyByEmail);
    setOnChannels(query.data.settings.notifyChannels);
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      saveHandoffSettings(plubotId, {
        phrases: readPhraseLines(phrases),
        timeoutMinutes: Number(minutes),
        notifyByEmail: byEmail,
        notifyChannels: onChannels,
      }),
    onSuccess: (data) => queryClient.setQueryData(handoffSettingsKey(plubotId), data),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const restoreDefaults = () => {
    if (!query.data) return;
    setPhrases(query.data.defaults.phrases.join('\n'));
    setMinutes(String(query.data.defaults.timeoutMinutes));
    setByEmail(query.data.defaults.notifyByEmail);
    setOnChannels(query.data.defaults.notifyChannels);
  };
  return (
    <details className="inbox-settings">
      <summary>{t('inbox.settings.title')}</summary>
      {query.isError ? (
        <p role="alert">{getErrorMessage(query.error, t('inbox.settings.loadFailed'))}</p>
      ) : !query.data ? (
        <p>{t('common.loading')}</p>
      ) : (
        <form className="inbox-dialog__field inbox-settings__form" onSubmit={submit}>
          <label htmlFor={`${id}-phrases`}>{t('inbox.settings.phrases')}</label>
          <textarea
            id={`${id}-phrases`}
            className="inbox-composer__input"
            rows={5}
            value={phrases}
            aria-describedby={`${id}-phrases-hint`}
            onChange={(event) => setPhrases(event.target.value)}
          />
          <p id={`${id}-phrases-hint`} className="inbox-settings__hint">
            {t('inbox.settings.phrasesHint')}
          </p>
          <label htmlFor={`${id}-minutes`}>{t('inbox.settings.timeout')}</label>
          <input
            id={`${id}-minutes`}
            type="number"
            min={1}
            max={240}
            step={1}
            inputMode="numeric"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <fieldset className="inbox-settings__notify">
            <legend>{t('inbox.settings.notifyTitle')}</legend>
            <p className="inbox-settings__hint">{t('inbox.settings.notifyBell')}</p>
            <label className="inbox-settings__check">
              <input
                type="checkbox"
                checked={byEmail}
                onChange={(event) => setByEmail(event.target.checked)}
              />
              {t('inbox.settings.notifyByEmail')}
            </label>
            <label className="inbox-settings__check">
              <input
                type="checkbox"
                checked={onChannels}
                onChange={(event) => setOnChannels(event.target.checked)}
              />
              {t('inbox.settings.notifyChannels')}
            </label>
          </fieldset>
          <div className="inbox-dialog__actions">
            <Button type="button" variant="ghost" size="sm" onClick={restoreDefaults}>
              {t('inbox.settings.defaults')}
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? t('inbox.settings.saving') : t('inbox.settings.save')}
            </Button>
          </div>
          {save.isError && <p role="alert">{getErrorMessage(save.error, t('inbox.settings.saveFailed'))}</p>}
          {save.isSuccess && <p role="status">{t('inbox.settings.saved')}</p>}
        </form>
      )}
    </details>
  );
}
