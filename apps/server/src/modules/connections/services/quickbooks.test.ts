import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  QUICKBOOKS_REALM_ID,
  type QuickbooksStandIn,
  startQuickbooksStandIn,
} from '../../../../test/quickbooksStandIn';
import { createStandInContext } from '../../../../test/standInContext';
import {
  type QuickbooksCredentials,
  quickbooksConnector,
  quoteQueryValue,
  readIntuitFault,
  toDisplayName,
} from './quickbooks';
import type { ActionRequest, ConnectorContext } from './serviceConnector';

const ACCESS_TOKEN = 'eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0..FakeQuickbooksAccessToken.1234';
const COMPANY = `/v3/company/${QUICKBOOKS_REALM_ID}`;

const credentials: QuickbooksCredentials = {
  accessToken: ACCESS_TOKEN,
  refreshToken: 'AB11FakeIntuitRefreshToken',
  expiresAt: Date.now() + 3_600_000,
  scope: 'com.intuit.quickbooks.accounting openid email',
  account: 'ana@reformas.test',
  realmId: QUICKBOOKS_REALM_ID,
};

/** The inputs of a visitor asking for a quote, with these changes. */
const estimateInputs = (changes: Record<string, string> = {}) => ({
  customerName: 'Ana García',
  email: 'ana@cliente.test',
  phone: '+34 600 111 222',
  companyName: 'Cliente S.L.',
  description: 'Reforma de baño completo',
  amount: '1.250,50',
  ...changes,
});

/** A request's path and its decoded query (the select statement, when it has one). */
function describeRequest(request: { method: string; url: string }) {
  const url = new URL(request.url, 'http://stand-in');
  const query = url.searchParams.get('query');
  return `${request.method} ${url.pathname}${query ? ` ${query}` : ''}`;
}

