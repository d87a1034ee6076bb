import type { FastifyReply } from 'fastify';

/**
 * Answers `csv` (from `buildCsv`) as a download named `fileName`.csv; anything in the name other
 * than letters, digits, `_` and `-` becomes `-`, so a bot's name never breaks the header.
 */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w-]+/g, '-')}.csv"`)
    .send(csv);
}
