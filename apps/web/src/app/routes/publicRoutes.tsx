import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';

const HomePage = lazyPage(() => import('../../pages/HomePage'), 'HomePage');
const WelcomePage = lazyPage(() => import('../../pages/creation/WelcomePage'), 'WelcomePage');
const FactoryPage = lazyPage(() => import('../../pages/creation/FactoryPage'), 'FactoryPage');
const ChatPage = lazyPage(() => import('../../pages/chat/ChatPage'), 'ChatPage');
const PublicChatPage = lazyPage(() => import('../../pages/chat/PublicChatPage'), 'PublicChatPage');
const AboutPlubotPage = lazyPage(() => import('../../pages/content/AboutPlubotPage'), 'AboutPlubotPage');
const ByteAmbassadorPage = lazyPage(
  () => import('../../pages/content/ByteAmbassadorPage'),
  'ByteAmbassadorPage',
);
const PowersPage = lazyPage(() => import('../../pages/powers/PowersPage'), 'PowersPage');
const PowersAboutPage = lazyPage(() => import('../../pages/powers/PowersAboutPage'), 'PowersAboutPage');
const PlansPage = lazyPage(() => import('../../pages/plans/PlansPage'), 'PlansPage');
const HistoryversePage = lazyPage(
  () => import('../../pages/historyverse/HistoryversePage'),
  'HistoryversePage',
);
const BenchmarkPage = lazyPage(() => import('../../pages/benchmark/BenchmarkPage'), 'BenchmarkPage');
const FaqPage = lazyPage(() => import('../../pages/content/FaqPage'), 'FaqPage');
const BlogPage = lazyPage(() => import('../../pages/content/BlogPage'), 'BlogPage');
const BlogPostPage = lazyPage(() => import('../../pages/content/BlogPostPage'), 'BlogPostPage');
const TermsPage = lazyPage(() => import('../../pages/content/TermsPage'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../../pages/content/PrivacyPage'), 'PrivacyPage');
const SecurityPage = lazyPage(() => import('../../pages/content/SecurityPage'), 'SecurityPage');
const ContactPage = lazyPage(() => import('../../pages/contact/ContactPage'), 'ContactPage');
const FeedbackPage = lazyPage(() => import('../../pages/contact/FeedbackPage'), 'FeedbackPage');
const TutorialsIndexPage = lazyPage(
  () => import('../../pages/tutorials/TutorialsIndexPage'),
  'TutorialsIndexPage',
);
const LearningTutorialPage = lazyPage(
  () => import('../../pages/tutorials/LearningTutorialPage'),
  'LearningTutorialPage',
);
const AutomationTutorialPage = lazyPage(
  () => import('../../pages/tutorials/AutomationTutorialPage'),
  'AutomationTutorialPage',
);
const ExpansionTutorialPage = lazyPage(
  () => import('../../pages/tutorials/ExpansionTutorialPage'),
  'ExpansionTutorialPage',
);
const FlowsTutorialPage = lazyPage(
  () => import('../../pages/tutorials/FlowsTutorialPage'),
  'FlowsTutorialPage',
);
const DiscordTutorialPage = lazyPage(
  () => import('../../pages/tutorials/DiscordTutorialPage'),
  'DiscordTutorialPage',
);
const DiscordChannelIdTutorialPage = lazyPage(
  () => import('../../pages/tutorials/DiscordChannelIdTutorialPage'),
  'DiscordChannelIdTutorialPage',
);

/** Screens anyone may open, shown with the header and footer (spec §2 Public routes). */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'welcome', element: <WelcomePage /> },
  { path: 'factory', element: <FactoryPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'blog', element: <BlogPage /> },
  { path: 'blog/:slug', element: <BlogPostPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'seguridad', element: <SecurityPage /> },
  { path: 'plans', element: <PlansPage /> },
  { path: 'pricing', element: <PlansPage /> },
  { path: 'poderes', element: <PowersPage /> },
  { path: 'poderes/about', element: <PowersAboutPage /> },
  { path: 'about-plubot', element: <AboutPlubotPage /> },
  { path: 'byte-embajador', element: <ByteAmbassadorPage /> },
  { path: 'historyverse', element: <HistoryversePage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'tu-opinion', element: <FeedbackPage /> },
  { path: 'public-chat', element: <PublicChatPage /> },
  { path: 'chat/:publicId', element: <ChatPage /> },
  { path: 'tutoriales', element: <TutorialsIndexPage /> },
  { path: 'tutoriales/aprendizaje', element: <LearningTutorialPage /> },
  { path: 'tutoriales/automatizacion', element: <AutomationTutorialPage /> },
  { path: 'tutoriales/expansion', element: <ExpansionTutorialPage /> },
  { path: 'tutoriales/flujos', element: <FlowsTutorialPage /> },
  { path: 'tutoriales/discord', element: <DiscordTutorialPage /> },
  { path: 'tutoriales/discord/channel-id', element: <DiscordChannelIdTutorialPage /> },
  { path: 'benchmark', element: <BenchmarkPage /> },
];
