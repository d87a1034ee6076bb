import type { OAuthCredentials } from '@plubot/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { googleSheetsConnector, toA1Range, toCellValue } from './googleSheets';

const credentials: OAuthCredentials = {
  accessToken: 'ya29.token-de-acceso-de-prueba-0042',
  refreshToken: '1//token-de-refresco',
  expiresAt: Date.now() + 3_600_000,
  scope: 'openid email https://www.googleapis.com/auth/spreadsheets',
  account: 'duena@tienda.test',
};
const BEARER = `Bearer ${credentials.accessToken}`;
const HEADER = `/v4/spreadsheets/hoja-1/values/${encodeURIComponent("'Contactos'!1:1")}`;
const googleError = (code: number, message: string, status: string) => ({ error: { code, message, status } });
const run = (
  action: 'appendRow' | 'findRow',
  inputs: Record<string, string>,
  fields: Record<string, string> = {},
) => googleSheetsConnector.actions?.[action]?.(standIn.ctx, credentials, { inputs, fields });

let standIn: ConnectorStandIn;

describe('toA1Range and toCellValue', () => {
  it('quotes a sheet’s name and doubles its quotes', () => {
    expect(toA1Range('Contactos', '1:1')).toBe("'Contactos'!1:1");
    expect(toA1Range("Pedidos d'Ana")).toBe("'Pedidos d''Ana'");
  });

  it('sends plain numbers as numbers and everything else as the text it is', () => {
    expect(toCellValue('42')).toBe(42);
    expect(toCellValue('-3.5')).toBe(-3.5);
    expect(toCellValue('007')).toBe('007');
    expect(toCellValue('+34 600 000 000')).toBe('+34 600 000 000');
    expect(toCellValue('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = toCellValue(text);
        // A number only when it reads back as the same text; a text never changes.
        return typeof value === 'number' ? String(value) === text.trim() : value === text;
      }),
    );
  });
});

