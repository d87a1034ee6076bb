import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';
import { placeholder } from './placeholder';

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
const ConversationsPage = lazyPage(() => import('../../pages/chat/ConversationsPage'), 'ConversationsPage');

/** Screens for signed-in users; they sit under `RequireAuth` (spec §2 Protected routes). */
export const protectedRoutes: RouteObject[] = [
  { path: 'pluniverse', element: placeholder('pluniverse') },
  { path: 'academy', element: placeholder('academy') },
  { path: 'marketplace', element: placeholder('marketplace') },
  { path: 'coliseum', element: placeholder('coliseum') },
  { path: 'tower', element: placeholder('tower') },
  { path: 'sanctuary', element: placeholder('sanctuary') },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'personalization', element: <PersonalizationPage /> },
  { path: 'training', element: <TrainingPage /> },
  { path: 'plubot/edit/flow/:plubotId', element: <FlowEditorPage /> },
  { path: 'plubot/edit/identity/:plubotId', element: <EditIdentityPage /> },
  { path: 'plubot/create/:templateId', element: <CreateFromTemplatePage /> },
  { path: 'plubot/conversations/:plubotId', element: <ConversationsPage /> },
];
