import { allowsProPowers } from '@plubot/flow';

/** Categories of the marketplace (spec app.md §1). */
export const POWER_CATEGORIES = [
  'inteligencia',
  'productividad',
  'comunicacion',
  'ecommerce',
  'pagos',
  'reservas',
  'analiticas',
  'marketing',
  'desarrollo',
  'crm',
  'finanzas',
  'soporte',
  'encuestas',
  'diseno',
] as const;
export type PowerCategory = (typeof POWER_CATEGORIES)[number];

/**
 * The powers a free plan may unlock: the list of spec app.md §3, and the generic webhook for
 * Zapier, Make and n8n (issue #14), which only does what the free Webhook node already does.
 */
export const FREE_POWER_IDS = [
  'notion',
  'slack',
  'trello',
  'google-sheets',
  'github',
  'typeform',
  'discord',
  'asana',
  'monday',
  'zoom',
  'instagram',
  'google-analytics',
  'hubspot',
  'webhooks',
] as const;

export interface PowerDefinition {
  id: string;
  title: string;
  icon: string;
  category: PowerCategory;
  /** Only on the Pro plan ('Requiere Plan Pro'). */
  pro: boolean;
}

const power = (id: string, title: string, icon: string, category: PowerCategory): PowerDefinition => ({
  id,
  title,
  icon,
  category,
  pro: !(FREE_POWER_IDS as readonly string[]).includes(id),
});

/**
 * Every power (integration) a bot can be given: the 34 extensions the marketplace lists, in
 * catalogue order. Every category of `POWER_CATEGORIES` holds at least one.
 */
export const POWERS: readonly PowerDefinition[] = [
  power('notion', 'Notion', '📝', 'productividad'),
  power('slack', 'Slack', '💬', 'comunicacion'),
  power('trello', 'Trello', '📋', 'productividad'),
  power('google-sheets', 'Google Sheets', '📊', 'productividad'),
  power('github', 'GitHub', '🐙', 'desarrollo'),
  power('typeform', 'Typeform', '📋', 'encuestas'),
  power('discord', 'Discord', '🎮', 'comunicacion'),
  power('asana', 'Asana', '✅', 'productividad'),
  power('monday', 'Monday', '📅', 'productividad'),
  power('zoom', 'Zoom', '🎥', 'comunicacion'),
  power('instagram', 'Instagram', '📸', 'marketing'),
  power('google-analytics', 'Google Analytics', '📈', 'analiticas'),
  power('hubspot', 'HubSpot', '🧲', 'crm'),
  power('openai', 'OpenAI', '🧠', 'inteligencia'),
  power('whatsapp-business', 'WhatsApp Business', '📱', 'comunicacion'),
  power('telegram', 'Telegram', '✈️', 'comunicacion'),
  power('gmail', 'Gmail', '📧', 'comunicacion'),
  power('google-calendar', 'Google Calendar', '🗓️', 'reservas'),
  power('calendly', 'Calendly', '⏰', 'reservas'),
  power('shopify', 'Shopify', '🛍️', 'ecommerce'),
  power('woocommerce', 'WooCommerce', '🛒', 'ecommerce'),
  power('stripe', 'Stripe', '💳', 'pagos'),
  power('paypal', 'PayPal', '💰', 'pagos'),
  power('mercadopago', 'Mercado Pago', '🤝', 'pagos'),
  power('salesforce', 'Salesforce', '☁️', 'crm'),
  power('zendesk', 'Zendesk', '🎧', 'soporte'),
  power('intercom', 'Intercom', '🛟', 'soporte'),
  power('mailchimp', 'Mailchimp', '🐵', 'marketing'),
  power('quickbooks', 'QuickBooks', '📒', 'finanzas'),
  power('figma', 'Figma', '🎨', 'diseno'),
  power('mixpanel', 'Mixpanel', '🔬', 'analiticas'),
  power('surveymonkey', 'SurveyMonkey', '🗳️', 'encuestas'),
  power('canva', 'Canva', '🖌️', 'diseno'),
  power('webhooks', 'Webhooks (Zapier, Make, n8n)', '🔗', 'desarrollo'),
];

const POWER_IDS = new Set(POWERS.map((p) => p.id));

/** True for a power id of the catalogue. */
export function isKnownPower(id: string): boolean {
  return POWER_IDS.has(id);
}

/** True when the power needs the Pro plan. */
export function isProPower(id: string): boolean {
  return POWERS.find((p) => p.id === id)?.pro ?? true;
}

/**
 * The Pro powers an owner may not use now: none on a plan with Pro powers, else every Pro power of
 * the catalogue without a live trial. The one rule behind the bot's powers list, a power node on
 * save, a power node in a conversation and Bot Doctor.
 * @example getLockedPowers('free', ['telegram']).includes('telegram') // false
 * @example getLockedPowers('free', []).includes('telegram') // true
 */
export function getLockedPowers(plan: string | undefined, activeTrials: readonly string[]): string[] {
  if (allowsProPowers(plan)) return [];
  return POWERS.filter((power) => power.pro && !activeTrials.includes(power.id)).map((power) => power.id);
}
