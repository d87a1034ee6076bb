import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'discord' (content/tutorials/{es,en}/discord.md). */
export function DiscordTutorialPage() {
  return <TutorialPage slug="discord" />;
}
