// The public face of features/conversations: other features, pages and the app import only this file.
export { ConversationList } from './components/ConversationList';
export { LeadsTable } from './components/LeadsTable';
export { RecordsPanel } from './components/RecordsPanel';
export { ResultsPanel } from './components/ResultsPanel';
export { UsageMeter } from './components/UsageMeter';
export {
  CONVERSATIONS_PAGE_SIZE,
  fetchConversations,
  fetchLeads,
  fetchPlubotName,
  fetchUsage,
} from './helpers/conversationsApi';