describe('quickbooksConnector', () => {
  let qb: QuickbooksStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  beforeAll(async () => {
    qb = await startQuickbooksStandIn(async (token) => token === ACCESS_TOKEN);
    ({ ctx, close: closeContext } = createStandInContext(qb.env, qb.allowedHost));
  });
  afterAll(async () => {
    closeContext();
    await qb.close();
  });
  beforeEach(() => qb.reset());

  const createEstimate = (
    inputs: Record<string, string>,
    request: Partial<ActionRequest> = {},
    as = credentials,
  ) => quickbooksConnector.actions?.createEstimate?.(ctx, as, { inputs, fields: {}, ...request });
  const posts = (resource: string) =>
    qb.received.filter(
      (request) => request.method === 'POST' && request.url.startsWith(`${COMPANY}/${resource}?`),
    );

  it('checks the company’s own record, with the token, as JSON, at the current minor version', async () => {
    expect(await quickbooksConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(qb.received).toHaveLength(1);
    expect(qb.received[0]).toMatchObject({
      method: 'GET',
      url: `${COMPANY}/companyinfo/${QUICKBOOKS_REALM_ID}?minorversion=75`,
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, accept: 'application/json' },
      body: '',
    });
  });

  it('is refused, in Intuit’s words, for a token it does not take or another company', async () => {
    expect(
      await quickbooksConnector.check(ctx, { ...credentials, accessToken: 'revoked-token-123' }),
    ).toEqual({
      ok: false,
      kind: 'refused',
      reason:
        'HTTP 401: message=AuthenticationFailed; errorCode=003200; statusCode=401: Token validation failed (3200)',
    });
    const other = await quickbooksConnector.check(ctx, { ...credentials, realmId: '123145' });
    expect(other).toMatchObject({ ok: false, kind: 'refused' });
  });

  it('reads its credentials only with the company’s id, and shows the account alone', () => {
    expect(quickbooksConnector.read(credentials)).toEqual(credentials);
    expect(quickbooksConnector.read({ ...credentials, realmId: undefined })).toBeUndefined();
    expect(quickbooksConnector.read({ ...credentials, realmId: '12a' })).toBeUndefined();
    expect(quickbooksConnector.secretOf(credentials)).toBe('');
    expect(quickbooksConnector.settingsOf(credentials)).toEqual({ account: 'ana@reformas.test' });
  });

  it('creates the customer it does not find, then an estimate of one line on the «Services» item', async () => {
    expect(await createEstimate(estimateInputs())).toEqual({ ok: true });
    expect(qb.received.map(describeRequest)).toEqual([
      `GET ${COMPANY}/query select * from Customer where PrimaryEmailAddr = 'ana@cliente.test'`,
      `POST ${COMPANY}/customer`,
      `GET ${COMPANY}/query select * from Item where Type = 'Service' and Active = true`,
      `POST ${COMPANY}/estimate`,
    ]);
    // The select statement percent-encoded as Intuit's examples are: a space is %20, never `+`.
    expect(qb.received[0]?.url).toBe(
      `${COMPANY}/query?query=select%20*%20from%20Customer%20where%20PrimaryEmailAddr%20%3D%20%27ana%40cliente.test%27&minorversion=75`,
    );
    for (const request of qb.received) {
      expect(new URL(request.url, 'http://x').searchParams.get('minorversion')).toBe('75');
      expect(request.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    }
    expect(JSON.parse(posts('customer')[0]?.body ?? '')).toEqual({
      DisplayName: 'Ana García',
      PrimaryEmailAddr: { Address: 'ana@cliente.test' },
      PrimaryPhone: { FreeFormNumber: '+34 600 111 222' },
      CompanyName: 'Cliente S.L.',
    });
    expect(posts('customer')[0]?.headers['content-type']).toBe('application/json');
    const [customer] = qb.customers;
    expect(JSON.parse(posts('estimate')[0]?.body ?? '')).toEqual({
      CustomerRef: { value: customer?.Id },
      BillEmail: { Address: 'ana@cliente.test' },
      Line: [
        {
          DetailType: 'SalesItemLineDetail',
          Amount: 1250.5,
          Description: 'Reforma de baño completo',
          SalesItemLineDetail: { ItemRef: { value: '1', name: 'Services' }, Qty: 1, UnitPrice: 1250.5 },
        },
      ],
    });
    expect(qb.estimates).toHaveLength(1);
    expect(qb.estimates[0]).toMatchObject({ TotalAmt: 1250.5 });
  });

  it('uses the customer the company has with that e-mail, without making another', async () => {
    const known = qb.addCustomer({
      DisplayName: 'Ana G.',
      PrimaryEmailAddr: { Address: 'Ana@Cliente.test' },
    });
    expect(
      await createEstimate(estimateInputs({ email: ' ANA@cliente.test ', phone: '', companyName: '' })),
    ).toEqual({
      ok: true,
    });
    expect(posts('customer')).toHaveLength(0);
    expect(qb.customers).toHaveLength(1);
    expect(qb.estimates[0]).toMatchObject({ CustomerRef: { value: known.Id } });
  });

  it('escapes a quote and a backslash of the e-mail in the query, so it finds the customer', async () => {
    const known = qb.addCustomer({
      DisplayName: "Seán O'Neil",
      PrimaryEmailAddr: { Address: "o'neil@cliente.test" },
    });
    expect(await createEstimate(estimateInputs({ email: "o'neil@cliente.test" }))).toEqual({ ok: true });
    const [lookup] = qb.received;
    expect(new URL(lookup?.url ?? '', 'http://x').searchParams.get('query')).toBe(
      "select * from Customer where PrimaryEmailAddr = 'o\\'neil@cliente.test'",
    );
    expect(qb.estimates[0]).toMatchObject({ CustomerRef: { value: known.Id } });
    expect(quoteQueryValue("a\\b'c")).toBe("'a\\\\b\\'c'");
  });

  it('adds the e-mail to a name Intuit says is taken, trying once more, and then gives Intuit’s words', async () => {
    qb.addCustomer({ DisplayName: 'Ana García', PrimaryEmailAddr: { Address: 'otra@cliente.test' } });
    expect(await createEstimate(estimateInputs())).toEqual({ ok: true });
    expect(posts('customer').map((request) => JSON.parse(request.body).DisplayName)).toEqual([
      'Ana García',
      'Ana García (ana@cliente.test)',
    ]);
    expect(qb.estimates[0]).toMatchObject({ CustomerRef: { value: qb.customers[1]?.Id } });

    qb.reset();
    qb.addCustomer({ DisplayName: 'Leo Ruiz' });
    qb.addCustomer({ DisplayName: 'Leo Ruiz (leo@cliente.test)' });
    const twice = await createEstimate(
      estimateInputs({ customerName: 'Leo: Ruiz', email: 'leo@cliente.test' }),
    );
    expect(twice).toEqual({
      ok: false,
      retryable: false,
      error:
        'HTTP 400: Duplicate Name Exists Error: The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name. (6240)',
    });
    // The colon, which names a sub-customer in QuickBooks, never reaches it.
    expect(posts('customer').map((request) => JSON.parse(request.body).DisplayName)).toEqual([
      'Leo Ruiz',
      'Leo Ruiz (leo@cliente.test)',
    ]);
    expect(qb.estimates).toHaveLength(0);
  });

  it('takes the first active service item when none is «Services», and fails clearly when there is none', async () => {
    qb.items.splice(1, 1);
    expect(await createEstimate(estimateInputs())).toEqual({ ok: true });
    expect(qb.estimates[0]).toMatchObject({
      Line: [{ SalesItemLineDetail: { ItemRef: { value: '3', name: 'Concrete' } } }],
    });

    qb.reset();
    qb.items.splice(0, qb.items.length, { Id: '5', Name: 'Rock Fountain', Type: 'Inventory', Active: true });
    expect(await createEstimate(estimateInputs())).toEqual({
      ok: false,
      retryable: false,
      error:
        'Tu empresa de QuickBooks no tiene ningún producto o servicio activo de tipo «Servicio» para la línea del presupuesto: crea uno (por ejemplo «Servicios») en QuickBooks → Ventas → Productos y servicios.',
    });
    expect(posts('estimate')).toHaveLength(0);
  });

  it('reads the amount as a decimal, and refuses what is not one without asking Intuit', async () => {
    expect(await createEstimate(estimateInputs({ amount: '€ 99.9' }))).toEqual({ ok: true });
    expect(qb.estimates[0]).toMatchObject({ TotalAmt: 99.9 });
    qb.reset();
    expect(await createEstimate(estimateInputs({ amount: 'unos mil euros' }))).toEqual({
      ok: false,
      retryable: false,
      error:
        '«unos mil euros» no es un importe válido para el presupuesto: escribe una cantidad positiva, p. ej. 250 o 1.250,50.',
    });
    expect(await createEstimate(estimateInputs({ amount: '0' }))).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await createEstimate(estimateInputs({ email: 'ana-en-ningún-sitio' }))).toEqual({
      ok: false,
      retryable: false,
      error: 'El correo que llegó del flujo no es válido.',
    });
    expect(await createEstimate(estimateInputs({ customerName: ' :: ' }))).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: customerName.',
    });
    expect(await createEstimate(estimateInputs({ description: '' }))).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(qb.received).toHaveLength(0);
  });

  it('marks a refused token as refused, and retries Intuit’s throttling and 5xx', async () => {
    expect(
      await createEstimate(estimateInputs(), {}, { ...credentials, accessToken: 'revoked-token-123' }),
    ).toEqual({
      ok: false,
      retryable: false,
      refused: true,
      error:
        'HTTP 401: message=AuthenticationFailed; errorCode=003200; statusCode=401: Token validation failed (3200)',
    });
    qb.failNext({ status: 503, message: 'Service Unavailable', detail: 'Please try again later' });
    expect(await createEstimate(estimateInputs())).toEqual({
      ok: false,
      retryable: true,
      error: 'HTTP 503: Service Unavailable: Please try again later (503)',
    });
    qb.failNext({
      status: 429,
      code: '003001',
      message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
    });
    expect(await createEstimate(estimateInputs())).toMatchObject({ ok: false, retryable: true });
    expect(qb.estimates).toHaveLength(0);
  });

  it('makes one estimate when a conversation’s action runs twice (its creates carry a request id)', async () => {
    const conversation = { sessionId: 'session-1', plubotId: 'bot-1', readTranscript: async () => '' };
    expect(await createEstimate(estimateInputs(), { conversation })).toEqual({ ok: true });
    expect(await createEstimate(estimateInputs(), { conversation })).toEqual({ ok: true });
    expect(qb.customers).toHaveLength(1);
    expect(qb.estimates).toHaveLength(1);
    const ids = posts('estimate').map((request) =>
      new URL(request.url, 'http://x').searchParams.get('requestid'),
    );
    expect(ids[0]).toMatch(/^[0-9a-f]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    // Another conversation is another estimate.
    const other = { ...conversation, sessionId: 'session-2' };
    expect(await createEstimate(estimateInputs(), { conversation: other })).toEqual({ ok: true });
    expect(qb.estimates).toHaveLength(2);
  });

  it('never puts the token in an error, whatever Intuit echoes', async () => {
    qb.failNext({
      status: 400,
      code: '2010',
      message: 'Request has invalid or unsupported property',
      detail: ACCESS_TOKEN,
    });
    const failed = await createEstimate(estimateInputs());
    expect(failed).toMatchObject({ ok: false, retryable: false });
    expect(JSON.stringify(failed)).not.toContain(ACCESS_TOKEN);
  });

  it('reads either case of Intuit’s faults and keeps names to one line without colons', () => {
    expect(
      readIntuitFault('{"Fault":{"Error":[{"Message":"Stale Object Error","Detail":"","code":"5010"}]}}'),
    ).toEqual({ text: 'Stale Object Error (5010)', code: '5010' });
    expect(
      readIntuitFault('{"fault":{"error":[{"message":"Unauthorized","detail":"x","code":"3200"}]}}'),
    ).toEqual({
      text: 'Unauthorized: x (3200)',
      code: '3200',
    });
    expect(readIntuitFault('<html>Bad gateway</html>')).toBeUndefined();
    expect(readIntuitFault('{"QueryResponse":{}}')).toBeUndefined();
    expect(toDisplayName(' Ana:\tGarcía\n ')).toBe('Ana García');
    expect(toDisplayName('x'.repeat(150))).toHaveLength(100);
  });
});
