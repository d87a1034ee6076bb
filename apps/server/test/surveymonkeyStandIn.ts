import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/** The access token the stand-in accepts. */
export const SURVEYMONKEY_TOKEN = 'sm.PruebaDePlubot-0123456789abcdefghijklmnopqrstuvwxyzMONK';

/** The stand-in's one survey and its custom variables (name → label). */
export const SURVEY = {
  id: '405',
  title: 'Qué tal te atendimos',
  custom_variables: { email: 'Correo del visitante' },
};

/** The web link collector visitors answer the survey through. */
export const SURVEY_WEB_LINK = 'https://www.surveymonkey.com/r/PLUBOT1';

/** `GET /v3/surveys/405/details`: one page with a single choice and an open question. */
const DETAILS = {
  ...SURVEY,
  pages: [
    {
      id: 'p1',
      questions: [
        {
          id: 'q1',
          family: 'single_choice',
          headings: [{ heading: '¿Te ayudamos?' }],
          answers: {
            choices: [
              { id: 'c1', text: 'Sí' },
              { id: 'c2', text: 'No' },
            ],
          },
        },
        { id: 'q2', family: 'open_ended', headings: [{ heading: 'Comentarios' }] },
      ],
    },
  ],
};

const json = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** SurveyMonkey's own error shape. */
const smError = (status: number, id: string, message: string) =>
  json(status, { error: { id, name: 'Error', message, http_status_code: status } });

/** A stored response, as `GET /v3/surveys/{id}/responses/bulk` lists it. */
interface StandInResponse {
  id: string;
  response_status: 'completed' | 'partial';
  date_modified: string;
  custom_variables: Record<string, string>;
  pages: unknown[];
}

/**
 * A local stand-in speaking SurveyMonkey's API v3 for one access token and one survey:
 * `/v3/users/me`, `/v3/surveys`, `/v3/surveys/405`, its `details`, `collectors` (an email collector,
 * a closed web link and the open one) and `responses/bulk` (by `status`, newest first). `respond(...)`
 * stores a visitor's response; `failResponsesNext(status)` makes the next listing of responses fail.
 */
export async function startSurveymonkeyStandIn() {
  const responses: StandInResponse[] = [];
  const failures: ReturnType<typeof json>[] = [];
  const survey = `/v3/surveys/${SURVEY.id}`;
  const receiver = await startLocalHttpReceiver((request: ReceivedRequest) => {
    if (request.headers.authorization !== `Bearer ${SURVEYMONKEY_TOKEN}`)
      return smError(401, '1011', 'The authorization token provided was invalid.');
    const url = new URL(request.url, 'http://surveymonkey.test');
    if (request.method !== 'GET') return smError(405, '1000', 'Method not allowed.');
    if (url.pathname === '/v3/users/me') return json(200, { id: '77', username: 'tienda' });
    if (url.pathname === '/v3/surveys')
      return json(200, { data: [{ id: SURVEY.id, title: SURVEY.title }], page: 1, per_page: 100, total: 1 });
    if (url.pathname === survey) return json(200, SURVEY);
    if (url.pathname === `${survey}/details`) return json(200, DETAILS);
    if (url.pathname === `${survey}/collectors`) {
      return json(200, {
        data: [
          { id: '1', name: 'Correo', type: 'email', status: 'open', url: null },
          {
            id: '2',
            name: 'Vieja',
            type: 'weblink',
            status: 'closed',
            url: 'https://www.surveymonkey.com/r/VIEJA',
          },
          { id: '3', name: 'Web', type: 'weblink', status: 'open', url: SURVEY_WEB_LINK },
        ],
      });
    }
    if (url.pathname === `${survey}/responses/bulk`) {
      const failure = failures.shift();
      if (failure) return failure;
      const status = url.searchParams.get('status');
      const data = [...responses]
        .filter((response) => !status || response.response_status === status)
        .sort((a, b) => b.date_modified.localeCompare(a.date_modified));
      return json(200, { data, page: 1, per_page: 100, total: data.length });
    }
    return smError(404, '1020', 'There was an error retrieving the requested resource.');
  });
  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    received: receiver.received,
    /** A visitor answers the survey: their custom variables, when, a choice («Sí»/«No») and a comment. */
    respond: (
      variables: Record<string, string>,
      dateModified: string,
      helped: 'Sí' | 'No',
      comment: string,
      status: 'completed' | 'partial' = 'completed',
    ) => {
      responses.push({
        id: `r${responses.length + 1}`,
        response_status: status,
        date_modified: dateModified,
        custom_variables: variables,
        pages: [
          {
            id: 'p1',
            questions: [
              { id: 'q1', answers: [{ choice_id: helped === 'Sí' ? 'c1' : 'c2' }] },
              { id: 'q2', answers: [{ text: comment }] },
            ],
          },
        ],
      });
    },
    /** The next listings of responses fail with these statuses, in order. */
    failResponsesNext: (...statuses: number[]) => {
      for (const status of statuses)
        failures.push(smError(status, '1050', 'Oh bananas! We couldn’t process your request.'));
    },
    close: receiver.close,
  };
}
