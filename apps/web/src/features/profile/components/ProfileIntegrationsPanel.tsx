import type { OAuthService } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import type { TokenService } from '../helpers/tokenConnectionForm';
import { DiscordIntegrationsPanel } from './DiscordIntegrationsPanel';
import { OAuthConnectionsPanel } from './OAuthConnectionsPanel';
import { OpenAiConnectionsPanel } from './OpenAiConnectionsPanel';
import { TokenConnectionsPanel } from './TokenConnectionsPanel';
import './ProfileIntegrationsPanel.css';

/** One card of the tab: Discord's bots, the OpenAI account, or a service's connections. */
type IntegrationCard =
  | { kind: 'discord' }
  | { kind: 'openai' }
  | { kind: 'oauth'; service: OAuthService }
  | { kind: 'token'; service: TokenService };

/** The tab's cards, in the order shown: the bots' own channels and AI first, then by what people use most. */
const CARDS: readonly IntegrationCard[] = [
  { kind: 'discord' },
  { kind: 'openai' },
  { kind: 'oauth', service: 'google-sheets' },
  { kind: 'oauth', service: 'google-calendar' },
  { kind: 'token', service: 'notion' },
  { kind: 'token', service: 'hubspot' },
  { kind: 'oauth', service: 'salesforce' },
  { kind: 'token', service: 'mailchimp' },
  { kind: 'oauth', service: 'gmail' },
  { kind: 'token', service: 'typeform' },
  { kind: 'token', service: 'surveymonkey' },
  { kind: 'token', service: 'trello' },
  { kind: 'token', service: 'asana' },
  { kind: 'token', service: 'monday' },
  { kind: 'token', service: 'github' },
  { kind: 'token', service: 'zendesk' },
  { kind: 'token', service: 'intercom' },
  { kind: 'token', service: 'google-analytics' },
  { kind: 'token', service: 'mixpanel' },
  { kind: 'token', service: 'calendly' },
  { kind: 'token', service: 'zoom' },
  { kind: 'token', service: 'stripe' },
  { kind: 'token', service: 'mercadopago' },
  { kind: 'token', service: 'paypal' },
  { kind: 'token', service: 'shopify' },
  { kind: 'token', service: 'woocommerce' },
  { kind: 'oauth', service: 'quickbooks' },
];

/** The anchor of a card, so the index (and a shared link) can jump to it. */
const anchorOf = (card: IntegrationCard) => `integracion-${'service' in card ? card.service : card.kind}`;

/**
 * The profile's Integraciones tab (issue #31): an index of every service a bot can act through,
 * linking to its card, then the cards — Discord's bots, the OpenAI account, and each service's
 * connections, made with a token or through the provider's consent.
 */
export function ProfileIntegrationsPanel() {
  const { t } = useTranslation();
  const titleOf = (card: IntegrationCard) => {
    if (card.kind === 'discord') return t('discordIntegrations.title');
    if (card.kind === 'openai') return t('connections.title');
    return t(`connections.${card.service}.title`);
  };
  return (
    <>
      <nav className="integrations-index" aria-label={t('connections.index.label')}>
        <p className="integrations-index__intro">{t('connections.index.intro')}</p>
        <ul className="integrations-index__list">
          {CARDS.map((card) => (
            <li key={anchorOf(card)}>
              <a href={`#${anchorOf(card)}`}>{titleOf(card)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {CARDS.map((card) => (
        <div key={anchorOf(card)} id={anchorOf(card)} className="integrations-index__target">
          {card.kind === 'discord' && <DiscordIntegrationsPanel />}
          {card.kind === 'openai' && <OpenAiConnectionsPanel />}
          {card.kind === 'oauth' && <OAuthConnectionsPanel service={card.service} />}
          {card.kind === 'token' && <TokenConnectionsPanel service={card.service} />}
        </div>
      ))}
    </>
  );
}
