import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'flujos' (content/tutorials/{es,en}/flujos.md). */
export function FlowsTutorialPage() {
  return <TutorialPage slug="flujos" />;
}
