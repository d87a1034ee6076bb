import { randomUUID } from 'node:crypto';
import {
  type Connection,
  type ConnectionService,
  type CreateConnectionBody,
  isOAuthService,
  MAX_CONNECTIONS_PER_SERVICE,
  type OAuthCredentials,
} from '@plubot/contracts';
import { SECRET_MASK } from '@plubot/flow';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { connections, users } from '../../db/schema';
import { type Language, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { openSecret, sealSecret } from '../../lib/secretBox';
import { tokensMayEndUnannounced } from './oauth/oauthProviders';
import { needsRefresh, refreshOAuthCredentials } from './oauth/oauthTokens';
import { CONNECTORS, type ServiceCredentials } from './services';
import {
  type ConnectionCheck,
  createConnectorContext,
  type ServiceConnector,
} from './services/serviceConnector';

type ConnectionRow = typeof connections.$inferSelect;
type Deps = { db: Database; config: Config; language: Language };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A service's connector, its credentials' type widened: every call passes credentials it read itself. */
const connectorOf = (service: ConnectionService) =>
  CONNECTORS[service] as unknown as ServiceConnector<unknown>;

/** The context a connection's credentials are sealed to: they open only for this connection of this owner. */
const sealContext = (row: { id: string; userId: string; service: string }) =>
  `connection:${row.id}:${row.userId}:${row.service}`;

function openCredentials<S extends ConnectionService>(
  encryptionKey: string,
  row: ConnectionRow & { service: S },
): ServiceCredentials[S] | undefined {
  const opened = openSecret(encryptionKey, row.sealedCredentials, sealContext(row));
  if (opened === null) return undefined;
  try {
    return connectorOf(row.service).read(JSON.parse(opened)) as ServiceCredentials[S] | undefined;
  } catch {
    return undefined;
  }
}

/** A connection as its owner sees it: never its credentials, only the secret's last four characters. */
function present(row: ConnectionRow, encryptionKey: string): Connection {
  const credentials = openCredentials(encryptionKey, row);
  const secret = credentials ? connectorOf(row.service).secretOf(credentials) : '';
  return {
    id: row.id,
    service: row.service,
    name: row.name,
    status: row.status,
    maskedSecret: secret ? `${SECRET_MASK}${secret.slice(-4)}` : SECRET_MASK,
    settings: row.settings,
    error: row.error,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's connections, oldest first. */
export async function listConnections(
  db: Database,
  encryptionKey: string,
  userId: string,
): Promise<Connection[]> {
  const rows = await db
    .select()
    .from(connections)
    .where(eq(connections.userId, userId))
    .orderBy(asc(connections.createdAt), asc(connections.id));
  return rows.map((row) => present(row, encryptionKey));
}

/**
 * The message of a check that did not pass: a refused OAuth connection is an access the owner gave
 * (and may give again), not a key they copied.
 */
function checkMessageKey(service: ConnectionService, kind: Exclude<ConnectionCheck, { ok: true }>['kind']) {
  return kind === 'refused' && isOAuthService(service)
    ? 'connections.check.refusedAccess'
    : `connections.check.${kind}`;
}

/** A refused check as the 422 the owner reads, in their language, on the field it is about. */
function refusal(
  language: Language,
  service: ConnectionService,
  check: Exclude<ConnectionCheck, { ok: true }>,
) {
  const field = check.kind === 'modelUnknown' ? 'credentials.model' : 'credentials.apiKey';
  const message = translate(language, checkMessageKey(service, check.kind), {
    service: CONNECTORS[service].title,
    reason: check.reason,
  });
  return new AppError('VALIDATION_ERROR', { fieldErrors: { [field]: [message] }, extra: { message } });
}

/**
 * Connects a service: the credentials are checked with the service first and stored sealed only
 * when it accepts them. Refused or unverifiable credentials answer 422 with the service's reason
 * and store nothing; past {@link MAX_CONNECTIONS_PER_SERVICE} of the service, 422 too.
 */
export async function createConnection(
  deps: Deps,
  userId: string,
  body: CreateConnectionBody,
): Promise<Connection> {
  return connectChecked(deps, userId, body.service, body.name, body.credentials);
}

/**
 * Stores a connection of `service` once the service accepted `credentials` (a pasted token, or the
 * tokens an OAuth consent gave), sealed to its id, owner and service; `name` defaults to the
 * service's title. 422 when the service refuses or past the per-service limit.
 */
export async function connectChecked(
  deps: Deps,
  userId: string,
  service: ConnectionService,
  name: string | undefined,
  credentials: unknown,
): Promise<Connection> {
  const { db, config, language } = deps;
  await assertBelowLimit(db, userId, service, language);
  const connector = connectorOf(service);
  const ctx = createConnectorContext(config);
  const check = await connector.check(ctx, credentials);
  if (!check.ok) throw refusal(language, service, check);
  const id = randomUUID();
  if (connector.prepare) {
    // A service whose events come back by webhook registers this connection's address with it.
    const prepared = await connector.prepare(ctx, credentials, {
      webhookUrl: powerWebhookUrl(config, service, id),
    });
    if (!prepared.ok) throw refusal(language, service, prepared);
    credentials = prepared.credentials;
  }
  const row = await db.transaction(async (tx) => {
    // The owner's row is locked so two simultaneous connections cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await assertBelowLimit(tx, userId, service, language);
    const [inserted] = await tx
      .insert(connections)
      .values({
        id,
        userId,
        service,
        name: name ?? CONNECTORS[service].title,
        sealedCredentials: sealSecret(
          config.ENCRYPTION_KEY,
          JSON.stringify(credentials),
          sealContext({ id, userId, service }),
        ),
        settings: connectorOf(service).settingsOf(credentials),
        status: 'active',
        checkedAt: new Date(),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError('INTERNAL_ERROR');
  return present(row, config.ENCRYPTION_KEY);
}

/** Replaces a connection's credentials (an OAuth token just refreshed), sealed as when it was made. */
export async function saveCredentials(
  db: Database,
  encryptionKey: string,
  connection: { id: string; userId: string; service: ConnectionService },
  credentials: unknown,
): Promise<void> {
  await db
    .update(connections)
    .set({
      sealedCredentials: sealSecret(encryptionKey, JSON.stringify(credentials), sealContext(connection)),
      updatedAt: new Date(),
    })
    .where(eq(connections.id, connection.id));
}

async function findOwned(db: Database, userId: string, id: string): Promise<ConnectionRow> {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.id, id), eq(connections.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * 'Probar conexión': checks one of the caller's connections with its service again and records
 * the answer (active, or error with the service's reason). The service being unreachable leaves
 * the status as it was and says so. Anyone else's connection (or an unknown id) is NOT_FOUND.
 */
export async function testConnection(deps: Deps, userId: string, id: string): Promise<Connection> {
  const { db, config, language } = deps;
  const row = await findOwned(db, userId, id);
  const credentials = openCredentials(config.ENCRYPTION_KEY, row);
  // Tested whatever its status: a connection refused before may work again.
  const ready = credentials ? await freshen(deps, { ...row, status: 'active', credentials }) : undefined;
  const checkReady = async (connection: ReadyConnection | undefined): Promise<ConnectionCheck> =>
    !connection
      ? { ok: false, kind: 'refused', reason: translate(language, 'connections.unreadable') }
      : connection.unavailable
        ? { ok: false, kind: 'unreachable', reason: connection.unavailable }
        : connection.refusedReason
          ? { ok: false, kind: 'refused', reason: connection.refusedReason }
          : await connectorOf(row.service).check(createConnectorContext(config), connection.credentials);
  let check = await checkReady(ready);
  if (!check.ok && check.kind === 'refused' && ready && !ready.refusedReason) {
    const renewed = await refreshAfterRefusal(deps, ready);
    if (renewed) check = await checkReady(renewed);
  }
  if (!check.ok && check.kind === 'unreachable') throw refusal(language, row.service, check);
  const [updated] = await db
    .update(connections)
    .set(
      check.ok
        ? { status: 'active', error: null, checkedAt: new Date(), updatedAt: new Date() }
        : {
            status: 'error',
            error: translate(language, checkMessageKey(row.service, check.kind), {
              service: CONNECTORS[row.service].title,
              reason: check.reason,
            }).slice(0, 300),
            checkedAt: new Date(),
            updatedAt: new Date(),
          },
    )
    .where(eq(connections.id, row.id))
    .returning();
  return present(updated ?? row, config.ENCRYPTION_KEY);
}

/** Removes one of the caller's connections; anyone else's (or an unknown id) is NOT_FOUND. */
export async function deleteConnection(
  db: Database,
  userId: string,
  id: string,
  config?: Config,
): Promise<void> {
  const row = await findOwned(db, userId, id);
  await db.delete(connections).where(eq(connections.id, row.id));
  const forget = connectorOf(row.service).forget;
  if (config && forget) {
    // What the service keeps for this connection (its webhook) goes too; a failure leaves it
    // pointing at an address that now answers 404, which the service stops calling.
    const credentials = openCredentials(config.ENCRYPTION_KEY, row);
    if (credentials !== undefined)
      await forget(createConnectorContext(config), credentials).catch(() => undefined);
  }
}

/**
 * Where a service posts the events of one connection (a payment's, a booking's): the server's own
 * address, so the operator sets nothing per owner.
 * @example powerWebhookUrl(config, 'stripe', id) // 'https://plubot.example.com/api/powers/webhooks/stripe/<id>'
 */
export function powerWebhookUrl(
  config: Pick<Config, 'APP_ORIGIN'>,
  service: string,
  connectionId: string,
): string {
  return `${config.APP_ORIGIN}/api/powers/webhooks/${service}/${connectionId}`;
}

/**
 * The credentials a bot of `userId` uses for a service: those of the owner's first active
 * connection of it (oldest first) that open; `undefined` when there is none.
 */
export async function findActiveCredentials<S extends ConnectionService>(
  db: Database,
  encryptionKey: string,
  userId: string,
  service: S,
): Promise<ServiceCredentials[S] | undefined> {
  const rows = await db
    .select()
    .from(connections)
    .where(
      and(eq(connections.userId, userId), eq(connections.service, service), eq(connections.status, 'active')),
    )
    .orderBy(asc(connections.createdAt), asc(connections.id));
  for (const row of rows) {
    const credentials = openCredentials(encryptionKey, row as ConnectionRow & { service: S });
    if (credentials) return credentials;
  }
  return undefined;
}

/** 422 once the owner keeps {@link MAX_CONNECTIONS_PER_SERVICE} connections of `service`. */
export async function assertBelowLimit(
  db: Pick<Database, 'select'>,
  userId: string,
  service: ConnectionService,
  language: Language,
) {
  const [total] = await db
    .select({ value: count() })
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.service, service)));
  if (Number(total?.value ?? 0) >= MAX_CONNECTIONS_PER_SERVICE) {
    const message = translate(language, 'connections.limitReached', {
      limit: String(MAX_CONNECTIONS_PER_SERVICE),
      service: CONNECTORS[service].title,
    });
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { _: [message] }, extra: { message } });
  }
}

/** A connection of `userId`'s with its credentials opened, ready to act. */
export interface OpenedConnection {
  id: string;
  userId: string;
  service: ConnectionService;
  name: string;
  status: 'active' | 'error';
  credentials: unknown;
}

/**
 * A connection named by a service's webhook address (`/api/powers/webhooks/:service/:id`), with its
 * credentials opened so the webhook's signature can be checked with its secret; `undefined` for an
 * unknown id, another service's connection, or credentials that no longer open. The caller trusts
 * nothing of the webhook before that check.
 */
export async function openConnectionForWebhook(
  db: Database,
  encryptionKey: string,
  service: string,
  id: string,
): Promise<OpenedConnection | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  if (!row || row.service !== service) return undefined;
  const credentials = openCredentials(encryptionKey, row);
  if (!credentials) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    service: row.service,
    name: row.name,
    status: row.status,
    credentials,
  };
}

/**
 * One of `userId`'s connections with its credentials opened — for a bot of theirs to act with, or
 * their form to list choices from; `undefined` when it is not theirs, not of `service`, or its
 * credentials no longer open.
 */
export async function openOwnedConnection(
  db: Database,
  encryptionKey: string,
  userId: string,
  id: string,
  service?: ConnectionService,
): Promise<OpenedConnection | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.id, id), eq(connections.userId, userId)));
  if (!row || (service && row.service !== service)) return undefined;
  const credentials = openCredentials(encryptionKey, row);
  if (!credentials) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    service: row.service,
    name: row.name,
    status: row.status,
    credentials,
  };
}

