import { type CreateConnectionBody, createConnectionBodySchema } from '@plubot/contracts';
import type { ActionService } from '@plubot/flow';

/** The services connected with one secret (a token or an API key): the powers that act (issue #31). */
export type TokenService = ActionService;

/** Each token service's secret, as its credentials name it in the contract. */
export const TOKEN_SECRET_FIELDS = {
  notion: 'token',
  hubspot: 'token',
  mailchimp: 'apiKey',
} as const satisfies Record<TokenService, string>;

/** Where each service's secret is made: the page the how-to links to. */
export const TOKEN_SERVICE_LINKS: Record<TokenService, string> = {
  notion: 'https://www.notion.so/my-integrations',
  hubspot: 'https://developers.hubspot.com/docs/api/private-apps',
  mailchimp: 'https://mailchimp.com/help/about-api-keys/',
};

/** The longest secret each service's schema takes (the field stops there too). */
export const TOKEN_MAX_LENGTHS: Record<TokenService, number> = { notion: 200, hubspot: 300, mailchimp: 100 };

/**
 * The contract's validation messages for a token service's form (i18n keys, translated here as the
 * server translates them). A test checks the schemas give no other.
 */
export const TOKEN_VALIDATION_MESSAGES = [
  'connections.nameRequired',
  'connections.nameTooLong',
  'connections.serviceUnknown',
  'connections.notion.tokenRequired',
  'connections.notion.tokenTooShort',
  'connections.notion.tokenTooLong',
  'connections.notion.tokenInvalidCharacters',
  'connections.hubspot.tokenRequired',
  'connections.hubspot.tokenTooShort',
  'connections.hubspot.tokenTooLong',
  'connections.hubspot.tokenInvalidCharacters',
  'connections.mailchimp.tokenRequired',
  'connections.mailchimp.tokenTooShort',
  'connections.mailchimp.tokenTooLong',
  'connections.mailchimp.tokenInvalidCharacters',
  'connections.mailchimp.keyFormat',
] as const;
export type TokenValidationMessage = (typeof TOKEN_VALIDATION_MESSAGES)[number];

const isTokenValidationMessage = (message: string): message is TokenValidationMessage =>
  (TOKEN_VALIDATION_MESSAGES as readonly string[]).includes(message);

/** The paths of a token form's fields, as the schema and the server's 422 name them. */
export function getTokenFieldPaths(service: TokenService): readonly ['name', string] {
  return ['name', `credentials.${TOKEN_SECRET_FIELDS[service]}`];
}

/** A message of the form: one the contract names, or "Revisa este campo" for any other. */
export type TokenFormMessage = TokenValidationMessage | 'connections.form.invalid';

/** A token form checked: the body to send, or its messages (i18n keys) by field path and for the whole form. */
export type TokenFormCheck =
  | { ok: true; body: CreateConnectionBody }
  | { ok: false; fields: Record<string, TokenFormMessage>; general: TokenFormMessage | null };

/**
 * Checks a token service's form with the contract's schema, as the server will: a blank name is
 * left out (the server names it after the service), the secret goes under the service's own
 * credential name. Each field keeps its first message.
 * @example checkTokenConnectionForm('notion', '', '') // fields: { 'credentials.token': 'connections.notion.tokenRequired' }
 */
export function checkTokenConnectionForm(
  service: TokenService,
  name: string,
  secret: string,
): TokenFormCheck {
  const parsed = createConnectionBodySchema.safeParse({
    service,
    ...(name.trim() ? { name } : {}),
    credentials: { [TOKEN_SECRET_FIELDS[service]]: secret },
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const paths: readonly string[] = getTokenFieldPaths(service);
  const fields: Record<string, TokenFormMessage> = {};
  let general: TokenFormMessage | null = null;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const message = isTokenValidationMessage(issue.message) ? issue.message : 'connections.form.invalid';
    if (paths.includes(path)) fields[path] ??= message;
    else general ??= message;
  }
  return { ok: false, fields, general };
}
