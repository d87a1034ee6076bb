import { type IntegrationFailure, POWERS } from '@plubot/contracts';
import type { TFunction } from 'i18next';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { getPowerActionTitle } from './powerActionTexts';

/** One failed power action as the bot page lists it. */
export interface IntegrationFailureView {
  id: string;
  /** What was tried: «Notion · Crear una página en una base de datos». */
  what: string;
  /** When it gave up, relative ('hace 5 min'), and the exact date for its tooltip. */
  when: string;
  at: string;
  /** The connection it used, when it still has a name. */
  connectionName: string | null;
  attempts: number;
  /** The service's answer. */
  error: string;
}

/**
 * How a failed power action reads on the bot page: the service's name and the action's title, when
 * it failed (relative to `now`), the connection and the service's own answer.
 * @example describeIntegrationFailure(failure, t, 'es').what // 'Notion · Crear una página en una base de datos'
 */
export function describeIntegrationFailure(
  failure: IntegrationFailure,
  t: TFunction,
  language: string,
  now = Date.now(),
): IntegrationFailureView {
  const service = POWERS.find((power) => power.id === failure.service)?.title ?? failure.service;
  return {
    id: failure.id,
    what: `${service} · ${getPowerActionTitle(t, failure.service, failure.action)}`,
    when: formatRelativeTime(failure.failedAt, language, now),
    at: failure.failedAt,
    connectionName: failure.connectionName,
    attempts: failure.attempts,
    error: failure.error,
  };
}