/** An opened connection, and why it cannot act now when its provider did not answer a refresh. */
export type ReadyConnection = OpenedConnection & { unavailable?: string; refusedReason?: string };

/**
 * One of `userId`'s connections ready to act (see {@link openOwnedConnection}): an OAuth
 * connection whose access token ends within a minute is refreshed first and saved. A refresh the
 * provider refuses (the owner revoked the access) marks the connection refused; one it did not
 * answer leaves the connection as it is, with `unavailable` saying why.
 */
export async function openReadyConnection(
  deps: { db: Database; config: Config },
  userId: string,
  id: string,
  service?: ConnectionService,
): Promise<ReadyConnection | undefined> {
  const opened = await openOwnedConnection(deps.db, deps.config.ENCRYPTION_KEY, userId, id, service);
  return opened ? freshen(deps, opened) : undefined;
}

/**
 * A ready connection of a service whose access tokens may end unannounced (Salesforce: the org's
 * session timeout decides, see `tokensMayEndUnannounced`) that the service just refused: its token
 * is refreshed once, whatever the time it was given, so the call can be tried again — a second
 * refusal is then the connection's. `undefined` for any other service, whose refusal stands.
 */
export async function refreshAfterRefusal(
  deps: { db: Database; config: Config },
  ready: ReadyConnection,
): Promise<ReadyConnection | undefined> {
  if (!isOAuthService(ready.service) || !tokensMayEndUnannounced(ready.service)) return undefined;
  return freshen(deps, ready, true);
}

