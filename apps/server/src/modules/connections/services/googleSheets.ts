import type { OAuthCredentials } from '@plubot/contracts';
import { z } from 'zod';
import { callGoogle, googleCredentialsConnector } from './googleApi';
import {
  refuseAtOnce,
  type ServiceAnswer,
  toChoicesFailure,
  toConnectionCheck,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ActionRequest, ConnectorContext, ServiceConnector } from './serviceConnector';

/** Most rows a lookup reads (a chatbot's sheet of orders, bookings or members). */
export const FIND_ROW_LIMIT = 5000;
/** The biggest answer a lookup reads: a sheet of a few thousand rows. */
const FIND_ROW_MAX_BYTES = 4 * 1024 * 1024;

const filesSchema = z.looseObject({ files: z.array(z.looseObject({ id: z.string(), name: z.string() })) });
const sheetsSchema = z.looseObject({
  sheets: z.array(z.looseObject({ properties: z.looseObject({ title: z.string() }) })).default([]),
});
const valuesSchema = z.looseObject({ values: z.array(z.array(z.unknown())).default([]) });
const aboutSchema = z.looseObject({
  user: z.looseObject({ emailAddress: z.string().optional() }).optional(),
});

/** A sheet's name as an A1 range: quoted, its quotes doubled (`'Pedidos de julio'!1:1`). */
export function toA1Range(sheet: string, cells?: string): string {
  const quoted = `'${sheet.replace(/'/g, "''")}'`;
  return cells ? `${quoted}!${cells}` : quoted;
}

