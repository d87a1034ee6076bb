import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'expansion' (content/tutorials/{es,en}/expansion.md). */
export function ExpansionTutorialPage() {
  return <TutorialPage slug="expansion" />;
}
