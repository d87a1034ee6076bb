import http from 'node:http';

/** One event read from a Server-Sent Events stream. */
export interface ReadEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/** An open stream in a test: what arrived so far, a wait for what should come, and a close. */
export interface TestStream {
  readonly status: number;
  readonly events: ReadEvent[];
  waitFor(predicate: (event: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  close(): void;
}

/**
 * Opens `url` as a Server-Sent Events stream over real HTTP (an injected request never ends) and
 * reads its frames as they come, on a connection of its own that closing destroys (no pooled
 * socket is left behind to hold a closing server). A refused stream (not 200) is answered with
 * its status and no events.
 */
export function openTestStream(url: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const events: ReadEvent[] = [];
  const waiters: { predicate: (event: ReadEvent) => boolean; resolve: (event: ReadEvent) => void }[] = [];
  const received = (event: ReadEvent) => {
    events.push(event);
    for (const waiter of waiters.filter((candidate) => candidate.predicate(event))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  };
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = frame.split('\n');
          const field = (name: string) =>
            lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          const data = field('data');
          if (data !== null)
            received({ id: field('id'), event: field('event') ?? 'message', data: JSON.parse(data) });
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        events,
        waitFor(predicate, timeoutMs = 5000) {
          const found = events.find(predicate);
          if (found) return Promise.resolve(found);
          return new Promise<ReadEvent>((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
              timeoutMs,
            );
            waiters.push({
              predicate,
              resolve: (event) => {
                clearTimeout(timer);
                done(event);
              },
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}
