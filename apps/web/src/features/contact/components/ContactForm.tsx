import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from '@plubot/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { fieldErrorOf } from '../helpers/fieldErrorOf';
import { useSendContactMessage } from '../hooks/useSendContactForms';
import { FormField } from './FormField';
import { FormNotice, type Notice } from './FormNotice';
import { HoneypotField } from './HoneypotField';
import './contactForms.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The /contact form: name, e-mail, subject and message, sent to the team. */
export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [trap, setTrap] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const send = useSendContactMessage();
  const error = send.error;
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    send.mutate(
      { ...values, website: trap },
      {
        onSuccess: () => {
          setNotice({ kind: 'success', text: t('contact.success') });
          setValues(EMPTY);
        },
        onError: (failure) =>
          setNotice({ kind: 'error', text: getErrorMessage(failure, t('contact.error')) }),
      },
    );
  };

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-describedby="contact-form-required">
      <p id="contact-form-required" className="contact-form__required-note">
        {t('contact.requiredNote')}
      </p>
      <div className="contact-form__row">
        <FormField
          label={t('contact.nameLabel')}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          value={values.name}
          onChange={set('name')}
          error={fieldErrorOf(error, 'name')}
        />
        <FormField
          label={t('contact.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={t('contact.emailPlaceholder')}
          value={values.email}
          onChange={set('email')}
          error={fieldErrorOf(error, 'email')}
        />
      </div>
      <FormField
        label={t('contact.subjectLabel')}
        name="subject"
        required
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        value={values.subject}
        onChange={set('subject')}
        error={fieldErrorOf(error, 'subject')}
      />
      <FormField
        multiline
        label={t('contact.messageLabel')}
        name="message"
        rows={6}
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        placeholder={t('contact.messagePlaceholder')}
        value={values.message}
        onChange={set('message')}
        error={fieldErrorOf(error, 'message')}
      />
      <HoneypotField value={trap} onChange={setTrap} label={t('contact.honeypotLabel')} />
      <Button type="submit" size="lg" disabled={send.isPending} className="contact-form__submit">
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <FormNotice notice={notice} />
    </form>
  );
}
