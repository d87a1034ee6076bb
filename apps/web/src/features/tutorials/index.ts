export { TutorialPage, type TutorialPageProps } from './components/TutorialPage';
export type { TutorialSlug } from './helpers/tutorialFiles';
