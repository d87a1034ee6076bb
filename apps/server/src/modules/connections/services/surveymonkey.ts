import { surveymonkeyCredentialsSchema } from '@plubot/contracts';
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
import {
  collectorListSchema,
  listSurveyQuestions,
  readSurveyAnswers,
  responsesBulkSchema,
  type SurveyDetails,
  surveyDetailsSchema,
  surveyListSchema,
  surveySchema,
} from './surveymonkeySurveys';
import { isSameAnswerValue } from './toAnswerKey';

export type SurveymonkeyCredentials = z.output<typeof surveymonkeyCredentialsSchema>;

/** Responses read per lookup: the newest completed ones (SurveyMonkey's most per page). */
const RESPONSES_PER_LOOKUP = 100;

/**
 * One GET of SurveyMonkey's API (`{SURVEYMONKEY_API_URL}/v3/…`) with the access token, read into an
 * answer (see {@link readServiceAnswer}). SurveyMonkey words its errors `{"error": {"message": …}}`.
 */
async function callSurveymonkey(
  ctx: ConnectorContext,
  credentials: SurveymonkeyCredentials,
  path: string,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method: 'GET',
      url: `${trimBaseUrl(ctx.config.SURVEYMONKEY_API_URL)}/v3${path}`,
      headers: { authorization: `Bearer ${credentials.token}`, accept: 'application/json' },
    },
    { maxResponseBytes: 4_000_000 },
  );
  return readServiceAnswer(result, { messageField: 'error', secret: credentials.token });
}

/** One GET whose JSON must fit `schema`: the parsed body, or the failure. */
async function readJson<T>(
  ctx: ConnectorContext,
  credentials: SurveymonkeyCredentials,
  path: string,
  schema: z.ZodType<T>,
): Promise<{ ok: true; value: T } | ActionFailure> {
  const answer = await callSurveymonkey(ctx, credentials, path);
  if (!answer.ok) return answer;
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? { ok: true, value: parsed.data } : unexpectedAnswer(answer.status);
}

/** The path of one survey (`/surveys/{id}`), its id encoded. */
const surveyPath = (surveyId: string) => `/surveys/${encodeURIComponent(surveyId)}`;

/**
 * `surveyLink` (while the visitor waits): the address of the survey's open web-link collector, with
 * each field (a custom variable's name → its text) in the query, as SurveyMonkey reads custom
 * variables; fields left empty are left out. Gives the link and the survey's title. A survey
 * without an open web link fails at once: the owner creates one in SurveyMonkey.
 * @example // url: 'https://www.surveymonkey.com/r/ABC123?email=ana%40example.com'
 */
