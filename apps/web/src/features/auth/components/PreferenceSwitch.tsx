import type { UserPreferences } from '@plubot/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch';
import { getAuthErrorMessage } from '../helpers/getAuthErrorMessage';
import { useFlashMessage } from '../hooks/useFlashMessage';
import { useAuthStore } from '../stores/useAuthStore';
import { FormMessage } from './FormMessage';

/** The user's on/off preferences that are on unless switched off. */
export type SwitchedPreference = 'inactivityLogout' | 'leadDigest';

export interface PreferenceSwitchProps {
  preference: SwitchedPreference;
  /** Where its texts live: `{textKey}.label`, `.description`, `.saved` and `.failed`. */
  textKey: 'auth.inactivity' | 'profileTabs.details.leadDigest';
}

/**
 * A switch for one of the user's on/off preferences (on unless switched off), saved through
 * update-profile with the other preferences, with a message saying it was saved or why not.
 */
export function PreferenceSwitch({ preference, textKey }: PreferenceSwitchProps) {
  const { t } = useTranslation();
  const enabled = useAuthStore((state) => state.user?.preferences?.[preference] !== false);
  const [saving, setSaving] = useState(false);
  const [message, showMessage] = useFlashMessage();

  const onChange = async (checked: boolean) => {
    const preferences: UserPreferences = useAuthStore.getState().user?.preferences ?? {};
    setSaving(true);
    try {
      await useAuthStore.getState().updateProfile({ preferences: { ...preferences, [preference]: checked } });
      showMessage('success', t(`${textKey}.saved`));
    } catch (error) {
      showMessage('error', getAuthErrorMessage(error, t(`${textKey}.failed`)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="auth-settings">
      <Switch
        className="auth-switch"
        checked={enabled}
        disabled={saving}
        onChange={(checked) => void onChange(checked)}
      >
        <span className="auth-switch__text">
          {t(`${textKey}.label`)}
          <small>{t(`${textKey}.description`)}</small>
        </span>
      </Switch>
      <FormMessage message={message} />
    </div>
  );
}
