import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { companyOfEmail, type SalesforceCredentials, salesforceConnector } from './salesforce';

const ACCESS_TOKEN = '00D5g000004XyZ!AQ4AQFakeAccessTokenForTheStandIn.1234567890';

/** Salesforce's error body: a top-level array. */
const salesforceError = (errorCode: string, message: string, fields: string[] = []) => [
  { message, errorCode, fields },
];

describe('salesforceConnector', () => {
  let standIn: ConnectorStandIn;
  let credentials: SalesforceCredentials;
  const createLead = (inputs: Record<string, string>, fields: Record<string, string> = {}) =>
    salesforceConnector.actions?.createLead?.(standIn.ctx, credentials, { inputs, fields });

  beforeAll(async () => {
    standIn = await startConnectorStandIn();
    credentials = {
      accessToken: ACCESS_TOKEN,
      refreshToken: '5Aep861FakeRefreshToken',
      expiresAt: Date.now() + 3_600_000,
      scope: 'api refresh_token openid email',
      account: 'ventas@empresa.com',
      instanceUrl: standIn.url,
    };
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks that the user may create leads, on the org’s own API host', async () => {
    standIn.reply({ json: { objectDescribe: { name: 'Lead', createable: true }, recentItems: [] } });
    expect(await salesforceConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/services/data/v60.0/sobjects/Lead',
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, accept: 'application/json' },
      body: '',
    });
  });

  it('is refused when the user may not create leads, or the session is invalid', async () => {
    standIn.reply(
      { json: { objectDescribe: { name: 'Lead', createable: false }, recentItems: [] } },
      { status: 401, json: salesforceError('INVALID_SESSION_ID', 'Session expired or invalid') },
    );
    expect(await salesforceConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'tu usuario de Salesforce no puede crear leads; pide a quien administra Salesforce ese permiso',
    });
    expect(await salesforceConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Session expired or invalid (INVALID_SESSION_ID)',
    });
  });

  it('reads its credentials only with the org’s host, and shows the account and host, never a token', () => {
    expect(salesforceConnector.read(credentials)).toEqual(credentials);
    expect(salesforceConnector.read({ ...credentials, instanceUrl: undefined })).toBeUndefined();
    expect(salesforceConnector.read({ ...credentials, instanceUrl: 'ftp://empresa.test' })).toBeUndefined();
    expect(salesforceConnector.secretOf(credentials)).toBe('');
    expect(salesforceConnector.settingsOf(credentials)).toEqual({
      account: 'ventas@empresa.com',
      instance: new URL(standIn.url).host,
    });
  });

  it('creates a lead with the filled inputs, the free fields by API name and the default source', async () => {
    standIn.reply({ status: 201, json: { id: '00Q5g00000AbCdEEAZ', errors: [], success: true } });
    const outcome = await createLead(
      {
        lastName: ' García ',
        firstName: 'Ana',
        email: ' Ana@Empresa.com ',
        phone: '+34 600 000 000',
        description: 'Quiere una demo\nel lunes',
        company: '',
        leadSource: '',
      },
      { Industry: 'Retail', Algo__c: 'web', Vacio__c: ' ', lastname: 'Otra' },
    );
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: '/services/data/v60.0/sobjects/Lead',
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, 'content-type': 'application/json' },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '')).toEqual({
      Industry: 'Retail',
      Algo__c: 'web',
      LastName: 'García',
      FirstName: 'Ana',
      Email: 'ana@empresa.com',
      Phone: '+34 600 000 000',
      Description: 'Quiere una demo\nel lunes',
      Company: 'empresa.com',
      LeadSource: 'Chatbot Plubot',
    });
  });

  it('keeps the owner’s company and source, and fills a company from a field before the e-mail', async () => {
    standIn.reply({ status: 201, json: { id: '1', success: true, errors: [] } });
    standIn.reply({ status: 201, json: { id: '2', success: true, errors: [] } });
    await createLead({ lastName: 'Ruiz', company: 'Acme', leadSource: 'Web', email: 'leo@gmail.com' });
    await createLead({ lastName: 'Ruiz', email: 'leo@acme.com' }, { company: 'Acme S.L.' });
    expect(standIn.received.map((request) => JSON.parse(request.body))).toEqual([
      { LastName: 'Ruiz', Company: 'Acme', LeadSource: 'Web', Email: 'leo@gmail.com' },
      { company: 'Acme S.L.', LastName: 'Ruiz', Email: 'leo@acme.com', LeadSource: 'Chatbot Plubot' },
    ]);
  });

  it('names a personal mailbox’s lead «Chatbot», never gmail.com', () => {
    expect(companyOfEmail('ana@empresa.com')).toBe('empresa.com');
    expect(companyOfEmail('ana@gmail.com')).toBe('Chatbot');
    expect(companyOfEmail('ana@Hotmail.com')).toBe('Chatbot');
    expect(companyOfEmail(undefined)).toBe('Chatbot');
  });

  it('cuts inputs to Salesforce’s lengths rather than lose the lead', async () => {
    standIn.reply({ status: 201, json: { id: '1', success: true, errors: [] } });
    await createLead({ lastName: 'x'.repeat(100), firstName: 'y'.repeat(50) });
    const lead = JSON.parse(standIn.received[0]?.body ?? '');
    expect(lead.LastName).toHaveLength(80);
    expect(lead.FirstName).toHaveLength(40);
  });

  it('fails at once, without calling Salesforce, on a bad field name, e-mail or a missing last name', async () => {
    expect(await createLead({ lastName: 'Ruiz' }, { 'Mi campo': 'x' })).toEqual({
      ok: false,
      retryable: false,
      error:
        '«Mi campo» no es un nombre de campo de Salesforce: escribe su nombre de API, que empieza por una letra y lleva solo letras, números y guiones bajos (p. ej. Industry u Origen__c).',
    });
    expect(await createLead({ lastName: 'Ruiz' }, { '1Campo': 'x' })).toMatchObject({ retryable: false });
    expect(await createLead({ lastName: 'Ruiz', email: 'ana@' })).toEqual({
      ok: false,
      retryable: false,
      error: 'El correo que llegó del flujo no es válido.',
    });
    expect(await createLead({ lastName: ' ', firstName: 'Ana' })).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: lastName.',
    });
    expect(standIn.received).toHaveLength(0);
  });

  it.each([
    [
      400,
      salesforceError('REQUIRED_FIELD_MISSING', 'Required fields are missing: [Industry]', ['Industry']),
      {
        ok: false,
        retryable: false,
        error: 'HTTP 400: Required fields are missing: [Industry] (REQUIRED_FIELD_MISSING)',
      },
    ],
    [
      401,
      salesforceError('INVALID_SESSION_ID', 'Session expired or invalid'),
      {
        ok: false,
        retryable: false,
        refused: true,
        error: 'HTTP 401: Session expired or invalid (INVALID_SESSION_ID)',
      },
    ],
    [
      403,
      salesforceError('REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.'),
      {
        ok: false,
        retryable: true,
        error: 'HTTP 403: TotalRequests Limit exceeded. (REQUEST_LIMIT_EXCEEDED)',
      },
    ],
    [
      403,
      salesforceError('API_DISABLED_FOR_ORG', 'API is not enabled for this Organization or Partner'),
      {
        ok: false,
        retryable: false,
        refused: true,
        error: 'HTTP 403: API is not enabled for this Organization or Partner (API_DISABLED_FOR_ORG)',
      },
    ],
    [
      404,
      salesforceError('NOT_FOUND', 'The requested resource does not exist'),
      { ok: false, retryable: false, error: 'HTTP 404: The requested resource does not exist (NOT_FOUND)' },
    ],
    [
      503,
      salesforceError('SERVER_UNAVAILABLE', 'Server unavailable'),
      { ok: false, retryable: true, error: 'HTTP 503: Server unavailable (SERVER_UNAVAILABLE)' },
    ],
  ])('maps a %i from Salesforce to the outcome the queue reads', async (status, body, expected) => {
    standIn.reply({ status, json: body });
    expect(await createLead({ lastName: 'Ruiz' })).toEqual(expected);
  });

  it('never puts the access token in an error, whatever Salesforce echoes', async () => {
    standIn.reply({
      status: 400,
      json: salesforceError('INVALID_FIELD', `bad header Bearer ${ACCESS_TOKEN}`),
    });
    const outcome = await createLead({ lastName: 'Ruiz' });
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(JSON.stringify(outcome)).not.toContain(ACCESS_TOKEN);
  });

  it('does not take a 201 without the new lead’s id for a success', async () => {
    standIn.reply({ status: 201, json: { success: true } });
    expect(await createLead({ lastName: 'Ruiz' })).toMatchObject({ ok: false, retryable: false });
  });
});
