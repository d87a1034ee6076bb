import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { translate } from '../../i18n/translate';

/** Longest transcript a power action sends (a ticket's body, an issue's): the latest lines are kept. */
export const MAX_TRANSCRIPT_CHARS = 20_000;

/** Who said a line, as the owner's team reads it in their tool (Spanish, as the failure texts). */
const say = (key: string, params?: Record<string, string>) =>
  translate('es', `powers.transcript.${key}`, params);

/**
 * A conversation as plain text for a service (a Zendesk ticket, an Intercom conversation): one
 * line per message, `Speaker: text`, in order, with a person of the team by their name. When it is
 * longer than `maxChars`, its latest lines are kept after a first line saying so. An unknown
 * session (deleted since) reads as empty.
 */
export async function readConversationText(
  db: Database,
  sessionId: string,
  maxChars = MAX_TRANSCRIPT_CHARS,
): Promise<string> {
  const rows = await db
    .select({ role: chatMessages.role, text: chatMessages.text, authorName: chatMessages.authorName })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.seq));
  const lines = rows.map((row) => {
    const speaker = row.role === 'person' ? (row.authorName ?? say('team')) : say(row.role);
    return `${speaker}: ${row.text.replace(/\s*\n\s*/g, ' ').trim()}`;
  });
  return keepLatest(lines, maxChars);
}

/** The latest lines that fit in `maxChars`, after a line saying how many earlier ones were left out. */
function keepLatest(lines: string[], maxChars: number): string {
  const whole = lines.join('\n');
  if (whole.length <= maxChars) return whole;
  const kept: string[] = [];
  let size = 0;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    if (size + line.length + 1 > maxChars - 60) break;
    kept.unshift(line);
    size += line.length + 1;
  }
  const left = lines.length - kept.length;
  return [say('earlierLeftOut', { count: String(left) }), ...kept].join('\n');
}
