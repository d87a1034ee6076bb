import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The personal access token the stand-in accepts. */
export const ASANA_TOKEN = '2/1205550000000001/1205550000000099:8c1f9b2e4d6a7c3e5f0b1a2d3c4e5f6a';

/** The user's one workspace, its one project and the project's one section. */
export const ASANA_WORKSPACE = { gid: '1205550000000010', name: 'Mi empresa' } as const;
export const ASANA_PROJECT = { gid: '1205550000000020', name: 'Pedidos web' } as const;
export const ASANA_SECTION = { gid: '1205550000000030', name: 'Por revisar' } as const;

/** Asana's words for a token it does not accept. */
export const ASANA_NOT_AUTHORIZED = 'Not Authorized';

/** A task as the stand-in keeps it: where Asana placed it. */
export interface StandInTask {
  gid: string;
  name: string;
  notes: string;
  project: string;
  section: string | null;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/** Asana's error shape: `{ errors: [{ message, help }] }`. */
const asanaError = (status: number, message: string, headers: Record<string, string> = {}) =>
  json(
    status,
    {
      errors: [
        { message, help: 'For more information on API status codes and how to handle them, read the docs.' },
      ],
    },
    headers,
  );

const notRecognized = (field: string, gid: unknown) =>
  asanaError(400, `${field}: Not a recognized ID: ${String(gid)}`);

/** Where a new task goes: `projects: [gid]`, or one membership `{ project, section }` (create-only). */
function placementOf(data: Record<string, unknown>): { project: string; section: string | null } | Answer {
  const [membership] = Array.isArray(data.memberships) ? (data.memberships as Record<string, unknown>[]) : [];
  const [project] = Array.isArray(data.projects) ? (data.projects as unknown[]) : [];
  if (membership) {
    if (membership.project !== ASANA_PROJECT.gid)
      return notRecognized('memberships[0].project', membership.project);
    if (membership.section !== ASANA_SECTION.gid)
      return notRecognized('memberships[0].section', membership.section);
    return { project: ASANA_PROJECT.gid, section: ASANA_SECTION.gid };
  }
  if (project === undefined) return asanaError(400, 'You should specify one of workspace, parent, projects');
  if (project !== ASANA_PROJECT.gid) return notRecognized('projects[0]', project);
  return { project: ASANA_PROJECT.gid, section: null };
}

/**
 * A local stand-in speaking Asana's API (`/api/1.0`) for one personal access token (Bearer), one
 * workspace, project and section: `GET /users/me`, `/workspaces`, `/projects?workspace=…`,
 * `/projects/{gid}/sections` and `POST /tasks` (`{ data: { name, notes, projects | memberships } }`,
 * 201). An unknown id answers Asana's own error; `revoke()` makes every call a 401; `failNext(…)`
 * makes the next task creations fail.
 */
export async function startAsanaStandIn() {
  const tasks: StandInTask[] = [];
  const failures: Answer[] = [];
  let revoked = false;

  function createTask(body: { data?: Record<string, unknown> }): Answer {
    const failure = failures.shift();
    if (failure) return failure;
    const data = body.data ?? {};
    const placement = placementOf(data);
    if ('status' in placement) return placement;
    const task: StandInTask = {
      gid: String(1205550000001000 + tasks.length),
      name: String(data.name ?? ''),
      notes: String(data.notes ?? ''),
      ...placement,
    };
    tasks.push(task);
    return json(201, { data: { gid: task.gid, resource_type: 'task', name: task.name, notes: task.notes } });
  }

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (request.headers.authorization !== `Bearer ${ASANA_TOKEN}` || revoked)
      return asanaError(401, ASANA_NOT_AUTHORIZED);
    const [path = '', query = ''] = request.url.split('?');
    const params = new URLSearchParams(query);
    if (request.method === 'GET' && path === '/api/1.0/users/me')
      return json(200, { data: { gid: '1205550000000001', name: 'Ana' } });
    if (request.method === 'GET' && path === '/api/1.0/workspaces')
      return json(200, { data: [ASANA_WORKSPACE] });
    if (request.method === 'GET' && path === '/api/1.0/projects') {
      const workspace = params.get('workspace');
      if (workspace !== ASANA_WORKSPACE.gid) return notRecognized('workspace', workspace);
      return json(200, { data: [ASANA_PROJECT], next_page: null });
    }
    const sections = /^\/api\/1\.0\/projects\/([^/]+)\/sections$/.exec(path);
    if (request.method === 'GET' && sections) {
      if (sections[1] !== ASANA_PROJECT.gid)
        return asanaError(404, `project: Unknown object: ${sections[1]}`);
      return json(200, { data: [ASANA_SECTION], next_page: null });
    }
    if (request.method === 'POST' && path === '/api/1.0/tasks')
      return createTask(JSON.parse(request.body || '{}') as { data?: Record<string, unknown> });
    return asanaError(404, 'No matching route for request');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    tasks,
    received: receiver.received,
    /** From now on (or no longer), every call answers 401 `Not Authorized`. */
    revoke: (on = true) => {
      revoked = on;
    },
    /** The next task creations fail with these answers (Asana's error shape), in order. */
    failNext: (...answers: { status: number; message: string; retryAfter?: string }[]) => {
      for (const answer of answers)
        failures.push(
          asanaError(
            answer.status,
            answer.message,
            answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
          ),
        );
    },
    close: receiver.close,
  };
}
