import {
  type ChatButton,
  describeChatCard,
  ENGINE_MESSAGES,
  type EngineEffects,
  type PowerActionRequest,
  type PowerActionResult,
  type PowerEvent,
  type VariableValue,
} from '@plubot/engine';
import { formatMinorUnits, formatSlotLabel } from '@plubot/flow';
import { describeBookingTimeZone } from '../connections/services/googleCalendar';
import { NO_ORDER, toOrderOutcome, toProductsOutcome } from '../connections/services/shopLookup';

/**
 * Test fixtures: the scripted visits of the templates' conversation test
 * (`templateConversations.test.ts`), and those of the business templates (issue #32: a booking, a
 * payment, an order's status) with what their services answer, shaped by the server's own helpers.
 */

/**
 * What the visitor does next: a reply typed or pressed, or an event a service sends while the
 * conversation waits on its link (the payment arrives), as the server's webhook passes it on with
 * `resumeAfterEvent`.
 */
export type Step = string | { event: PowerEvent };

/** One scripted visit: what the visitor types or presses, and what must come of it. */
export interface Script {
  name: string;
  template: string;
  replies: Step[];
  /** Texts the bot must say somewhere in the conversation. */
  says: string[];
  /** The bot's last words. */
  farewell: string;
  /** The lead the conversation stores, or null when it stores none. */
  lead: Record<string, VariableValue> | null;
  /** The owner's notifications the conversation sends (checked when given). */
  notices?: string[];
  /**
   * The owner's connected services behind the template's power nodes: with it, every power node
   * gets a connection ({@link CONNECTION_ID}, as the owner picks one after creating the bot) and the
   * services answer `answers` in turn; `asks` is what each request must carry. Without it the power
   * nodes stay as the template has them, without a connection, and nothing is asked.
   */
  powers?: { answers: PowerActionResult[]; asks: Partial<PowerActionRequest>[] };
  /** Effects besides the lead store (AI, notifications). */
  effects?: EngineEffects;
}

/** The connection the owner picks for a template's power nodes. */
export const CONNECTION_ID = '5d0f3a52-8c1e-4f7b-9a66-0c2f4e8b1d37';

const EMAIL_RETRY = 'Ese correo no parece válido. Escríbelo de nuevo, por ejemplo: nombre@correo.com';

// Reserva de citas: a Google Calendar with three free half hours on a Tuesday morning in Madrid.
const ZONE = 'Europe/Madrid';
const slot = (start: string): ChatButton => ({ id: start, label: formatSlotLabel(start, ZONE, 'es') });
const FREE_SLOTS = ['2026-03-03T08:00:00.000Z', '2026-03-03T08:30:00.000Z', '2026-03-03T09:00:00.000Z'].map(
  slot,
);
const PICKED = FREE_SLOTS[1]!;
const BOOKING_INPUTS = {
  calendarId: 'primary',
  attendeeEmail: 'marta@example.com',
  attendeeName: 'Marta',
  eventTitle: 'Cita con Marta',
  workDays: 'weekdays',
  workStart: '09:00',
  workEnd: '18:00',
  slotMinutes: '30',
  daysAhead: '14',
  timeZone: ZONE,
};

// Cobro de un pedido: Mercado Pago's checkout, and the payment its webhook reports.
const CHECKOUT_URL = 'https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=1325648790-6c2a0f7e';
const PAYMENT_ID = '98765432101';
const checkout = (minor: number): PowerActionResult => ({
  ok: true,
  link: { url: CHECKOUT_URL, amount: { minor, currency: 'MXN' } },
});

// ¿Dónde está mi pedido?: a Shopify order on its way, and two products.
const TRACKING_URL =
  'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4F6P0703673180181750T';
const FOUND_ORDER = toOrderOutcome(
  {
    state: 'shipped',
    items: [
      { name: 'Camiseta de lino', quantity: 2 },
      { name: 'Gorra', quantity: 1 },
    ],
    trackingUrl: TRACKING_URL,
    total: { amount: '45.5', currency: 'EUR' },
  },
  'es',
) as PowerActionResult;
const FOUND_PRODUCTS = toProductsOutcome(
  [
    {
      title: 'Camiseta de lino',
      price: { amount: '29.9', currency: 'EUR', from: false },
      imageUrl: 'https://cdn.shopify.com/s/files/1/camiseta-lino.jpg',
      url: 'https://tienda.example/products/camiseta-de-lino',
    },
    {
      title: 'Camiseta básica',
      price: { amount: '15', currency: 'EUR', from: true },
      url: 'https://tienda.example/products/camiseta-basica',
    },
  ],
  'es',
) as PowerActionResult;

