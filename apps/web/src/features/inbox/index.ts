// The public face of features/inbox: other features, pages and the app import only this file.

export { HandoffSettingsPanel } from './components/HandoffSettingsPanel';
export { BotInboxLink, InboxHeaderLink } from './components/InboxLinks';
export { InboxScreen } from './components/InboxScreen';
