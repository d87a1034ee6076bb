import { PreferenceSwitch } from '../../auth';

/**
 * The switch of the user's `leadDigest` preference (on unless switched off): the e-mail summary of
 * their bots' new contacts and first conversation. The digest mail names this place.
 */
export function LeadDigestToggle() {
  return <PreferenceSwitch preference="leadDigest" textKey="profileTabs.details.leadDigest" />;
}
