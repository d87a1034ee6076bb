import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'index' (content/tutorials/{es,en}/index.md). */
export function TutorialsIndexPage() {
  return <TutorialPage slug="index" />;
}
