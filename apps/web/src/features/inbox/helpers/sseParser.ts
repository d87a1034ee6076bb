/** One dispatched Server-Sent Events frame. */
export interface SseFrame {
  /** The `event:` field, `message` when the frame has none. */
  event: string;
  /** The `data:` lines joined by `\n`. */
  data: string;
  /** The frame's own `id:` field, undefined when it has none (typing events). */
  id: string | undefined;
}

/**
 * Parses a `text/event-stream` incrementally (the HTML standard's rules): feed it text as it
 * arrives, in chunks cut anywhere — even between `\r` and `\n` — and it returns the frames
 * completed so far. Comment lines (`: ping`), unknown fields and frames without data are skipped;
 * several `data:` lines are joined by `\n`.
 * @example const parser = createSseParser(); parser.push('event: status\ndata: {}\n\n') // [{ event: 'status', data: '{}', id: undefined }]
 */
export function createSseParser() {
  let buffer = '';
  /** The previous chunk ended with `\r`: a `\n` starting the next one belongs to that line end. */
  let skipNextLf = false;
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const reset = () => {
    event = '';
    data = [];
    id = undefined;
  };

  const takeLine = (line: string, frames: SseFrame[]) => {
    if (line === '') {
      if (data.length > 0) frames.push({ event: event || 'message', data: data.join('\n'), id });
      reset();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    /** Adds text and returns the frames it completed. */
    push(chunk: string): SseFrame[] {
      const frames: SseFrame[] = [];
      let text = chunk;
      if (skipNextLf && text.startsWith('\n')) text = text.slice(1);
      skipNextLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        takeLine(buffer.slice(start, index), frames);
        if (char === '\r') {
          if (index + 1 === buffer.length) skipNextLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return frames;
    },
  };
}