/** A cell's text as the owner reads it; numbers and booleans as they show. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** Comparable: trimmed, lower-case, without accents (`Teléfono` = `telefono`). */
function comparable(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * What is sent for a cell: a plain number (`42`, `-3.5`, not `007` nor a phone) as a number so the
 * sheet can add it up; anything else as the text it is. Values are sent RAW, so a visitor's
 * `=HYPERLINK(…)` stays text and is never run as a formula.
 */
export function toCellValue(text: string): string | number {
  const trimmed = text.trim();
  return /^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** The spreadsheet and sheet an action names, or the failure of a missing one. */
function readTarget(request: ActionRequest): { spreadsheetId: string; sheet: string } | ActionOutcome {
  const spreadsheetId = (request.inputs.spreadsheetId ?? '').trim();
  if (spreadsheetId === '') return refuseAtOnce('inputMissing', { input: 'spreadsheetId' });
  const sheet = (request.inputs.sheet ?? '').trim();
  if (sheet === '') return refuseAtOnce('inputMissing', { input: 'sheet' });
  return { spreadsheetId, sheet };
}

async function callSheets(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  maxResponseBytes?: number,
): Promise<ServiceAnswer> {
  const base = ctx.config.GOOGLE_SHEETS_API_URL;
  return callGoogle(
    ctx,
    credentials,
    { method, base, path, body },
    maxResponseBytes ? { maxResponseBytes } : undefined,
  );
}

const valuesPath = (spreadsheetId: string, range: string) =>
  `/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}`;

/** The sheet's first row: its column names, as written. */
async function readHeader(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  spreadsheetId: string,
  sheet: string,
): Promise<{ ok: true; header: string[] } | Extract<ServiceAnswer, { ok: false }>> {
  const answer = await callSheets(
    ctx,
    credentials,
    'GET',
    valuesPath(spreadsheetId, toA1Range(sheet, '1:1')),
  );
  if (!answer.ok) return answer;
  const parsed = valuesSchema.safeParse(answer.body ?? {});
  if (!parsed.success) return unexpectedAnswer(answer.status);
  return { ok: true, header: (parsed.data.values[0] ?? []).map(cellText) };
}

/**
 * `appendRow`: adds one row under the sheet's last, each free field (a column's name in row 1 →
 * text with `{{variables}}`) in its column. A field naming no column fails at once, saying which
 * columns the sheet has, rather than dropping what the visitor said.
 */
async function appendRow(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const target = readTarget(request);
  if ('ok' in target) return target;
  const header = await readHeader(ctx, credentials, target.spreadsheetId, target.sheet);
  if (!header.ok) return header;
  const names = header.header.map(comparable);
  if (names.every((name) => name === '')) return refuseAtOnce('sheetWithoutHeader', { sheet: target.sheet });
  const row: (string | number)[] = names.map(() => '');
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(request.fields)) {
    const column = names.indexOf(comparable(name));
    if (column === -1) unknown.push(name);
    else row[column] = toCellValue(value);
  }
  if (unknown.length > 0) {
    return refuseAtOnce('sheetColumnsUnknown', {
      columns: unknown.join(', '),
      known: header.header.filter((name) => name.trim() !== '').join(', '),
    });
  }
  const path = `${valuesPath(target.spreadsheetId, toA1Range(target.sheet, 'A1'))}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`;
  const answer = await callSheets(ctx, credentials, 'POST', path, { majorDimension: 'ROWS', values: [row] });
  return answer.ok ? { ok: true } : answer;
}

/**
 * `findRow`: the first row (under the header, at most {@link FIND_ROW_LIMIT}) whose `column` holds
 * `value` (trimmed, case and accents aside): found with its row number and each column's value by
 * its name; not found; or the service's failure.
 */
async function findRow(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  request: ActionRequest,
): Promise<ActionOutcome> {
  const target = readTarget(request);
  if ('ok' in target) return target;
  const column = (request.inputs.column ?? '').trim();
  if (column === '') return refuseAtOnce('inputMissing', { input: 'column' });
  const range = toA1Range(target.sheet, `1:${FIND_ROW_LIMIT + 1}`);
  const answer = await callSheets(
    ctx,
    credentials,
    'GET',
    valuesPath(target.spreadsheetId, range),
    undefined,
    FIND_ROW_MAX_BYTES,
  );
  if (!answer.ok) return answer;
  const parsed = valuesSchema.safeParse(answer.body ?? {});
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const [headerRow = [], ...rows] = parsed.data.values;
  const header = headerRow.map(cellText);
  const index = header.findIndex((name) => comparable(name) === comparable(column));
  if (index === -1) {
    return refuseAtOnce('sheetColumnsUnknown', {
      columns: column,
      known: header.filter((name) => name.trim() !== '').join(', '),
    });
  }
  const wanted = comparable(request.inputs.value ?? '');
  const at = rows.findIndex((cells) => comparable(cellText(cells[index])) === wanted);
  if (wanted === '' || at === -1) return { ok: true, found: false, outputs: {} };
  const cells = rows[at] ?? [];
  const outputs: Record<string, string | number> = {};
  header.forEach((name, position) => {
    if (name.trim() !== '') outputs[name.trim()] = cellText(cells[position]);
  });
  return { ok: true, found: true, outputs: { ...outputs, row: at + 2 } };
}

/** The owner's spreadsheets in Drive, latest first (names and ids only, never their contents). */
async function listSpreadsheets(ctx: ConnectorContext, credentials: OAuthCredentials) {
  const query = new URLSearchParams({
    q: "mimeType='application/vnd.google-apps.spreadsheet' and trashed=false",
    orderBy: 'modifiedTime desc',
    pageSize: '100',
    fields: 'files(id,name)',
    supportsAllDrives: 'true',
    includeItemsFromAllDrives: 'true',
  });
  const answer = await callGoogle(ctx, credentials, {
    method: 'GET',
    base: ctx.config.GOOGLE_DRIVE_API_URL,
    path: `/drive/v3/files?${query.toString()}`,
  });
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = filesSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  return { ok: true as const, choices: parsed.data.files.map((file) => ({ id: file.id, label: file.name })) };
}

/** A spreadsheet's sheets (tabs), by title; `parent` is the spreadsheet's id. */
async function listSheets(ctx: ConnectorContext, credentials: OAuthCredentials, parent: string | undefined) {
  const spreadsheetId = (parent ?? '').trim();
  if (spreadsheetId === '') return toChoicesFailure(refuseAtOnce('inputMissing', { input: 'spreadsheetId' }));
  const path = `/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}?fields=${encodeURIComponent('sheets.properties.title')}`;
  const answer = await callSheets(ctx, credentials, 'GET', path);
  if (!answer.ok) return toChoicesFailure(answer);
  const parsed = sheetsSchema.safeParse(answer.body);
  if (!parsed.success) return toChoicesFailure(unexpectedAnswer(answer.status));
  const titles = parsed.data.sheets.map((sheet) => sheet.properties.title);
  return { ok: true as const, choices: titles.map((title) => ({ id: title, label: title })) };
}

/**
 * A sheet's columns (the names in its first row); `parent` is `<spreadsheet id>/<sheet title>`
 * (a spreadsheet's id never holds a slash; a sheet's title may).
 */
async function listColumns(ctx: ConnectorContext, credentials: OAuthCredentials, parent: string | undefined) {
  const text = parent ?? '';
  const slash = text.indexOf('/');
  const spreadsheetId = slash === -1 ? '' : text.slice(0, slash).trim();
  const sheet = slash === -1 ? '' : text.slice(slash + 1).trim();
  if (spreadsheetId === '' || sheet === '') {
    return toChoicesFailure(
      refuseAtOnce('inputMissing', { input: spreadsheetId === '' ? 'spreadsheetId' : 'sheet' }),
    );
  }
  const header = await readHeader(ctx, credentials, spreadsheetId, sheet);
  if (!header.ok) return toChoicesFailure(header);
  const names = [...new Set(header.header.map((name) => name.trim()).filter((name) => name !== ''))];
  return { ok: true as const, choices: names.map((name) => ({ id: name, label: name })) };
}

/** A Google account's Sheets: appends the visitor's answers as rows, and finds a row by a column. */
export const googleSheetsConnector: ServiceConnector<OAuthCredentials> = {
  ...googleCredentialsConnector('Google Sheets'),
  check: async (ctx, credentials) => {
    const answer = await callGoogle(ctx, credentials, {
      method: 'GET',
      base: ctx.config.GOOGLE_DRIVE_API_URL,
      path: `/drive/v3/about?fields=${encodeURIComponent('user(emailAddress)')}`,
    });
    if (answer.ok && !aboutSchema.safeParse(answer.body).success)
      return toConnectionCheck(unexpectedAnswer(answer.status));
    return toConnectionCheck(answer);
  },
  actions: { appendRow, findRow },
  choices: { googleSpreadsheet: listSpreadsheets, googleSheet: listSheets, googleSheetColumn: listColumns },
};
