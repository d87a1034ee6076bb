import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_RATINGS } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { fieldErrorOf } from '../helpers/fieldErrorOf';
import { useSendFeedback } from '../hooks/useSendContactForms';
import { FormField } from './FormField';
import { FormNotice, type Notice } from './FormNotice';
import { HoneypotField } from './HoneypotField';
import './contactForms.css';

type Rating = (typeof FEEDBACK_RATINGS)[number];

const RATING_TEXT_KEYS = {
  1: 'feedback.ratings.1',
  2: 'feedback.ratings.2',
  3: 'feedback.ratings.3',
  4: 'feedback.ratings.4',
  5: 'feedback.ratings.5',
} as const satisfies Record<Rating, string>;

/** The /tu-opinion form: a rating from 1 to 5 (radio buttons), a comment and an optional e-mail. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const groupId = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const send = useSendFeedback();
  const ratingError = fieldErrorOf(send.error, 'rating');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) {
      setNotice({ kind: 'error', text: t('feedback.ratingMissing') });
      return;
    }
    setNotice(null);
    send.mutate(
      { rating, comment, email, website: trap },
      {
        onSuccess: () => {
          setNotice({ kind: 'success', text: t('feedback.success') });
          setRating(null);
          setComment('');
          setEmail('');
        },
        onError: (failure) =>
          setNotice({ kind: 'error', text: getErrorMessage(failure, t('feedback.error')) }),
      },
    );
  };

  return (
    <form className="contact-form" onSubmit={onSubmit}>
      <fieldset
        className="rating-field"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${groupId}-error` : undefined}
      >
        <legend className="contact-field__label">
          {t('feedback.ratingLegend')}
          <span className="contact-field__required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className="rating-field__options">
          {FEEDBACK_RATINGS.map((value) => (
            <label key={value} className="rating-field__option">
              <input
                type="radio"
                name={`${groupId}-rating`}
                value={value}
                required
                checked={rating === value}
                onChange={() => setRating(value)}
                className="rating-field__input"
              />
              <span className="rating-field__face">
                <span className="rating-field__star" aria-hidden="true">
                  ★
                </span>
                <span className="rating-field__value">{value}</span>{' '}
                <span className="rating-field__text">{t(RATING_TEXT_KEYS[value])}</span>
              </span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${groupId}-error`} className="contact-field__error">
            {ratingError}
          </p>
        )}
      </fieldset>
      <FormField
        multiline
        label={t('feedback.commentLabel')}
        name="comment"
        rows={5}
        required
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        placeholder={t('feedback.commentPlaceholder')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={fieldErrorOf(send.error, 'comment')}
      />
      <FormField
        label={t('feedback.emailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t('feedback.emailHint')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrorOf(send.error, 'email')}
      />
      <HoneypotField value={trap} onChange={setTrap} label={t('feedback.honeypotLabel')} />
      <Button type="submit" size="lg" disabled={send.isPending} className="contact-form__submit">
        {send.isPending ? t('feedback.sending') : t('feedback.submit')}
      </Button>
      <FormNotice notice={notice} />
    </form>
  );
}
