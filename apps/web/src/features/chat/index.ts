// The public face of features/chat: other features, pages and the app import only this file.
export { ChatWindow } from './components/ChatWindow';
export { createServerDriver } from './helpers/createServerDriver';
export { getReadableTextColor } from './helpers/getReadableTextColor';
export { parsePublicIdInput } from './helpers/parsePublicIdInput';
export { pickChatPageTheme } from './helpers/pickChatPageTheme';
export { readEmbedParams } from './helpers/readEmbedParams';
export { useConversation } from './hooks/useConversation';
export { useEmbeddedPage } from './hooks/useEmbeddedPage';
export { usePrefersDark } from './hooks/usePrefersDark';
export { usePublicPlubot } from './hooks/usePublicPlubot';
export type { ChatLiveEvent, ChatTurn, ConversationDriver } from './types';