async function freshen(
  deps: { db: Database; config: Config },
  opened: OpenedConnection,
  force = false,
): Promise<ReadyConnection> {
  if (!isOAuthService(opened.service) || opened.status === 'error') return opened;
  const credentials = opened.credentials as OAuthCredentials;
  if (!force && !needsRefresh(credentials)) return opened;
  const refreshed = await refreshOAuthCredentials(deps.config, opened.service, credentials);
  if (refreshed.ok) {
    await saveCredentials(deps.db, deps.config.ENCRYPTION_KEY, opened, refreshed.credentials);
    return { ...opened, credentials: refreshed.credentials };
  }
  if (!refreshed.refused) return { ...opened, unavailable: refreshed.error };
  const reason = translate('es', 'connections.oauth.revoked', {
    service: CONNECTORS[opened.service].title,
    reason: refreshed.error,
  });
  await markConnectionRefused(deps.db, opened.id, reason);
  return { ...opened, status: 'error', refusedReason: reason };
}

/** Marks a connection as refused by its service (a 401/403 while acting), with the service's answer. */
export async function markConnectionRefused(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(connections)
    .set({ status: 'error', error: reason.slice(0, 300), checkedAt: new Date(), updatedAt: new Date() })
    .where(eq(connections.id, id));
}

/** The connector of a service, its credentials' type widened (they were read by its own `read`). */
export function getConnector(service: ConnectionService): ServiceConnector<unknown> {
  return connectorOf(service);
}
