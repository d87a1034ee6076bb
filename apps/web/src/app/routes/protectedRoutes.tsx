import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';

const LogoutPage = lazyPage(() => import('../../pages/LogoutPage'), 'LogoutPage');
const FlowEditorPage = lazyPage(() => import('../../pages/editor/FlowEditorPage'), 'FlowEditorPage');
const TrainingPage = lazyPage(() => import('../../pages/editor/TrainingPage'), 'TrainingPage');
const ProfilePage = lazyPage(() => import('../../pages/ProfilePage'), 'ProfilePage');
const PersonalizationPage = lazyPage(
  () => import('../../pages/creation/PersonalizationPage'),
  'PersonalizationPage',
);
const EditIdentityPage = lazyPage(() => import('../../pages/creation/EditIdentityPage'), 'EditIdentityPage');
const CreateFromTemplatePage = lazyPage(
  () => import('../../pages/creation/CreateFromTemplatePage'),
  'CreateFromTemplatePage',
);
const PluniversePage = lazyPage(() => import('../../pages/pluniverse/PluniversePage'), 'PluniversePage');
const AcademyPage = lazyPage(() => import('../../pages/academy/AcademyPage'), 'AcademyPage');
const MarketplacePage = lazyPage(() => import('../../pages/marketplace/MarketplacePage'), 'MarketplacePage');
const ColiseumPage = lazyPage(() => import('../../pages/coliseum/ColiseumPage'), 'ColiseumPage');
const TowerPage = lazyPage(() => import('../../pages/tower/TowerPage'), 'TowerPage');
const SanctuaryPage = lazyPage(() => import('../../pages/sanctuary/SanctuaryPage'), 'SanctuaryPage');
const ConversationsPage = lazyPage(() => import('../../pages/chat/ConversationsPage'), 'ConversationsPage');
const AnalyticsPage = lazyPage(() => import('../../pages/analytics/AnalyticsPage'), 'AnalyticsPage');
const InboxPage = lazyPage(() => import('../../pages/inbox/InboxPage'), 'InboxPage');
const BotInboxPage = lazyPage(() => import('../../pages/inbox/BotInboxPage'), 'BotInboxPage');
const ConnectionOAuthCallbackPage = lazyPage(
  () => import('../../pages/ConnectionOAuthCallbackPage'),
  'ConnectionOAuthCallbackPage',
);
const KnowledgePage = lazyPage(() => import('../../pages/knowledge/KnowledgePage'), 'KnowledgePage');

/** Screens for signed-in users; they sit under `RequireAuth` (spec §2 Protected routes). */
export const protectedRoutes: RouteObject[] = [
  { path: 'pluniverse', element: <PluniversePage /> },
  { path: 'academy', element: <AcademyPage /> },
  { path: 'marketplace', element: <MarketplacePage /> },
  { path: 'coliseum', element: <ColiseumPage /> },
  { path: 'tower', element: <TowerPage /> },
  { path: 'sanctuary', element: <SanctuaryPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'connections/oauth/callback', element: <ConnectionOAuthCallbackPage /> },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'personalization', element: <PersonalizationPage /> },
  { path: 'training', element: <TrainingPage /> },
  { path: 'plubot/edit/flow/:plubotId', element: <FlowEditorPage /> },
  { path: 'plubot/edit/identity/:plubotId', element: <EditIdentityPage /> },
  { path: 'plubot/create/:templateId', element: <CreateFromTemplatePage /> },
  { path: 'plubot/conversations/:plubotId', element: <ConversationsPage /> },
  { path: 'plubot/analytics/:plubotId', element: <AnalyticsPage /> },
  { path: 'inbox', element: <InboxPage /> },
  { path: 'plubot/:plubotId/inbox', element: <BotInboxPage /> },
  { path: 'plubot/:plubotId/knowledge', element: <KnowledgePage /> },
];
