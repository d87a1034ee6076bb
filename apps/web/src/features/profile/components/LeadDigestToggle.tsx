import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch';
import { type AuthState, FormMessage, getAuthErrorMessage, useAuthStore, useFlashMessage } from '../../auth';

const selectEnabled = (state: AuthState) => state.user?.preferences?.leadDigest !== false;

/**
 * The switch of the user's `leadDigest` preference (on unless switched off): the e-mail summary of
 * their bots' new contacts and first conversation. Saved through update-profile with the other
 * preferences; the digest mail names this place.
 */
export function LeadDigestToggle() {
  const { t } = useTranslation();
  const enabled = useAuthStore(selectEnabled);
  const [saving, setSaving] = useState(false);
  const [message, showMessage] = useFlashMessage();

  const onChange = async (checked: boolean) => {
    const preferences = useAuthStore.getState().user?.preferences ?? {};
    setSaving(true);
    try {
      await useAuthStore.getState().updateProfile({ preferences: { ...preferences, leadDigest: checked } });
      showMessage('success', t('profileTabs.details.leadDigest.saved'));
    } catch (error) {
      showMessage('error', getAuthErrorMessage(error, t('profileTabs.details.leadDigest.failed')));
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
          {t('profileTabs.details.leadDigest.label')}
          <small>{t('profileTabs.details.leadDigest.description')}</small>
        </span>
      </Switch>
      <FormMessage message={message} />
    </div>
  );
}
