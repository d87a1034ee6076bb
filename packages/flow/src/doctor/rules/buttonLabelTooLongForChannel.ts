import type { MessagingChannel } from '../../channels/channelLimits';
import { type ChannelMenuShape, getChannelMenu } from '../../channels/getChannelMenu';
import { createFlowMessage } from '../../messages/createFlowMessage';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import { getConnectedChannels, getShownWays, listChannelNames } from '../doctorChannels';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * Option labels of a reachable decision longer than the title a connected channel shows for them
 * (`context.channels`, the menu's shape there: WhatsApp Cloud's reply buttons 20 characters and
 * list rows 24, Messenger's and Instagram's quick replies 20; Telegram's keyboard, numbered texts and
 * WhatsApp by QR show them whole). The renderer cuts such a title to that length ending in '…'. One
 * finding per menu, about the channels with the shortest title that cuts something, naming the
 * labels cut there:
 * - [warning] when cut buttons or quick replies become the same title (the renderer then tells them
 *   apart only by ' (2)'), so the visitor cannot know which is which;
 * - [tip] otherwise (a WhatsApp list also shows the whole label under a cut title).
 * Measured as written, before `{{variables}}` are filled in. No fix: only the owner can shorten them.
 */
export const checkButtonLabelTooLongForChannel: DoctorCheck = (graph, context, index) => {
  const channels = getConnectedChannels(context);
  if (channels.length === 0) return [];
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    const ways = index.reachable[position] ? getShownWays(index, position, context) : undefined;
    if (!ways) return;
    const labels = ways.map((way) => way.label);
    const cuts = channels.flatMap((channel) => findCutTitles(channel, labels));
    if (cuts.length === 0) return;
    const max = Math.min(...cuts.map((cut) => cut.limit));
    const strictest = cuts.filter((cut) => cut.limit === max);
    const alike = strictest.some((cut) => cut.shape !== 'list' && haveAlikeTitles(labels, max));
    const message = createFlowMessage(
      alike ? 'doctor.buttonLabelTooLongForChannelAlike' : 'doctor.buttonLabelTooLongForChannel',
      {
        label: getNodeLabel(node),
        channels: listChannelNames(strictest.map((cut) => cut.channel)),
        max,
        options: labels
          .filter((label) => countCharacters(label) > max)
          .map((label) => `«${label}»`)
          .join(', '),
      },
    );
    findings.push(
      createDoctorFinding('buttonLabelTooLongForChannel', alike ? 'warning' : 'tip', message, [node.id]),
    );
  });
  return findings;
};

interface CutTitles {
  readonly channel: MessagingChannel;
  readonly shape: ChannelMenuShape;
  readonly limit: number;
}

/** The channel's title limit for this menu when it cuts one of the labels; none otherwise. */
function findCutTitles(channel: MessagingChannel, labels: readonly string[]): CutTitles[] {
  const { shape, titleLimit } = getChannelMenu(channel, labels.length);
  if (titleLimit === null || !labels.some((label) => countCharacters(label) > titleLimit)) return [];
  return [{ channel, shape, limit: titleLimit }];
}

/**
 * Whether cutting the labels to `max` characters as the renderer does (`truncateTitle`: the first
 * `max - 1` characters and '…') makes a cut one equal to another, ignoring case.
 */
function haveAlikeTitles(labels: readonly string[], max: number): boolean {
  const seen = new Map<string, boolean>();
  for (const label of labels) {
    const cut = countCharacters(label) > max;
    const title = truncateTitle(label, max).toLowerCase();
    const other = seen.get(title);
    if (other !== undefined && (cut || other)) return true;
    seen.set(title, cut || (other ?? false));
  }
  return false;
}

function truncateTitle(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** Characters (code points), as the channels count them: an emoji counts once. */
function countCharacters(text: string): number {
  return Array.from(text.trim()).length;
}
