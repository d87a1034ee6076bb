import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The personal token the stand-in accepts. */
export const TYPEFORM_TOKEN = 'tfp_PruebaDePlubot0123456789abcdefghijklmnoTYPE';

/** The stand-in's one form, «Encuesta de satisfacción», as `GET /forms/{id}` describes it. */
export const TYPEFORM_FORM = {
  id: 'Ab12Cd',
  title: 'Encuesta de satisfacción',
  hidden: ['email', 'origen'],
  fields: [
    { id: 'f1', ref: 'nota', title: '¿Qué nota nos das?', type: 'opinion_scale' },
    { id: 'f2', ref: 'mejora', title: '¿Qué mejorarías?', type: 'long_text' },
  ],
  _links: { display: 'https://plubot.typeform.com/to/Ab12Cd' },
};

/** A stored response: its hidden fields, when it was sent, and its answers as Typeform lists them. */
interface StandInResponse {
  hidden: Record<string, string>;
  submitted_at: string;
  answers: unknown[];
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Typeform's own error shape. */
const typeformError = (status: number, code: string, description: string) =>
  json(status, { code, description });

/**
 * A local stand-in speaking Typeform's API for one personal token and one form: `GET /forms`,
 * `GET /forms/{id}` and `GET /forms/{id}/responses` (newest first; `query` keeps the responses
 * mentioning it in a hidden field or an answer, as Typeform does). `respond(...)` stores a visitor's
 * response, `failResponsesNext(status)` makes the next response listing fail, `removeForm()`
 * deletes the form.
 */
export async function startTypeformStandIn() {
  const responses: StandInResponse[] = [];
  const failures: ReturnType<typeof json>[] = [];
  let formExists = true;
  const formPath = `/forms/${TYPEFORM_FORM.id}`;
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (request.headers.authorization !== `Bearer ${TYPEFORM_TOKEN}`)
      return typeformError(
        401,
        'AUTHENTICATION_FAILED',
        'Authentication credentials not found on the Request Headers',
      );
    const url = new URL(request.url, 'http://typeform.test');
    if (request.method !== 'GET') return typeformError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    if (url.pathname === '/forms') {
      const items = formExists ? [{ id: TYPEFORM_FORM.id, title: TYPEFORM_FORM.title }] : [];
      return json(200, { total_items: items.length, page_count: 1, items });
    }
    if (!formExists && url.pathname.startsWith(formPath))
      return typeformError(404, 'FORM_NOT_FOUND', `Non existing form with uid ${TYPEFORM_FORM.id}`);
    if (url.pathname === formPath) return json(200, TYPEFORM_FORM);
    if (url.pathname === `${formPath}/responses`) {
      const failure = failures.shift();
      if (failure) return failure;
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const items = [...responses]
        .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at))
        .filter((response) => JSON.stringify(response).toLowerCase().includes(query))
        .slice(0, Number(url.searchParams.get('page_size') ?? 25));
      return json(200, { total_items: items.length, page_count: 1, items });
    }
    return typeformError(404, 'NOT_FOUND', 'Not found');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    received: receiver.received,
    /** A visitor answers the form: their hidden fields, the date, a score and a suggestion. */
    respond: (hidden: Record<string, string>, submittedAt: string, score: number, suggestion: string) => {
      responses.push({
        hidden,
        submitted_at: submittedAt,
        answers: [
          { field: { id: 'f1', type: 'opinion_scale', ref: 'nota' }, type: 'number', number: score },
          { field: { id: 'f2', type: 'long_text', ref: 'mejora' }, type: 'text', text: suggestion },
        ],
      });
    },
    /** The next response listings fail with these statuses, in order. */
    failResponsesNext: (...statuses: number[]) => {
      for (const status of statuses)
        failures.push(typeformError(status, 'INTERNAL_ERROR', 'Something went wrong'));
    },
    /** The owner deletes the form in Typeform (`false`: it comes back). */
    removeForm: (removed = true) => {
      formExists = !removed;
    },
    close: receiver.close,
  };
}
