/**
 * Business in the chat (issue #32): the powers that book an appointment, take a payment and answer
 * "¿dónde está mi pedido?", as rows of the powers' action table (`powerActions.ts`). Payments go to
 * the owner's own accounts, never the operator's billing keys.
 */
import { PAYMENT_CURRENCY_CODES } from './payments';
import type { PowerActionDefinition, PowerActionInput } from './powerActionTypes';

export const BUSINESS_SERVICES = [
  'google-calendar',
  'calendly',
  'zoom',
  'stripe',
  'mercadopago',
  'paypal',
  'shopify',
  'woocommerce',
  'quickbooks',
] as const;
export type BusinessService = (typeof BUSINESS_SERVICES)[number];

/** The time zones a booking may be offered in: the Spanish-speaking world's, then a few more. */
export const BOOKING_TIME_ZONES = [
  'Europe/Madrid',
  'Atlantic/Canary',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Argentina/Buenos_Aires',
  'America/Santiago',
  'America/Montevideo',
  'America/Caracas',
  'America/Guatemala',
  'America/Panama',
  'America/Santo_Domingo',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'UTC',
] as const;

/** The days a calendar offers slots on. */
export const BOOKING_WORK_DAYS = ['weekdays', 'monToSat', 'everyDay'] as const;
export type BookingWorkDays = (typeof BOOKING_WORK_DAYS)[number];

/** Most free slots offered at once as buttons (the visitor may ask for later ones). */
export const MAX_OFFERED_SLOTS = 6;

/** How long a 'Cobrar' waits for the payment before going on by 'No pagado' (minutes). */
export const PAYMENT_WAIT_MINUTES = ['15', '30', '60', '180', '1440'] as const;

/** How long a Calendly link waits for the booking before going on by its second output (minutes). */
export const BOOKING_LINK_WAIT_MINUTES = ['60', '1440', '4320'] as const;

const timeZone: PowerActionInput = {
  key: 'timeZone',
  required: true,
  kind: 'select',
  options: BOOKING_TIME_ZONES,
  defaultValue: 'Europe/Madrid',
};

/**
 * 'Cobrar' of a payment service: a checkout for an amount (fixed, or a `{{variable}}` checked against
 * the owner's minimum and maximum, then required) in a currency, with a description; the link goes
 * out as a button and the conversation waits for the provider's signed webhook.
 */
const charge: PowerActionDefinition = {
  id: 'charge',
  runs: 'await',
  inputs: [
    { key: 'amount', required: true, kind: 'text' },
    { key: 'currency', required: true, kind: 'select', options: PAYMENT_CURRENCY_CODES, defaultValue: 'EUR' },
    { key: 'description', required: true, kind: 'text' },
    { key: 'minAmount', required: false, kind: 'text' },
    { key: 'maxAmount', required: false, kind: 'text' },
    { key: 'waitMinutes', required: true, kind: 'select', options: PAYMENT_WAIT_MINUTES, defaultValue: '60' },
  ],
  outputs: ['paymentId', 'amountPaid'],
};

/** A shop's order status, answered only when the order number and the e-mail used both match. */
const findOrder: PowerActionDefinition = {
  id: 'findOrder',
  runs: 'inline',
  inputs: [
    { key: 'orderNumber', required: true, kind: 'text' },
    { key: 'email', required: true, kind: 'email' },
  ],
  outputs: ['found', 'status', 'items', 'trackingUrl', 'total'],
};

/** Up to 3 of a shop's products matching a name, shown as cards with price and link. */
const findProducts: PowerActionDefinition = {
  id: 'findProducts',
  runs: 'inline',
  inputs: [{ key: 'query', required: true, kind: 'text' }],
  outputs: ['found', 'count'],
};

export const BUSINESS_POWER_ACTIONS: { readonly [S in BusinessService]: readonly PowerActionDefinition[] } = {
  'google-calendar': [
    {
      // Offers the next free slots as buttons and books the one chosen (attendee: the visitor).
      id: 'bookSlot',
      runs: 'choose',
      inputs: [
        { key: 'calendarId', required: true, kind: 'pick', pick: 'googleCalendar' },
        { key: 'eventTitle', required: true, kind: 'text' },
        { key: 'attendeeName', required: false, kind: 'text' },
        { key: 'attendeeEmail', required: true, kind: 'email' },
        {
          key: 'workDays',
          required: true,
          kind: 'select',
          options: BOOKING_WORK_DAYS,
          defaultValue: 'weekdays',
        },
        { key: 'workStart', required: true, kind: 'text', defaultValue: '09:00' },
        { key: 'workEnd', required: true, kind: 'text', defaultValue: '18:00' },
        {
          key: 'slotMinutes',
          required: true,
          kind: 'select',
          options: ['15', '30', '45', '60', '90', '120'],
          defaultValue: '30',
        },
        {
          key: 'bufferMinutes',
          required: true,
          kind: 'select',
          options: ['0', '5', '10', '15', '30', '60'],
          defaultValue: '0',
        },
        {
          key: 'daysAhead',
          required: true,
          kind: 'select',
          options: ['3', '7', '14', '30', '60'],
          defaultValue: '14',
        },
        timeZone,
      ],
      outputs: ['start', 'startIso', 'end', 'eventUrl'],
    },
  ],
  calendly: [
    {
      // A single-use link to the chosen event type; the booking webhook goes on by `done`.
      id: 'schedulingLink',
      runs: 'await',
      inputs: [
        { key: 'eventType', required: true, kind: 'pick', pick: 'calendlyEventType' },
        {
          key: 'waitMinutes',
          required: true,
          kind: 'select',
          options: BOOKING_LINK_WAIT_MINUTES,
          defaultValue: '1440',
        },
      ],
      outputs: ['start', 'startIso', 'inviteeName', 'inviteeEmail'],
    },
  ],
  zoom: [
    {
      // A meeting at a booked slot's start (`{{cita_inicio_iso}}`), its join link saved.
      id: 'createMeeting',
      runs: 'inline',
      inputs: [
        { key: 'topic', required: true, kind: 'text' },
        { key: 'startTime', required: true, kind: 'text' },
        {
          key: 'durationMinutes',
          required: true,
          kind: 'select',
          options: ['15', '30', '45', '60', '90', '120'],
          defaultValue: '30',
        },
        timeZone,
      ],
      outputs: ['joinUrl', 'meetingId', 'password'],
    },
  ],
  stripe: [charge],
  mercadopago: [charge],
  paypal: [charge],
  shopify: [findOrder, findProducts],
  woocommerce: [findOrder, findProducts],
  quickbooks: [
    {
      // A customer (found by e-mail, else created) and an estimate for them with one line.
      id: 'createEstimate',
      runs: 'after',
      inputs: [
        { key: 'customerName', required: true, kind: 'text' },
        { key: 'email', required: true, kind: 'email' },
        { key: 'phone', required: false, kind: 'text' },
        { key: 'companyName', required: false, kind: 'text' },
        { key: 'description', required: true, kind: 'text' },
        { key: 'amount', required: true, kind: 'text' },
      ],
      outputs: [],
    },
  ],
};
