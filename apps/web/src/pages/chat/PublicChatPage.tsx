import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { parsePublicIdInput } from '../../features/chat';
import './PublicChatPage.css';

const STEPS = ['share', 'open', 'talk'] as const;

/** `/public-chat` — how a bot's public link works, and a box to open one. */
export function PublicChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  function open(event: FormEvent) {
    event.preventDefault();
    const publicId = parsePublicIdInput(value);
    if (!publicId) {
      setError(t('publicChat.invalid'));
      return;
    }
    navigate(`/chat/${encodeURIComponent(publicId)}`);
  }

  return (
    <section className="public-chat container">
      <PageTitle subtitle={t('publicChat.subtitle')}>{t('publicChat.title')}</PageTitle>

      <Card glow className="public-chat__open">
        <form onSubmit={open} noValidate className="public-chat__form">
          <label htmlFor="public-chat-link" className="public-chat__label">
            {t('publicChat.label')}
          </label>
          <div className="public-chat__row">
            <input
              id="public-chat-link"
              className="public-chat__input"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError('');
              }}
              placeholder={t('publicChat.placeholder', { origin: window.location.origin })}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'public-chat-error' : undefined}
            />
            <Button type="submit">{t('publicChat.submit')}</Button>
          </div>
          {error && (
            <p id="public-chat-error" className="public-chat__error" role="alert">
              {error}
            </p>
          )}
        </form>
      </Card>

      <ol className="public-chat__steps">
        {STEPS.map((step, index) => (
          <li key={step}>
            <Card className="public-chat__step">
              <span className="public-chat__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h2 className="public-chat__step-title">{t(`publicChat.steps.${step}.title`)}</h2>
              <p>{t(`publicChat.steps.${step}.text`, { origin: window.location.origin })}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
