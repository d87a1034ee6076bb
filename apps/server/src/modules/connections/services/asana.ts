import { asanaCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { inputOf } from './inputOf';
import {
  readServiceAnswer,
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

export type AsanaCredentials = z.output<typeof asanaCredentialsSchema>;

/** Asana's answer to a list with `opt_fields=name`: `{ data: [{ gid, name }] }`. */
const namedListSchema = z.looseObject({
  data: z.array(z.looseObject({ gid: z.string(), name: z.string().nullable().optional() })),
});

/** Most items of a list Asana gives in one page (its own maximum). */
const PAGE_LIMIT = 100;

/**
 * One call to Asana's API (`{ASANA_API_URL}/api/1.0/…`) with the personal access token, read into
 * an answer (see {@link readServiceAnswer}); Asana words its errors as `{"errors": [{"message": …}]}`.
 */
async function callAsana(
  ctx: ConnectorContext,
  credentials: AsanaCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method,
      url: `${trimBaseUrl(ctx.config.ASANA_API_URL)}/api/1.0${path}`,
      headers: {
        authorization: `Bearer ${credentials.token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { maxResponseBytes: 2_000_000 },
  );
  return readServiceAnswer(result, { messageField: 'errors', secret: credentials.token });
}

/**
 * `createTask`: a task in the chosen project — in the chosen section when there is one (Asana's
 * create-only `memberships`, so the task never lands elsewhere first) — named and described with
 * what the visitor said. The workspace only narrows the editor's choice: the project places it.
 */
async function createTask(
  ctx: ConnectorContext,
  credentials: AsanaCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const project = inputOf(request, 'projectId');
  if (project === '') return refuseAtOnce('inputMissing', { input: 'projectId' });
  const name = inputOf(request, 'taskName');
  if (name === '') return refuseAtOnce('inputMissing', { input: 'taskName' });
  const notes = inputOf(request, 'taskNotes');
  const section = inputOf(request, 'sectionId');
  const answer = await callAsana(ctx, credentials, 'POST', '/tasks', {
    data: {
      name,
      ...(notes === '' ? {} : { notes }),
      ...(section === '' ? { projects: [project] } : { memberships: [{ project, section }] }),
    },
  });
  return answer.ok ? { ok: true } : answer;
}

/** A list of Asana's named things (workspaces, projects, sections) as choices, or why it failed. */
async function listNamed(ctx: ConnectorContext, credentials: AsanaCredentials, path: string) {
  const answer = await callAsana(ctx, credentials, 'GET', path);
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = namedListSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const choices = parsed.data.data.map((item) => ({ id: item.gid, label: item.name?.trim() || item.gid }));
  return { ok: true as const, choices };
}

/** The workspaces (and organizations) the token's user belongs to. */
function listWorkspaces(ctx: ConnectorContext, credentials: AsanaCredentials) {
  return listNamed(ctx, credentials, `/workspaces?limit=${PAGE_LIMIT}&opt_fields=name`);
}

/** The projects of one workspace (`parent` is its gid) that are not archived. */
async function listProjects(
  ctx: ConnectorContext,
  credentials: AsanaCredentials,
  parent: string | undefined,
) {
  const workspace = (parent ?? '').trim();
  if (workspace === '') return { ok: false as const, error: 'parent workspace is required' };
  const query = `workspace=${encodeURIComponent(workspace)}&archived=false&limit=${PAGE_LIMIT}&opt_fields=name`;
  return listNamed(ctx, credentials, `/projects?${query}`);
}

/** The sections of one project (`parent` is its gid), in the project's order. */
async function listSections(
  ctx: ConnectorContext,
  credentials: AsanaCredentials,
  parent: string | undefined,
) {
  const project = (parent ?? '').trim();
  if (project === '') return { ok: false as const, error: 'parent project is required' };
  return listNamed(
    ctx,
    credentials,
    `/projects/${encodeURIComponent(project)}/sections?limit=${PAGE_LIMIT}&opt_fields=name`,
  );
}

/** An Asana account (a personal access token): creates tasks in its projects and sections. */
export const asanaConnector: ServiceConnector<AsanaCredentials> = {
  title: 'Asana',
  secretOf: (credentials) => credentials.token,
  settingsOf: () => ({}),
  read: (value) => {
    const parsed = asanaCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check: async (ctx, credentials) =>
    toConnectionCheck(await callAsana(ctx, credentials, 'GET', '/users/me?opt_fields=name')),
  actions: { createTask },
  choices: { asanaWorkspace: listWorkspaces, asanaProject: listProjects, asanaSection: listSections },
};
