import { type AiNodeStreamEvent, formatErrorMessage } from '@plubot/contracts';

/**
 * The server-sent events of a streamed AI test: `first` and every further piece as `delta`, then
 * `done` with the whole (trimmed) answer, or `error` (AI_FAILED, in `language`) if the AI service
 * broke off midway.
 */
export async function* toAiTestEvents(
  first: string,
  rest: AsyncIterator<string>,
  streamed: boolean,
  language: string,
): AsyncGenerator<string> {
  let whole = first.trimStart();
  yield toEvent({ type: 'delta', text: whole });
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      whole += next.value;
      yield toEvent({ type: 'delta', text: next.value });
    }
  } catch {
    yield toEvent({ type: 'error', code: 'AI_FAILED', message: formatErrorMessage('AI_FAILED', language) });
    return;
  }
  yield toEvent({ type: 'done', response: whole.trim(), streamed });
}

function toEvent(event: AiNodeStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
