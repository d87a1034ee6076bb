import { OAUTH_PROVIDER_OF, OAUTH_PROVIDER_TITLES, oauthServiceOfState, POWERS } from '@plubot/contracts';

/**
 * The names the consent's callback screen says (issue #31): the service the `state` names and the
 * provider whose consent page the owner saw — brands, never translated; `undefined` for a state
 * that names no service connected this way.
 * @example getOAuthServiceNames('salesforce.Zx8…') // { service: 'Salesforce', provider: 'Salesforce' }
 * @example getOAuthServiceNames('gmail.Zx8…') // { service: 'Gmail', provider: 'Google' }
 */
export function getOAuthServiceNames(
  state: string | null | undefined,
): { service: string; provider: string } | undefined {
  const service = state ? oauthServiceOfState(state) : undefined;
  if (!service) return undefined;
  return {
    service: POWERS.find((power) => power.id === service)?.title ?? service,
    provider: OAUTH_PROVIDER_TITLES[OAUTH_PROVIDER_OF[service]],
  };
}
