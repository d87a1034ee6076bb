import { TutorialPage } from '../../features/tutorials';

/** The tutorial guide 'discord-channel-id' (content/tutorials/{es,en}/discord-channel-id.md). */
export function DiscordChannelIdTutorialPage() {
  return <TutorialPage slug="discord-channel-id" />;
}
