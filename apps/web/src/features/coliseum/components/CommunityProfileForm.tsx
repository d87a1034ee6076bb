import { type CommunityProfile, DISPLAY_NAME_MAX } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useUpdateCommunityProfile } from '../hooks/useColiseum';

/**
 * Joins the ranking under a public name (never the real name or e-mail), renames, or leaves it.
 * The server checks the name; its message shows beside the field.
 */
export function CommunityProfileForm({ profile }: { profile: CommunityProfile }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const update = useUpdateCommunityProfile();
  const [name, setName] = useState(profile.displayName ?? '');
  const [notice, setNotice] = useState<string | null>(null);

  const fieldError =
    update.error instanceof ApiError ? (update.error.errors?.displayName?.[0] ?? null) : null;
  const generalError =
    update.isError && !fieldError ? getErrorMessage(update.error, t('coliseum.profile.failed')) : null;

  const send = (optIn: boolean) => {
    setNotice(null);
    update.mutate({ displayName: name, optIn }, { onSuccess: (data) => setNotice(data.message) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(true);
  };

  return (
    <form className="ranking-form" onSubmit={onSubmit} noValidate>
      <p className="ranking-form__status">
        {profile.optIn && profile.displayName
          ? t('coliseum.profile.joinedAs', { name: profile.displayName })
          : t('coliseum.profile.notJoined')}
      </p>
      <label htmlFor={inputId} className="catalog-label">
        {t('coliseum.profile.nameLabel')}
      </label>
      <div className="catalog-row">
        <input
          id={inputId}
          className="catalog-input ranking-form__input"
          value={name}
          maxLength={DISPLAY_NAME_MAX + 10}
          autoComplete="nickname"
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fieldError ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={update.isPending}>
          {profile.optIn ? t('coliseum.profile.rename') : t('coliseum.profile.join')}
        </Button>
        {profile.optIn && (
          <Button variant="secondary" disabled={update.isPending} onClick={() => send(false)}>
            {t('coliseum.profile.leave')}
          </Button>
        )}
      </div>
      <p id={hintId} className="ranking-form__hint">
        {t('coliseum.profile.hint', { max: DISPLAY_NAME_MAX })}
      </p>
      {fieldError && (
        <p id={errorId} role="alert" className="coliseum-message catalog-message catalog-message--error">
          {fieldError}
        </p>
      )}
      {generalError && (
        <p role="alert" className="coliseum-message catalog-message catalog-message--error">
          {generalError}
        </p>
      )}
      {notice && !update.isError && (
        <p role="status" className="coliseum-message catalog-message catalog-message--success">
          {notice}
        </p>
      )}
    </form>
  );
}
