/**
 * The WhatsApp Business Account's message templates the Graph API stand-in (`metaGraphStandIn.ts`)
 * answers `message_templates` with, unless a test sets others.
 */

/** A template of the WhatsApp Business Account, as `message_templates` answers it. */
export interface MetaTemplate {
  name: string;
  language: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED';
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  components: Record<string, unknown>[];
}

/**
 * The account's templates unless told otherwise: two approved that can be chosen (one with `{{1}}`,
 * one without), one approved with two parameters (cannot be filled), one pending and one rejected.
 */
export const META_TEMPLATES: readonly MetaTemplate[] = [
  {
    name: 'respuesta_pendiente',
    language: 'es',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: 'Pizzería Ana te respondió: {{1}}. Escríbenos para seguir.' }],
  },
  {
    name: 'te_echamos_de_menos',
    language: 'es_MX',
    status: 'APPROVED',
    category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Pizzería Ana' },
      { type: 'BODY', text: '¡Hola! Tenemos novedades para ti. Responde a este mensaje para verlas.' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Ver novedades' }] },
    ],
  },
  {
    name: 'pedido_listo',
    language: 'es',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: '{{1}}, tu pedido {{2}} está listo.' }],
  },
  {
    name: 'promo_verano',
    language: 'es',
    status: 'PENDING',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Verano: 2x1 en pizzas.' }],
  },
  {
    name: 'welcome_back',
    language: 'en_US',
    status: 'REJECTED',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Welcome back!' }],
  },
];
