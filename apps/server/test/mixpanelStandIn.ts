import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The project token the stand-in's project has (32 hex characters). */
export const MIXPANEL_TOKEN = '9a8b7c6d5e4f30211203948576afbecd';

/** Mixpanel's words for a token it does not know (or one of another residency). */
export const MIXPANEL_INVALID = 'Invalid credentials';

/** One event the project imported. */
export interface ImportedEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** How a test makes the next imports fail, as Mixpanel fails. */
export interface MixpanelFailure {
  status: number;
  /** For a 400: the refused event's field and Mixpanel's reason. */
  field?: string;
  message: string;
  retryAfter?: string;
}

type Answer = { status: number; headers: Record<string, string>; body: string };
type FailedRecord = { index: number; insert_id: string; field: string; message: string };

/** Mixpanel takes no event before 1971-01-01 (seconds since the epoch). */
const EARLIEST_SECONDS = Date.UTC(1971, 0, 1) / 1000;
const INSERT_ID = /^[A-Za-z0-9-]{1,36}$/;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** `/import`'s answer to a batch with refused events (`strict=1`). */
const badRequest = (imported: number, failed: FailedRecord[]) =>
  json(400, {
    code: 400,
    error: 'some data points in the request failed validation',
    status: 'Bad Request',
    num_records_imported: imported,
    failed_records: failed,
  });

/** Whether HTTP Basic carries the token as the user name with an empty password. */
function holdsToken(authorization: string | undefined): boolean {
  const [scheme, encoded = ''] = (authorization ?? '').split(' ');
  return scheme === 'Basic' && Buffer.from(encoded, 'base64').toString('utf8') === `${MIXPANEL_TOKEN}:`;
}

/** Why `/import?strict=1` refuses one event, or `undefined` when it takes it. */
function refusalOf(event: ImportedEvent, index: number): FailedRecord | undefined {
  const properties = event.properties ?? {};
  const insertId = String(properties.$insert_id ?? '');
  const refuse = (field: string, message: string) => ({ index, insert_id: insertId, field, message });
  const time = Number(properties.time);
  const seconds = time > 1e11 ? time / 1000 : time;
  if (!Number.isFinite(time) || seconds < EARLIEST_SECONDS || seconds > Date.now() / 1000 + 3600)
    return refuse(
      'properties.time',
      "'properties.time' is invalid: must be specified as seconds since epoch",
    );
  if (typeof event.event !== 'string' || event.event === '')
    return refuse('event', "'event' must be a non-empty string");
  if (typeof properties.distinct_id !== 'string')
    return refuse('properties.distinct_id', "'properties.distinct_id' must be a string");
  if (!INSERT_ID.test(insertId))
    return refuse(
      'properties.$insert_id',
      "'properties.$insert_id' must be at most 36 alphanumeric characters or -",
    );
  return undefined;
}

/**
 * A local stand-in speaking Mixpanel's `/import?strict=1` for one project, with the project token
 * as HTTP Basic's user name: a wrong or revoked token answers 401; each event needs a `time` from
 * 1971 on, a `distinct_id` and an `$insert_id`, and a batch with refused events answers 400 with
 * `failed_records` (the others are imported, as Mixpanel does). `failNext(…)` makes the next imports
 * answer a 429 (with `Retry-After`), a 5xx or a 400 of Mixpanel's.
 */
export async function startMixpanelStandIn() {
  const events: ImportedEvent[] = [];
  const failures: Answer[] = [];
  let revoked = false;

  function importBatch(body: string): Answer {
    let batch: unknown;
    try {
      batch = JSON.parse(body);
    } catch {
      return json(400, { code: 400, error: 'unable to parse body', status: 'Bad Request' });
    }
    if (!Array.isArray(batch))
      return json(400, { code: 400, error: 'body must be an array', status: 'Bad Request' });
    const failed: FailedRecord[] = [];
    (batch as ImportedEvent[]).forEach((event, index) => {
      const refusal = refusalOf(event, index);
      if (refusal) failed.push(refusal);
      else events.push(event);
    });
    const imported = batch.length - failed.length;
    if (failed.length > 0) return badRequest(imported, failed);
    return json(200, { code: 200, num_records_imported: imported, status: 'OK' });
  }

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (!holdsToken(request.headers.authorization) || revoked)
      return json(401, { code: 401, error: MIXPANEL_INVALID, status: 'Unauthorized' });
    if (request.method !== 'POST' || request.url !== '/import?strict=1')
      return json(404, { code: 404, error: 'not found', status: 'Not Found' });
    return failures.shift() ?? importBatch(request.body);
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    events,
    received: receiver.received,
    /** Revokes the token (or gives it back): every call then answers 401. */
    revoke: (value = true) => {
      revoked = value;
    },
    /** The next imports fail with these answers, in order. */
    failNext: (...answers: MixpanelFailure[]) => {
      for (const answer of answers) {
        failures.push(
          answer.status === 400
            ? badRequest(0, [
                { index: 0, insert_id: '', field: answer.field ?? 'event', message: answer.message },
              ])
            : json(
                answer.status,
                { code: answer.status, error: answer.message, status: 'Error' },
                answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
              ),
        );
      }
    },
    close: receiver.close,
  };
}
