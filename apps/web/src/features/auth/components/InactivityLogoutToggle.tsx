import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch';
import { getAuthErrorMessage } from '../helpers/getAuthErrorMessage';
import { useFlashMessage } from '../hooks/useFlashMessage';
import { type AuthState, useAuthStore } from '../stores/useAuthStore';
import { FormMessage } from './FormMessage';

const selectEnabled = (state: AuthState) => state.user?.preferences?.inactivityLogout !== false;

/**
 * The switch of the user's `inactivityLogout` preference (on unless switched off), saved through
 * update-profile. The profile screen can show it too.
 */
export function InactivityLogoutToggle() {
  const { t } = useTranslation();
  const enabled = useAuthStore(selectEnabled);
  const [saving, setSaving] = useState(false);
  const [message, showMessage] = useFlashMessage();

  const onChange = async (checked: boolean) => {
    const preferences = useAuthStore.getState().user?.preferences ?? {};
    setSaving(true);
    try {
      await useAuthStore
        .getState()
        .updateProfile({ preferences: { ...preferences, inactivityLogout: checked } });
      showMessage('success', t('auth.inactivity.saved'));
    } catch (error) {
      showMessage('error', getAuthErrorMessage(error, t('auth.inactivity.failed')));
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
          {t('auth.inactivity.label')}
          <small>{t('auth.inactivity.description')}</small>
        </span>
      </Switch>
      <FormMessage message={message} />
    </div>
  );
}
