import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';
import { node } from './nodeTypeSteps';

/**
 * The clinic's flow of the bookings-and-payments journey (issue #32): the visitor's e-mail, a free
 * slot of the owner's Google Calendar (any hour, the next 3 days), then 'Cobrar' 25,50 MXN with
 * Mercado Pago, going on by «Pagado» to a confirmation that names the slot.
 */
export function clinicFlow(calendarConnectionId: string, mercadoPagoConnectionId: string) {
  return {
    nodes: [
      node('start-1', 'start', 0, 0, { label: 'Inicio' }),
      node('ask-email', 'message', 0, 150, {
        label: 'Correo',
        message: '¿A qué correo te enviamos la cita?',
        capture: { variable: 'email', validation: 'email' },
      }),
      node('book', 'power', 0, 400, {
        label: 'Reservar',
        powerId: 'google-calendar',
        connectionId: calendarConnectionId,
        action: 'bookSlot',
        inputs: {
          calendarId: 'primary',
          eventTitle: 'Consulta',
          attendeeEmail: '{{email}}',
          workDays: 'everyDay',
          workStart: '00:00',
          workEnd: '24:00',
          slotMinutes: '60',
          bufferMinutes: '0',
          daysAhead: '3',
          timeZone: 'Europe/Madrid',
        },
        outputs: { start: 'cita' },
      }),
      node('pay', 'power', 0, 700, {
        label: 'Cobrar',
        powerId: 'mercadopago',
        connectionId: mercadoPagoConnectionId,
        action: 'charge',
        inputs: { amount: '25,50', currency: 'MXN', description: 'Consulta', waitMinutes: '60' },
      }),
      node('paid', 'message', 0, 1000, {
        label: 'Pagado',
        message: '¡Pago recibido! Te esperamos el {{cita}}.',
      }),
      node('end-1', 'end', 0, 1300, { label: 'Fin', endMessage: 'Hasta pronto.' }),
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask-email' },
      { id: 'e2', source: 'ask-email', target: 'book' },
      { id: 'e3', source: 'book', target: 'pay', sourceHandle: 'found' },
      { id: 'e4', source: 'pay', target: 'paid', sourceHandle: 'done' },
      { id: 'e5', source: 'paid', target: 'end-1' },
    ],
  };
}

/** The operator's Stripe tells Plubot that `userId` bought the starter plan (a signed billing webhook). */
export async function buyPlan(origin: string, webhookSecret: string, userId: string): Promise<void> {
  const body = JSON.stringify({
    id: `evt_${userId.slice(0, 8)}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        client_reference_id: userId,
        customer: 'cus_e2e',
        subscription: 'sub_e2e',
        payment_status: 'paid',
        metadata: { plan: 'starter' },
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
  const answer = await fetch(`${origin}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
  expect(answer.status).toBe(200);
}