async function surveyLink(
  ctx: ConnectorContext,
  credentials: SurveymonkeyCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const surveyId = inputOf(request, 'surveyId');
  if (surveyId === '') return refuseAtOnce('inputMissing', { input: 'surveyId' });
  const survey = await readJson(ctx, credentials, surveyPath(surveyId), surveySchema);
  if (!survey.ok) return survey;
  const collectors = await readJson(
    ctx,
    credentials,
    `${surveyPath(surveyId)}/collectors?include=type,status,url&per_page=100`,
    collectorListSchema,
  );
  if (!collectors.ok) return collectors;
  // Only a web address is given to a visitor, whatever else the service may send.
  const webLink = collectors.value.data.find(
    (collector) =>
      collector.type === 'weblink' &&
      collector.status === 'open' &&
      /^https?:\/\//i.test(collector.url ?? ''),
  );
  if (!webLink?.url) return refuseAtOnce('surveyWithoutWebLink');
  const variables = Object.entries(request.fields)
    .filter(([name, value]) => name.trim() !== '' && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name.trim())}=${encodeURIComponent(value)}`);
  const separator = webLink.url.includes('?') ? '&' : '?';
  const url = variables.length > 0 ? `${webLink.url}${separator}${variables.join('&')}` : webLink.url;
  return { ok: true, found: true, outputs: { url, title: survey.value.title ?? '' } };
}

/**
 * `findResponse` (a lookup, while the visitor waits): among the survey's newest completed responses
 * (the last {@link RESPONSES_PER_LOOKUP}), the newest whose custom variable `customVariable` holds
 * `value` (spaces and letter case aside). Found, it gives when it was last changed and each answer
 * under its question's heading, read with the survey's details.
 */
async function findResponse(
  ctx: ConnectorContext,
  credentials: SurveymonkeyCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const surveyId = inputOf(request, 'surveyId');
  const variable = inputOf(request, 'customVariable');
  const value = inputOf(request, 'value');
  if (surveyId === '' || variable === '')
    return refuseAtOnce('inputMissing', { input: surveyId === '' ? 'surveyId' : 'customVariable' });
  if (value === '') return { ok: true, found: false, outputs: {} };
  const details = await readJson(ctx, credentials, `${surveyPath(surveyId)}/details`, surveyDetailsSchema);
  if (!details.ok) return details;
  const query = new URLSearchParams({
    per_page: String(RESPONSES_PER_LOOKUP),
    status: 'completed',
    sort_by: 'date_modified',
    sort_order: 'DESC',
  });
  const responses = await readJson(
    ctx,
    credentials,
    `${surveyPath(surveyId)}/responses/bulk?${query.toString()}`,
    responsesBulkSchema,
  );
  if (!responses.ok) return responses;
  const response = responses.value.data.find((item) =>
    isSameAnswerValue(item.custom_variables?.[variable], value),
  );
  if (!response) return { ok: true, found: false, outputs: {} };
  const answers = readSurveyAnswers(response, listSurveyQuestions(details.value));
  // A question headed «submittedAt» gives way to the response's own date.
  return { ok: true, found: true, outputs: { ...answers, submittedAt: response.date_modified ?? '' } };
}

/** The account's surveys (the 100 last changed), by their titles. */
async function listSurveys(ctx: ConnectorContext, credentials: SurveymonkeyCredentials) {
  const read = await readJson(
    ctx,
    credentials,
    '/surveys?per_page=100&sort_by=date_modified&sort_order=DESC',
    surveyListSchema,
  );
  if (!read.ok) return toChoicesFailure(read);
  const choices = read.value.data.map((survey) => ({
    id: survey.id,
    label: survey.title?.trim() || survey.id,
  }));
  return { ok: true as const, choices };
}

/** A survey's custom variables (`parent` is its id): each by name, with its label when it has one. */
async function listVariables(
  ctx: ConnectorContext,
  credentials: SurveymonkeyCredentials,
  parent: string | undefined,
) {
  const surveyId = (parent ?? '').trim();
  if (surveyId === '') return { ok: false as const, error: 'parent survey is required' };
  const read = await readJson(ctx, credentials, surveyPath(surveyId), surveySchema);
  if (!read.ok) return toChoicesFailure(read);
  const choices = Object.entries(read.value.custom_variables ?? {}).map(([name, label]) => ({
    id: name,
    label:
      typeof label === 'string' && label.trim() !== '' && label.trim() !== name
        ? `${name} (${label.trim()})`
        : name,
  }));
  return { ok: true as const, choices };
}

/** A survey's questions (`parent` is its id), by the names their answers are given under. */
async function listQuestions(
  ctx: ConnectorContext,
  credentials: SurveymonkeyCredentials,
  parent: string | undefined,
) {
  const surveyId = (parent ?? '').trim();
  if (surveyId === '') return { ok: false as const, error: 'parent survey is required' };
  const read = await readJson(ctx, credentials, `${surveyPath(surveyId)}/details`, surveyDetailsSchema);
  if (!read.ok) return toChoicesFailure(read);
  return { ok: true as const, choices: toQuestionChoices(read.value) };
}

/** The questions of a survey's details as choices: the name, and the question's family as its type. */
function toQuestionChoices(details: SurveyDetails) {
  return listSurveyQuestions(details).map((question) => ({
    id: question.key,
    label: question.key,
    type: question.family,
  }));
}

/**
 * A SurveyMonkey account (an app's access token with the surveys, collectors and responses read
 * scopes): gives the visitor a survey's web link with custom variables filled from the
 * conversation, and looks a response up by a custom variable.
 */
export const surveymonkeyConnector: ServiceConnector<SurveymonkeyCredentials> = {
  title: 'SurveyMonkey',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = surveymonkeyCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) => toConnectionCheck(await callSurveymonkey(ctx, credentials, '/users/me')),
  actions: { surveyLink, findResponse },
  choices: {
    surveymonkeySurvey: listSurveys,
    surveymonkeyVariable: listVariables,
    surveymonkeyQuestion: listQuestions,
  },
};
