import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The web data stream the stand-in collects for: its measurement id and its Measurement Protocol API secret. */
export const GA4_MEASUREMENT_ID = 'G-PLUBOT2024';
export const GA4_API_SECRET = 'mP7-secreto_de_prueba_Q';

/** One event Google kept: the visitor it counts it for, and the event as sent. */
export interface CollectedEvent {
  client_id: string;
  name: string;
  params: Record<string, unknown>;
}

/** One message of the validation server (`/debug/mp/collect`). */
interface ValidationMessage {
  fieldPath: string;
  description: string;
  validationCode: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };
type Payload = { client_id?: unknown; events?: { name?: unknown; params?: unknown }[] };

const NAME = /^\p{L}[\p{L}\p{N}_]*$/u;

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** What the validation server says of a payload: a client id is required, each event's name must be valid. */
function validate(payload: Payload | undefined, measurementId: string | null): ValidationMessage[] {
  if (!payload)
    return [{ fieldPath: '', description: 'Unable to parse payload.', validationCode: 'VALUE_INVALID' }];
  const messages: ValidationMessage[] = [];
  if (!measurementId)
    messages.push({
      fieldPath: 'measurement_id',
      description: 'Measurement ID is required.',
      validationCode: 'VALUE_REQUIRED',
    });
  if (typeof payload.client_id !== 'string' || payload.client_id === '')
    messages.push({
      fieldPath: 'client_id',
      description: 'client_id is required.',
      validationCode: 'VALUE_REQUIRED',
    });
  (payload.events ?? []).forEach((event, index) => {
    const name = String(event.name ?? '');
    if (!NAME.test(name) || name.length > 40)
      messages.push({
        fieldPath: 'events',
        description: `Event at index: [${index}] has invalid name [${name}]. Names must start with an alphabetic character.`,
        validationCode: 'NAME_INVALID',
      });
  });
  return messages;
}

function parse(body: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A local stand-in speaking Google Analytics 4's Measurement Protocol as Google does: `POST
 * /mp/collect` answers 204 to anything, keeping the events (in `collected`) only when the
 * measurement id and API secret are the stream's — a wrong secret is dropped without a word — and
 * `POST /debug/mp/collect` (the validation server) answers `validationMessages` about the payload,
 * never about the secret. `failNext(status)` makes the next collects answer an error (a 429, a 5xx).
 */
export async function startGa4StandIn() {
  const collected: CollectedEvent[] = [];
  const failures: Answer[] = [];
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    const [path = '', query = ''] = request.url.split('?');
    const params = new URLSearchParams(query);
    if (request.method !== 'POST') return { status: 405 };
    const payload = parse(request.body);
    if (path === '/debug/mp/collect')
      return json(200, { validationMessages: validate(payload, params.get('measurement_id')) });
    if (path !== '/mp/collect')
      return { status: 404, headers: { 'content-type': 'text/html' }, body: '<html>404</html>' };
    const failure = failures.shift();
    if (failure) return failure;
    const known =
      params.get('measurement_id') === GA4_MEASUREMENT_ID && params.get('api_secret') === GA4_API_SECRET;
    if (known && payload && validate(payload, GA4_MEASUREMENT_ID).length === 0) {
      for (const event of payload.events ?? [])
        collected.push({
          client_id: String(payload.client_id),
          name: String(event.name),
          params: (event.params ?? {}) as Record<string, unknown>,
        });
    }
    return { status: 204 };
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    collected,
    received: receiver.received,
    /** The next collects answer these statuses, in order, with Google's error shape. */
    failNext: (...statuses: number[]) => {
      for (const status of statuses)
        failures.push(json(status, { error: { code: status, message: 'Try again later.' } }));
    },
    close: receiver.close,
  };
}
