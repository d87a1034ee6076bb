import type { ConnectionChoice, ConnectionChoicesQuery } from '@plubot/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Language, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { getConnector, markConnectionRefused, openReadyConnection } from './connectionService';
import { createConnectorContext } from './services/serviceConnector';

/**
 * A list the power node's form offers from the service itself (issue #31: the owner picks a Notion
 * database, its properties, a Mailchimp audience rather than pasting ids), read with one of the
 * caller's connections. Anyone else's connection is NOT_FOUND; a list the service does not have is
 * a 422; the service refusing or failing is a 422 with its answer (the connection is marked refused
 * on a 401/403), never a 5xx.
 */
export async function listConnectionChoices(
  deps: { db: Database; config: Config; language: Language },
  userId: string,
  id: string,
  query: ConnectionChoicesQuery,
): Promise<ConnectionChoice[]> {
  const { db, config, language } = deps;
  const opened = await openReadyConnection(deps, userId, id);
  if (!opened) throw new AppError('NOT_FOUND');
  if (opened.unavailable) {
    const message = translate(language, 'connections.choices.failed', { reason: opened.unavailable });
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { kind: [message] }, extra: { message } });
  }
  const list = getConnector(opened.service).choices?.[query.kind];
  const fail = (message: string) =>
    new AppError('VALIDATION_ERROR', { fieldErrors: { kind: [message] }, extra: { message } });
  if (!list) throw fail(translate(language, 'connections.choices.kindUnknown'));
  const answer = await list(createConnectorContext(config), opened.credentials, query.parent);
  if (answer.ok) return answer.choices;
  if (answer.refused) await markConnectionRefused(db, opened.id, answer.error);
  throw fail(translate(language, 'connections.choices.failed', { reason: answer.error }));
}
