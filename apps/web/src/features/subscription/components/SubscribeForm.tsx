import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { SubscribeError, useSubscribe } from '../hooks/useSubscribe';
import './SubscribeForm.css';

/** How long the result of a subscription stays on screen (spec §9). */
export const SUBSCRIBE_MESSAGE_MS = 5000;

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** The footer's "become an Architect" e-mail sign-up. */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [builderEmail, setBuilderEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const subscribe = useSubscribe();

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), SUBSCRIBE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(builderEmail.trim(), {
      onSuccess: (data) => {
        setNotice({ kind: 'success', text: data.message ?? t('footer.subscribe.success') });
        setBuilderEmail('');
      },
      onError: (error) => {
        const serverMessage = error instanceof SubscribeError ? error.serverMessage : undefined;
        setNotice({ kind: 'error', text: serverMessage ?? t('footer.subscribe.error') });
      },
    });
  };

  return (
    <section className="subscribe-form" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="subscribe-form__heading">
        {t('footer.subscribe.heading')}
      </h2>
      <p className="subscribe-form__text">{t('footer.subscribe.description')}</p>
      <form className="subscribe-form__form" onSubmit={onSubmit}>
        <label htmlFor="subscribe-email" className="visually-hidden">
          {t('footer.subscribe.emailLabel')}
        </label>
        <input
          id="subscribe-email"
          className="subscribe-form__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          value={builderEmail}
          onChange={(event) => setBuilderEmail(event.target.value)}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('footer.subscribe.sending') : t('footer.subscribe.submit')}
        </Button>
      </form>
      {notice && (
        <p className={`subscribe-form__notice subscribe-form__notice--${notice.kind}`} role="status">
          {notice.text}
        </p>
      )}
    </section>
  );
}
