import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'automatizacion' (content/tutorials/{es,en}/automatizacion.md). */
export function AutomationTutorialPage() {
  return <TutorialPage slug="automatizacion" />;
}
