import type { Plubot } from '@plubot/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getButtonClassName } from '../../../../components/Button';
import { ButtonLink } from '../../../../components/ButtonLink';
import { copyText } from '../../../sharing';

export interface ChatLinkPanelProps {
  plubot: Plubot;
}

/** After saving: the bot's public chat link, with 'Abrir chat' and the way to the editor. */
export function ChatLinkPanel({ plubot }: ChatLinkPanelProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const link = `${window.location.origin}/chat/${plubot.public_id}`;

  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => setCopied((await copyText(link)) ? true : 'failed');

  return (
    <section className="chat-link" aria-labelledby="chat-link-title">
      <h2 id="chat-link-title" className="chat-link__title" tabIndex={-1} ref={headingRef}>
        {t('creation.quick.success.title', { name: plubot.name })}
      </h2>
      <p className="chat-link__text">{t('creation.quick.success.text')}</p>
      <div className="chat-link__row">
        <input
          className="lab-input chat-link__input"
          readOnly
          value={link}
          aria-label={t('creation.quick.success.linkLabel')}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {copied === true ? t('creation.quick.success.copied') : t('creation.quick.success.copy')}
        </Button>
      </div>
      {copied === 'failed' && (
        <p className="chat-link__error" role="alert">
          {t('sharing.copyError', { thing: t('sharing.things.link') })}
        </p>
      )}
      <div className="chat-link__actions">
        <a className={getButtonClassName({})} href={link} target="_blank" rel="noopener noreferrer">
          {t('creation.quick.success.openChat')}
        </a>
        <ButtonLink to={`/plubot/edit/flow/${encodeURIComponent(plubot.id)}`} variant="secondary">
          {t('creation.quick.success.openEditor')}
        </ButtonLink>
        <ButtonLink to="/profile" variant="ghost">
          {t('creation.quick.success.viewProfile')}
        </ButtonLink>
      </div>
    </section>
  );
}
