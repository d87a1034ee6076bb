import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { type AuthUser, useAuthStore } from '../../auth';
import { checkProfilePicture, PROFILE_PICTURE_TYPES } from '../helpers/checkProfilePicture';

const MAX_NAME_LENGTH = 80;

type Feedback = { kind: 'success' | 'error'; text: string } | null;
type FieldErrors = { name?: string | undefined; picture?: string | undefined };

/**
 * Edits the user's name and photo through update-profile (multipart). The photo is checked for
 * type and size before it is sent and previewed until saved; the server's own refusal (it reads the
 * file's bytes) is shown under the field. The saved user goes to the auth store, so the header's
 * avatar shows the new photo at once.
 */
export function ProfileEditForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const nameId = useId();
  const pictureId = useId();
  const nameErrorId = useId();
  const pictureHelpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(user.name);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFeedback(null);
    if (!file) return;
    const problem = checkProfilePicture(file);
    if (problem) {
      setPicture(null);
      setErrors((current) => ({ ...current, picture: t(PICTURE_PROBLEM_KEYS[problem]) }));
      event.target.value = '';
      return;
    }
    setErrors((current) => ({ ...current, picture: undefined }));
    setPicture(file);
  };

  const discardPicture = () => {
    setPicture(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const nameError = !trimmed
      ? t('profileTabs.details.nameRequired')
      : trimmed.length > MAX_NAME_LENGTH
        ? t('profileTabs.details.nameTooLong')
        : undefined;
    if (nameError) {
      setErrors((current) => ({ ...current, name: nameError }));
      setFeedback(null);
      return;
    }
    const nameChanged = trimmed !== user.name;
    if (!nameChanged && !picture) {
      setFeedback({ kind: 'error', text: t('profileTabs.details.nothingToSave') });
      return;
    }
    setSaving(true);
    setFeedback(null);
    setErrors({});
    try {
      const saved = await useAuthStore
        .getState()
        .updateProfile({ ...(nameChanged ? { name: trimmed } : {}), ...(picture ? { picture } : {}) });
      setName(saved.name);
      discardPicture();
      setFeedback({ kind: 'success', text: t('profileTabs.details.saved') });
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      const fieldErrors: FieldErrors = {
        name: fields?.name?.[0],
        picture: fields?.picture?.[0],
      };
      setErrors(fieldErrors);
      setFeedback({
        kind: 'error',
        text:
          fieldErrors.picture ??
          fieldErrors.name ??
          getErrorMessage(error, t('profileTabs.details.saveFailed')),
      });
    } finally {
      setSaving(false);
    }
  };

  const shownPicture = preview ?? user.profile_picture ?? null;

  return (
    <form className="profile-edit" onSubmit={submit} noValidate>
      <div className="profile-edit__photo">
        <span className="profile-edit__avatar">
          {shownPicture ? (
            <img src={shownPicture} alt={preview ? t('profileTabs.details.previewAlt') : ''} />
          ) : (
            <span aria-hidden="true">{user.name.charAt(0).toUpperCase() || 'U'}</span>
          )}
        </span>
        <div className="profile-edit__photo-controls">
          <label htmlFor={pictureId} className="profile-edit__label">
            {t('profileTabs.details.photoLabel')}
          </label>
          <input
            ref={fileInput}
            id={pictureId}
            className="profile-edit__file"
            type="file"
            accept={PROFILE_PICTURE_TYPES.join(',')}
            aria-describedby={pictureHelpId}
            aria-invalid={errors.picture ? true : undefined}
            onChange={choosePicture}
            disabled={saving}
          />
          <p id={pictureHelpId} className={errors.picture ? 'profile-edit__error' : 'profile-edit__help'}>
            {errors.picture ??
              (picture ? t('profileTabs.details.newPhotoChosen') : t('profileTabs.details.photoHelp'))}
          </p>
          {picture && (
            <Button variant="ghost" size="sm" onClick={discardPicture} disabled={saving}>
              {t('profileTabs.details.discardPhoto')}
            </Button>
          )}
        </div>
      </div>

      <div className="profile-edit__field">
        <label htmlFor={nameId} className="profile-edit__label">
          {t('profileTabs.details.nameLabel')}
        </label>
        <input
          id={nameId}
          className="profile-edit__input"
          type="text"
          autoComplete="name"
          value={name}
          maxLength={MAX_NAME_LENGTH + 20}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? nameErrorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          disabled={saving}
        />
        {errors.name && (
          <p id={nameErrorId} className="profile-edit__error">
            {errors.name}
          </p>
        )}
      </div>

      <div className="profile-edit__actions">
        <Button type="submit" disabled={saving}>
          {saving ? t('profileTabs.details.saving') : t('profileTabs.details.save')}
        </Button>
      </div>
      {feedback && (
        <p
          className={`profile-edit__feedback profile-edit__feedback--${feedback.kind}`}
          role={feedback.kind === 'error' ? 'alert' : 'status'}
        >
          {feedback.text}
        </p>
      )}
    </form>
  );
}

const PICTURE_PROBLEM_KEYS = {
  type: 'profileTabs.details.pictureType',
  size: 'profileTabs.details.pictureSize',
  empty: 'profileTabs.details.pictureEmpty',
} as const;
