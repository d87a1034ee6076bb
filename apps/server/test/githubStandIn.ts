import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The personal access token the stand-in accepts. */
export const GITHUB_TOKEN = 'github_pat_11PLUBOT0stand0in_0123456789abcdefGHUB';

/** The repositories the token reaches: one open for issues, one archived. */
export const GITHUB_REPOSITORIES = [
  { full_name: 'acme/soporte', archived: false, has_issues: true },
  { full_name: 'acme/archivo', archived: true, has_issues: true },
] as const;

/** An issue as the stand-in keeps it. */
export interface StandInIssue {
  repository: string;
  number: number;
  title: string;
  body: string | null;
  labels: string[];
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** GitHub's error shape: its words and where its docs explain them. */
const failure = (status: number, message: string) =>
  json(status, { message, documentation_url: 'https://docs.github.com/rest', status: String(status) });

/**
 * A local stand-in speaking GitHub's REST API for one token (Bearer): `GET /user`, `GET /user/repos`
 * and `POST /repos/{owner}/{repo}/issues` (201; labels as names). It asks what GitHub asks — a
 * `User-Agent` (403 without one) and the API version header; an unknown repository answers GitHub's
 * 404. `revoke()` makes the token refused (401 «Bad credentials»).
 */
export async function startGithubStandIn() {
  const issues: StandInIssue[] = [];
  let revoked = false;
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (!request.headers['user-agent'])
      return failure(
        403,
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
      );
    if (revoked || request.headers.authorization !== `Bearer ${GITHUB_TOKEN}`)
      return failure(401, 'Bad credentials');
    if (request.headers['x-github-api-version'] !== '2022-11-28')
      return failure(400, 'Unsupported API version');
    const [path = ''] = request.url.split('?');
    if (request.method === 'GET' && path === '/user') return json(200, { login: 'acme-bot', id: 7 });
    if (request.method === 'GET' && path === '/user/repos') return json(200, GITHUB_REPOSITORIES);
    const target = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(path);
    const repository = target
      ? `${decodeURIComponent(target[1] ?? '')}/${decodeURIComponent(target[2] ?? '')}`
      : '';
    if (request.method !== 'POST' || !GITHUB_REPOSITORIES.some((repo) => repo.full_name === repository))
      return failure(404, 'Not Found');
    const body = JSON.parse(request.body || '{}') as { title?: string; body?: string; labels?: string[] };
    if (!body.title) return failure(422, 'Validation Failed');
    const issue = {
      repository,
      number: issues.length + 1,
      title: body.title,
      body: body.body ?? null,
      labels: body.labels ?? [],
    };
    issues.push(issue);
    return json(201, {
      number: issue.number,
      html_url: `https://github.com/${repository}/issues/${issue.number}`,
    });
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    issues,
    received: receiver.received,
    /** Refuses the token from now on (`false`: accepts it again). */
    revoke: (refused = true) => {
      revoked = refused;
    },
    close: receiver.close,
  };
}
