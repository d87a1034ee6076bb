import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, feedback } from '../../db/schema';
import { toPrintableText } from '../../lib/toPrintableText';

/** The newest feedback, newest first. */
export function listRecentFeedback(db: Database, limit: number) {
  return db
    .select({
      createdAt: feedback.createdAt,
      rating: feedback.rating,
      comment: feedback.comment,
      email: feedback.email,
      language: feedback.language,
    })
    .from(feedback)
    .orderBy(desc(feedback.createdAt))
    .limit(limit);
}

/** The newest contact messages, newest first. */
export function listRecentContactMessages(db: Database, limit: number) {
  return db
    .select({
      createdAt: contactMessages.createdAt,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      mailedAt: contactMessages.mailedAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
}

type Cell = string | number | Date | null;

/**
 * A plain-text table for the terminal: one line per row, cells on one line (line breaks shown as
 * `␊`) and cut to `maxWidth` characters, dates as `YYYY-MM-DD HH:MM` (UTC), empty cells as `—`.
 * What visitors wrote is printed inertly (`toPrintableText`): a stored escape sequence cannot
 * drive the operator's terminal.
 * @example formatTable([{ a: 1, b: 'x' }]) // 'a | b\n--+--\n1 | x'
 */
export function formatTable(rows: Record<string, Cell>[], maxWidth = 60): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const text = (value: Cell) => {
    if (value === null || value === '') return '—';
    const plain = value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : String(value);
    const oneLine = toPrintableText(plain).replace(/\s+/g, ' ').trim();
    return oneLine.length > maxWidth ? `${oneLine.slice(0, maxWidth - 1)}…` : oneLine;
  };
  const cells = rows.map((row) => columns.map((column) => text(row[column] ?? null)));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join(' | ')
      .trimEnd();
  return [line(columns), widths.map((width) => '-'.repeat(width)).join('-+-'), ...cells.map(line)].join('\n');
}
