import { typeformCredentialsSchema } from '@plubot/contracts';
import type { z } from 'zod';
import { inputOf } from './inputOf';
import {
  type ActionFailure,
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';
import { isSameAnswerValue } from './toAnswerKey';
import {
  listTypeformQuestions,
  readTypeformAnswers,
  type TypeformForm,
  typeformFormListSchema,
  typeformFormSchema,
  typeformResponsesSchema,
} from './typeformForms';

export type TypeformCredentials = z.output<typeof typeformCredentialsSchema>;

/** Responses read per lookup: the newest that mention the value looked for. */
const RESPONSES_PER_LOOKUP = 25;

/**
 * One call to Typeform's API (`{TYPEFORM_API_URL}/…`) with the personal token, read into an answer
 * (see {@link readServiceAnswer}). Typeform words its errors `{"code": …, "description": …}`.
 */
async function callTypeform(
  ctx: ConnectorContext,
  credentials: TypeformCredentials,
  path: string,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method: 'GET',
      url: `${trimBaseUrl(ctx.config.TYPEFORM_API_URL)}${path}`,
      headers: { authorization: `Bearer ${credentials.token}`, accept: 'application/json' },
    },
    { maxResponseBytes: 2_000_000 },
  );
  return readServiceAnswer(result, { messageField: 'description', secret: credentials.token });
}

/** A form's definition, or why it could not be read (deleted, or not the token's: 404). */
async function readForm(
  ctx: ConnectorContext,
  credentials: TypeformCredentials,
  formId: string,
): Promise<{ ok: true; form: TypeformForm } | ActionFailure> {
  const answer = await callTypeform(ctx, credentials, `/forms/${encodeURIComponent(formId)}`);
  if (!answer.ok) return answer;
  const parsed = typeformFormSchema.safeParse(answer.body);
  return parsed.success ? { ok: true, form: parsed.data } : unexpectedAnswer(answer.status);
}

/**
 * `formLink` (while the visitor waits): the address where the visitor answers the chosen form,
 * `{TYPEFORM_FORM_URL}/to/{id}`, with each field (a hidden field's name → its text) after `#`, as
 * Typeform reads hidden fields; fields left empty are left out. Gives the link and the form's title.
 * @example // url: 'https://form.typeform.com/to/abc123#email=ana%40example.com&origen=chat'
 */
async function formLink(
  ctx: ConnectorContext,
  credentials: TypeformCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const formId = inputOf(request, 'formId');
  if (formId === '') return refuseAtOnce('inputMissing', { input: 'formId' });
  const read = await readForm(ctx, credentials, formId);
  if (!read.ok) return read;
  const hidden = Object.entries(request.fields)
    .filter(([name, value]) => name.trim() !== '' && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name.trim())}=${encodeURIComponent(value)}`);
  const base = `${trimBaseUrl(ctx.config.TYPEFORM_FORM_URL)}/to/${encodeURIComponent(read.form.id)}`;
  const url = hidden.length > 0 ? `${base}#${hidden.join('&')}` : base;
  return { ok: true, found: true, outputs: { url, title: read.form.title ?? '' } };
}

/**
 * `findResponse` (a lookup, while the visitor waits): the newest completed response of the form
 * whose hidden field `hiddenField` holds `value` (spaces and letter case aside). Typeform is asked
 * for the newest responses that mention the value anywhere; the hidden field decides. Found, it
 * gives when it was sent and each answer under its question's title.
 */
async function findResponse(
  ctx: ConnectorContext,
  credentials: TypeformCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const formId = inputOf(request, 'formId');
  const hiddenField = inputOf(request, 'hiddenField');
  const value = inputOf(request, 'value');
  if (formId === '' || hiddenField === '')
    return refuseAtOnce('inputMissing', { input: formId === '' ? 'formId' : 'hiddenField' });
  if (value === '') return { ok: true, found: false, outputs: {} };
  const read = await readForm(ctx, credentials, formId);
  if (!read.ok) return read;
  const query = new URLSearchParams({
    query: value,
    page_size: String(RESPONSES_PER_LOOKUP),
    sort: 'submitted_at,desc',
  });
  const answer = await callTypeform(
    ctx,
    credentials,
    `/forms/${encodeURIComponent(read.form.id)}/responses?${query.toString()}`,
  );
  if (!answer.ok) return answer;
  const parsed = typeformResponsesSchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const response = parsed.data.items.find((item) => isSameAnswerValue(item.hidden?.[hiddenField], value));
  if (!response) return { ok: true, found: false, outputs: {} };
  const answers = readTypeformAnswers(response, listTypeformQuestions(read.form));
  // A question titled «submittedAt» gives way to the response's own date.
  return { ok: true, found: true, outputs: { ...answers, submittedAt: response.submitted_at ?? '' } };
}

/** The account's forms (the first 200), by their titles. */
async function listForms(ctx: ConnectorContext, credentials: TypeformCredentials) {
  const answer = await callTypeform(ctx, credentials, '/forms?page_size=200');
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = typeformFormListSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const choices = parsed.data.items.map((form) => ({ id: form.id, label: form.title?.trim() || form.id }));
  return { ok: true as const, choices };
}

/** A list read from one form's definition (`parent` is its id). */
async function listFromForm(
  ctx: ConnectorContext,
  credentials: TypeformCredentials,
  parent: string | undefined,
  toChoices: (form: TypeformForm) => { id: string; label: string; type?: string }[],
) {
  const formId = (parent ?? '').trim();
  if (formId === '') return { ok: false as const, error: 'parent form is required' };
  const read = await readForm(ctx, credentials, formId);
  if (!read.ok) return toChoicesFailure(read);
  return { ok: true as const, choices: toChoices(read.form) };
}

/**
 * A Typeform account (a personal access token with the forms and responses read scopes): gives the
 * visitor a form's link with hidden fields filled from the conversation, and looks a response up by
 * a hidden field. The token is checked by listing one form, the scope the power needs.
 */
export const typeformConnector: ServiceConnector<TypeformCredentials> = {
  title: 'Typeform',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = typeformCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) =>
    toConnectionCheck(await callTypeform(ctx, credentials, '/forms?page_size=1')),
  actions: { formLink, findResponse },
  choices: {
    typeformForm: listForms,
    typeformHiddenField: (ctx, credentials, parent) =>
      listFromForm(ctx, credentials, parent, (form) =>
        (form.hidden ?? []).map((name) => ({ id: name, label: name })),
      ),
    typeformQuestion: (ctx, credentials, parent) =>
      listFromForm(ctx, credentials, parent, (form) =>
        listTypeformQuestions(form).map((question) => ({
          id: question.key,
          label: question.key,
          type: question.type,
        })),
      ),
  },
};
