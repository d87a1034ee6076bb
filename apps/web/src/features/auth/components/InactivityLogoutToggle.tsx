import { PreferenceSwitch } from './PreferenceSwitch';

/**
 * The switch of the user's `inactivityLogout` preference (on unless switched off), saved through
 * update-profile. The profile screen can show it too.
 */
export function InactivityLogoutToggle() {
  return <PreferenceSwitch preference="inactivityLogout" textKey="auth.inactivity" />;
}