/** The visits of the business templates: each way out of each power node at least once. */
export const BUSINESS_SCRIPTS: Script[] = [
  {
    name: 'a free slot offered and booked, after an e-mail with a typo',
    template: 'reserva-de-citas',
    replies: ['Marta', 'marta@', 'marta@example.com', 'Reservar una cita', PICKED.label],
    says: [
      EMAIL_RETRY,
      ENGINE_MESSAGES.chooseSlot.replace('{zone}', describeBookingTimeZone('es', ZONE)),
      `¡Listo, Marta! Tu cita queda reservada para el ${PICKED.label}. Te hemos enviado la invitación a marta@example.com; si al final no puedes venir, avísanos y la cambiamos.`,
    ],
    farewell: '¡Gracias, Marta! Aquí estamos para lo que necesites.',
    lead: {
      nombre: 'Marta',
      email: 'marta@example.com',
      motivo: 'Reservar una cita',
      cita: PICKED.label,
      cita_inicio_iso: PICKED.id,
    },
    powers: {
      answers: [
        { ok: true, options: FREE_SLOTS, note: describeBookingTimeZone('es', ZONE) },
        {
          ok: true,
          found: true,
          outputs: {
            start: PICKED.label,
            startIso: PICKED.id,
            end: formatSlotLabel('2026-03-03T09:00:00.000Z', ZONE, 'es'),
            eventUrl: 'https://www.google.com/calendar/event?eid=cGx1Ym90MG41aw',
          },
        },
      ],
      asks: [
        {
          powerId: 'google-calendar',
          connectionId: CONNECTION_ID,
          action: 'bookSlot',
          runs: 'choose',
          phase: 'offer',
          inputs: BOOKING_INPUTS,
        },
        { action: 'bookSlot', phase: 'pick', optionId: PICKED.id, inputs: BOOKING_INPUTS },
      ],
    },
  },
  {
    name: 'nothing free: the contact is kept',
    template: 'reserva-de-citas',
    replies: ['Jorge', 'jorge@example.com', 'Reservar una cita'],
    says: [
      'Vaya, Jorge, ahora mismo no nos queda ningún hueco libre en las próximas semanas. Hemos guardado tu contacto y te escribiremos a jorge@example.com en cuanto se libere uno.',
    ],
    farewell: '¡Gracias, Jorge! Aquí estamos para lo que necesites.',
    lead: { nombre: 'Jorge', email: 'jorge@example.com', motivo: 'Reservar una cita' },
    powers: {
      answers: [{ ok: true, options: [], note: describeBookingTimeZone('es', ZONE) }],
      asks: [{ powerId: 'google-calendar', action: 'bookSlot', phase: 'offer' }],
    },
  },
  {
    name: 'a question for the team',
    template: 'reserva-de-citas',
    replies: ['Pablo', 'pablo@example.com', 'Tengo una pregunta', '¿Aceptáis pago con tarjeta?'],
    says: ['Cuéntanos tu pregunta y el equipo te responderá lo antes posible.'],
    farewell: '¡Gracias, Pablo! Aquí estamos para lo que necesites.',
    lead: {
      nombre: 'Pablo',
      email: 'pablo@example.com',
      motivo: 'Tengo una pregunta',
      pregunta: '¿Aceptáis pago con tarjeta?',
    },
    notices: ['Nueva pregunta de Pablo (pablo@example.com): ¿Aceptáis pago con tarjeta?'],
  },
  {
    name: 'before the owner connects Google Calendar: the error way, the contact kept',
    template: 'reserva-de-citas',
    replies: ['Irene', 'irene@example.com', 'Reservar una cita'],
    says: [
      'Perdona, Irene, no he podido consultar la agenda en este momento. Hemos guardado tu contacto y te escribiremos a irene@example.com para darte cita lo antes posible.',
    ],
    farewell: '¡Gracias, Irene! Aquí estamos para lo que necesites.',
    lead: { nombre: 'Irene', email: 'irene@example.com', motivo: 'Reservar una cita' },
  },
  {
    name: 'the menu of the day paid, with a question while the payment is on its way',
    template: 'cobro-de-un-pedido',
    replies: [
      'Rosa',
      'rosa@example.com',
      'Menú del día · $150',
      '¿Ya está?',
      {
        event: {
          nodeId: 'charge-menu-dia',
          outcome: 'done',
          outputs: { paymentId: PAYMENT_ID, amountPaid: `${formatMinorUnits(15000, 'MXN')} MXN` },
        },
      },
    ],
    says: [
      describeChatCard({ title: 'Menú del día para llevar', url: CHECKOUT_URL }),
      ENGINE_MESSAGES.awaitingLink,
      `¡Pago recibido, Rosa! Ya estamos preparando tu pedido. Guarda tu número de pago por si lo necesitas: ${PAYMENT_ID}.`,
    ],
    farewell: '¡Gracias por escribirnos, Rosa! Hasta pronto.',
    lead: {
      nombre: 'Rosa',
      email: 'rosa@example.com',
      pedido: 'Menú del día · $150',
      pago: PAYMENT_ID,
      importe_pagado: '150.00 MXN',
    },
    notices: [
      `Pedido pagado: Menú del día · $150 para Rosa (rosa@example.com). Pago ${PAYMENT_ID} de 150.00 MXN.`,
    ],
    powers: {
      answers: [checkout(15000)],
      asks: [
        {
          powerId: 'mercadopago',
          connectionId: CONNECTION_ID,
          action: 'charge',
          runs: 'await',
          nodeId: 'charge-menu-dia',
          inputs: {
            amount: '150',
            currency: 'MXN',
            description: 'Menú del día para llevar',
            waitMinutes: '30',
          },
          templates: { amount: '150' },
        },
      ],
    },
  },
  {
    name: 'the vegetarian menu not paid in time',
    template: 'cobro-de-un-pedido',
    replies: [
      'Luis',
      'luis@example.com',
      'Menú vegetariano · $140',
      { event: { nodeId: 'charge-menu-vegetariano', outcome: 'notDone', outputs: {} } },
    ],
    says: [
      describeChatCard({ title: 'Menú vegetariano para llevar', url: CHECKOUT_URL }),
      'No nos ha llegado el pago, Luis, así que de momento no preparamos el pedido. Si ha habido algún problema, escríbenos de nuevo cuando quieras y lo intentamos otra vez.',
    ],
    farewell: '¡Gracias por escribirnos, Luis! Hasta pronto.',
    lead: {
      nombre: 'Luis',
      email: 'luis@example.com',
      pedido: 'Menú vegetariano · $140',
      pago: null,
      importe_pagado: null,
    },
    notices: [],
    powers: {
      answers: [checkout(14000)],
      asks: [
        {
          action: 'charge',
          nodeId: 'charge-menu-vegetariano',
          inputs: {
            amount: '140',
            currency: 'MXN',
            description: 'Menú vegetariano para llevar',
            waitMinutes: '30',
          },
        },
      ],
    },
  },
  {
    name: 'something else, told to the restaurant',
    template: 'cobro-de-un-pedido',
    replies: ['Ana', 'ana@example.com', 'Otra cosa', 'Una bandeja de enchiladas para 6 el sábado'],
    says: ['Cuéntanos qué te gustaría pedir y te responderemos con el precio y la hora de recogida.'],
    farewell: '¡Gracias por escribirnos, Ana! Hasta pronto.',
    lead: {
      nombre: 'Ana',
      email: 'ana@example.com',
      pedido: 'Otra cosa',
      otro_pedido: 'Una bandeja de enchiladas para 6 el sábado',
    },
    notices: ['Pedido a medida de Ana (ana@example.com): Una bandeja de enchiladas para 6 el sábado'],
  },
  {
    name: 'Mercado Pago refuses the checkout',
    template: 'cobro-de-un-pedido',
    replies: ['Pedro', 'pedro@example.com', 'Menú del día · $150'],
    says: [
      'Perdona, Pedro, ahora mismo no podemos cobrar por aquí. Te escribiremos a pedro@example.com para cerrar tu pedido.',
    ],
    farewell: '¡Gracias por escribirnos, Pedro! Hasta pronto.',
    lead: { nombre: 'Pedro', email: 'pedro@example.com', pedido: 'Menú del día · $150' },
    notices: [],
    powers: {
      answers: [{ ok: false, error: 'Mercado Pago no aceptó el access token (HTTP 401).' }],
      asks: [{ powerId: 'mercadopago', action: 'charge', nodeId: 'charge-menu-dia' }],
    },
  },
  {
    name: 'an order on its way, after an e-mail with a typo',
    template: 'donde-esta-mi-pedido',
    replies: ['Estado de mi pedido', '#1001', 'ana@tienda', 'ana@example.com'],
    says: [
      EMAIL_RETRY,
      `¡Lo encontré! Estado de tu pedido: Enviado. Artículos: 2 × Camiseta de lino, 1 × Gorra (total: 45.50 EUR). Seguimiento del envío, si ya ha salido: ${TRACKING_URL}`,
    ],
    farewell: '¡Gracias por escribirnos! Si necesitas algo más, aquí estamos.',
    lead: { motivo: 'Estado de mi pedido', numero_pedido: '#1001', email: 'ana@example.com' },
    powers: {
      answers: [FOUND_ORDER],
      asks: [
        {
          powerId: 'shopify',
          connectionId: CONNECTION_ID,
          action: 'findOrder',
          runs: 'inline',
          inputs: { orderNumber: '#1001', email: 'ana@example.com' },
        },
      ],
    },
  },
  {
    name: 'no order with that number and e-mail',
    template: 'donde-esta-mi-pedido',
    replies: ['Estado de mi pedido', '1002', 'leo@example.com'],
    says: [
      'No encuentro ningún pedido con ese número y ese correo. Revisa el número en tu correo de confirmación y que el correo sea el mismo que usaste al comprar, y vuelve a intentarlo cuando quieras.',
    ],
    farewell: '¡Gracias por escribirnos! Si necesitas algo más, aquí estamos.',
    lead: { motivo: 'Estado de mi pedido', numero_pedido: '1002', email: 'leo@example.com' },
    powers: {
      answers: [NO_ORDER as PowerActionResult],
      asks: [{ action: 'findOrder', inputs: { orderNumber: '1002', email: 'leo@example.com' } }],
    },
  },
  {
    name: 'the shop does not answer',
    template: 'donde-esta-mi-pedido',
    replies: ['Estado de mi pedido', '1003', 'eva@example.com'],
    says: [
      'Perdona, ahora mismo no puedo consultar los pedidos. Inténtalo de nuevo en unos minutos; si es urgente, responde al correo de confirmación de tu compra y te ayudamos.',
    ],
    farewell: '¡Gracias por escribirnos! Si necesitas algo más, aquí estamos.',
    lead: { motivo: 'Estado de mi pedido', numero_pedido: '1003', email: 'eva@example.com' },
    powers: {
      answers: [{ ok: false, error: 'Shopify no responde (HTTP 503).' }],
      asks: [{ action: 'findOrder' }],
    },
  },
  {
    name: 'products found as cards',
    template: 'donde-esta-mi-pedido',
    replies: ['Buscar un producto', 'camiseta'],
    says: [
      describeChatCard({
        title: 'Camiseta de lino',
        url: 'https://tienda.example/products/camiseta-de-lino',
      }),
      describeChatCard({ title: 'Camiseta básica', url: 'https://tienda.example/products/camiseta-basica' }),
      'Estos son los que encontré. Toca «Ver producto» para ver todos los detalles y comprarlo.',
    ],
    farewell: '¡Gracias por escribirnos! Si necesitas algo más, aquí estamos.',
    lead: { motivo: 'Buscar un producto', busqueda: 'camiseta' },
    powers: {
      answers: [FOUND_PRODUCTS],
      asks: [{ powerId: 'shopify', action: 'findProducts', runs: 'inline', inputs: { query: 'camiseta' } }],
    },
  },
];
