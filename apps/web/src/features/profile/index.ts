// The public face of features/profile: pages and other features import only this file.
export { DiscordIntegrationsPanel } from './components/DiscordIntegrationsPanel';
export { OpenAiConnectionsPanel } from './components/OpenAiConnectionsPanel';
export { ProfileActivityPanel } from './components/ProfileActivityPanel';
export { ProfileBackupPanel } from './components/ProfileBackupPanel';
export { ProfileDetailsPanel } from './components/ProfileDetailsPanel';
export { ProfilePlubotsPanel } from './components/ProfilePlubotsPanel';
export { ProfilePowersPanel } from './components/ProfilePowersPanel';
export { getProfilePanelId, getProfileTabId, ProfileTabList } from './components/ProfileTabList';
export { TokenConnectionsPanel } from './components/TokenConnectionsPanel';
export { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileTab, parseProfileTab } from './helpers/profileTabs';
export { CONNECTIONS_QUERY_KEY, useConnectionsQuery } from './hooks/useConnections';
export {
  DISCORD_INTEGRATIONS_QUERY_KEY,
  useConnectDiscordIntegration,
  useDiscordIntegrationsQuery,
  useRemoveDiscordIntegration,
} from './hooks/useDiscordIntegrations';
