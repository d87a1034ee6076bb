import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'aprendizaje' (content/tutorials/{es,en}/aprendizaje.md). */
export function LearningTutorialPage() {
  return <TutorialPage slug="aprendizaje" />;
}
