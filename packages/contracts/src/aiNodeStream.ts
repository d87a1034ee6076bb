import { z } from 'zod';
import { aiNodeBodySchema } from './editorTools';

/**
 * `POST /api/ai-node/stream`: the AI node's 'Probar' with the answer streamed as it is written.
 * `plubotId` names the bot being edited (its owner's only; anyone else's gets 404).
 */
export const aiNodeStreamBodySchema = aiNodeBodySchema.extend({
  plubotId: z.string().uuid().optional(),
});

/**
 * One server-sent event of `POST /api/ai-node/stream` (`data: {json}`): a piece of the answer, the
 * end with the whole answer (`streamed` false when the AI service answered at once), or a failure
 * after the answer had begun. Failures before any text are ordinary JSON errors.
 */
export const aiNodeStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), response: z.string(), streamed: z.boolean() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AiNodeStreamEvent = z.infer<typeof aiNodeStreamEventSchema>;

/**
 * Reads a `text/event-stream` as it arrives: `push` each decoded piece of text and get the `data`
 * of every event it completed (multi-line data joined with '\n'); `end` flushes the last event.
 * Comments (`:`) and other fields are skipped.
 * @example const reader = createServerSentEventReader(); reader.push('data: a\n\nda'); // ['a']
 */
export function createServerSentEventReader() {
  let buffer = '';
  let data: string[] = [];
  const takeLines = (final: boolean): string[] => {
    const events: string[] = [];
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = final ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) events.push(data.join('\n'));
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
    }
    if (final && data.length > 0) {
      events.push(data.join('\n'));
      data = [];
    }
    return events;
  };
  return {
    push: (text: string): string[] => {
      buffer += text;
      return takeLines(false);
    },
    end: (): string[] => takeLines(true),
  };
}