describe('googleSheetsConnector', () => {
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with Drive’s about, and is refused on 401', async () => {
    standIn.reply({ json: { user: { emailAddress: 'duena@tienda.test' } } });
    expect(await googleSheetsConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: `/drive/v3/about?fields=${encodeURIComponent('user(emailAddress)')}`,
      headers: { authorization: BEARER },
    });
    standIn.reply({
      status: 401,
      json: googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'),
    });
    expect(await googleSheetsConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Request had invalid authentication credentials.',
    });
  });

  it('appends a row in the header’s order, RAW, matching column names aside case and accents', async () => {
    standIn.reply({ json: { values: [['Nombre', 'Email', 'Teléfono', '']] } }, { json: { updates: {} } });
    const outcome = await run(
      'appendRow',
      { spreadsheetId: 'hoja-1', sheet: 'Contactos' },
      { email: 'ana@example.com', TELEFONO: '600', nombre: 'Ana' },
    );
    expect(outcome).toEqual({ ok: true });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${HEADER}`,
      `POST /v4/spreadsheets/hoja-1/values/${encodeURIComponent("'Contactos'!A1")}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
    ]);
    expect(standIn.received[1]?.headers.authorization).toBe(BEARER);
    expect(JSON.parse(standIn.received[1]?.body ?? '')).toEqual({
      majorDimension: 'ROWS',
      values: [['Ana', 'ana@example.com', 600, '']],
    });
  });

  it('refuses at once a column the sheet lacks, or a sheet without a header, naming what it has', async () => {
    standIn.reply({ json: { values: [['Nombre', 'Email']] } });
    const unknown = await run(
      'appendRow',
      { spreadsheetId: 'hoja-1', sheet: 'Contactos' },
      { Ciudad: 'Lima' },
    );
    expect(unknown).toMatchObject({ ok: false, retryable: false });
    expect(unknown && !unknown.ok && unknown.error).toBe(
      'La hoja no tiene las columnas Ciudad. Sus columnas son: Nombre, Email.',
    );
    standIn.reply({ json: { range: "'Contactos'!A1:Z1" } });
    const empty = await run('appendRow', { spreadsheetId: 'hoja-1', sheet: 'Contactos' }, { Nombre: 'x' });
    expect(empty && !empty.ok && empty.error).toContain('no tiene nombres de columna en la fila 1');
    expect(await run('appendRow', { spreadsheetId: '', sheet: 'Contactos' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(standIn.received).toHaveLength(2);
  });

  it('finds the first row by a column, aside case, accents and spaces, with its number', async () => {
    const values = [
      ['Nombre', 'Email', 'Pedidos'],
      ['Ana', 'ana@example.com', '3'],
      ['José', ' JOSE@example.com ', '1'],
    ];
    standIn.reply({ json: { values } });
    expect(
      await run('findRow', {
        spreadsheetId: 'hoja-1',
        sheet: 'Contactos',
        column: 'email',
        value: 'jose@example.com',
      }),
    ).toEqual({
      ok: true,
      found: true,
      outputs: { Nombre: 'José', Email: ' JOSE@example.com ', Pedidos: '1', row: 3 },
    });
    expect(standIn.received[0]?.url).toBe(
      `/v4/spreadsheets/hoja-1/values/${encodeURIComponent("'Contactos'!1:5001")}`,
    );
    standIn.reply({ json: { values } });
    expect(
      await run('findRow', {
        spreadsheetId: 'hoja-1',
        sheet: 'Contactos',
        column: 'Email',
        value: 'leo@example.com',
      }),
    ).toEqual({ ok: true, found: false, outputs: {} });
  });

  it('reads Google’s errors: 404 fails at once, 429 waits as told, 5xx is retried', async () => {
    const find = () =>
      run('findRow', { spreadsheetId: 'hoja-1', sheet: 'Contactos', column: 'Email', value: 'x' });
    standIn.reply({ status: 404, json: googleError(404, 'Requested entity was not found.', 'NOT_FOUND') });
    expect(await find()).toEqual({
      ok: false,
      retryable: false,
      error: 'HTTP 404: Requested entity was not found.',
    });
    standIn.reply({
      status: 429,
      headers: { 'retry-after': '12' },
      json: googleError(429, 'Quota exceeded.', 'RESOURCE_EXHAUSTED'),
    });
    expect(await find()).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 12_000,
      error: 'HTTP 429: Quota exceeded.',
    });
    standIn.reply({
      status: 503,
      json: googleError(503, 'The service is currently unavailable.', 'UNAVAILABLE'),
    });
    expect(await find()).toMatchObject({ ok: false, retryable: true });
  });

  it('lists spreadsheets from Drive, a spreadsheet’s sheets, and a sheet’s columns', async () => {
    const list = googleSheetsConnector.choices;
    standIn.reply({ json: { files: [{ id: 'hoja-1', name: 'Clientes' }] } });
    expect(await list?.googleSpreadsheet?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [{ id: 'hoja-1', label: 'Clientes' }],
    });
    const asked = new URL(standIn.received[0]?.url ?? '', 'http://x').searchParams;
    expect(asked.get('q')).toBe("mimeType='application/vnd.google-apps.spreadsheet' and trashed=false");
    expect(asked.get('fields')).toBe('files(id,name)');
    standIn.reply({
      json: { sheets: [{ properties: { title: 'Contactos' } }, { properties: { title: 'A/B' } }] },
    });
    expect(await list?.googleSheet?.(standIn.ctx, credentials, 'hoja-1')).toEqual({
      ok: true,
      choices: [
        { id: 'Contactos', label: 'Contactos' },
        { id: 'A/B', label: 'A/B' },
      ],
    });
    // A sheet's title may hold a slash: only the first one parts the spreadsheet from the sheet.
    standIn.reply({ json: { values: [['Nombre', ' Email ', '', 'Nombre']] } });
    expect(await list?.googleSheetColumn?.(standIn.ctx, credentials, 'hoja-1/A/B')).toEqual({
      ok: true,
      choices: [
        { id: 'Nombre', label: 'Nombre' },
        { id: 'Email', label: 'Email' },
      ],
    });
    expect(standIn.received.at(-1)?.url).toBe(
      `/v4/spreadsheets/hoja-1/values/${encodeURIComponent("'A/B'!1:1")}`,
    );
  });
});
