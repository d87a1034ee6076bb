// The public face of features/profile: pages and other features import only this file.
export { ProfileActivityPanel } from './components/ProfileActivityPanel';
export { ProfileBackupPanel } from './components/ProfileBackupPanel';
export { ProfileDetailsPanel } from './components/ProfileDetailsPanel';
export { ProfileIntegrationsPanel } from './components/ProfileIntegrationsPanel';
export { ProfilePlubotsPanel } from './components/ProfilePlubotsPanel';
export { ProfilePowersPanel } from './components/ProfilePowersPanel';
export { getProfilePanelId, getProfileTabId, ProfileTabList } from './components/ProfileTabList';
export { completeConnectionOAuth } from './helpers/completeConnectionOAuth';
export { getOAuthServiceNames } from './helpers/getOAuthServiceNames';
export { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileTab, parseProfileTab } from './helpers/profileTabs';
export { CONNECTIONS_QUERY_KEY, useConnectionsQuery } from './hooks/useConnections';
export {
  DISCORD_INTEGRATIONS_QUERY_KEY,
  useConnectDiscordIntegration,
  useDiscordIntegrationsQuery,
  useRemoveDiscordIntegration,
} from './hooks/useDiscordIntegrations';
