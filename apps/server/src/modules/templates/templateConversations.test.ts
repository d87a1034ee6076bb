import {
  type ConversationState,
  compileFlow,
  continueConversation,
  ENGINE_MESSAGES,
  type EngineEffects,
  type PowerActionRequest,
  resumeAfterEvent,
  startConversation,
  type TurnResult,
  type VariableValue,
} from '@plubot/engine';
import { PLAN_LIMITS } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { BUSINESS_SCRIPTS, CONNECTION_ID, type Script } from './businessTemplateScripts';
import { findTemplate, TEMPLATE_CATALOGUE } from './templateCatalogue';

const SCRIPTS: Script[] = [
  {
    name: 'an order question, with a mistyped order number and e-mail',
    template: 'atencion-al-cliente',
    replies: ['Lucía', 'Estado de mi pedido', 'el 10234', '10234', 'lucia@', 'lucia@example.com'],
    says: [
      '¡Hola! Soy el asistente de atención al cliente. Estoy aquí para ayudarte.',
      'Encantado, Lucía. ¿En qué podemos ayudarte?',
      'Escribe solo los números del pedido, por ejemplo: 10234',
      'Ese correo no parece válido. Escríbelo de nuevo, por ejemplo: nombre@correo.com',
    ],
    farewell: '¡Gracias, Lucía! Te responderemos en menos de 24 horas en lucia@example.com.',
    lead: {
      nombre: 'Lucía',
      email: 'lucia@example.com',
      motivo: 'Estado de mi pedido',
      numero_pedido: 10234,
    },
  },
  {
    name: 'straight to a person',
    template: 'atencion-al-cliente',
    replies: ['Marco', '3', 'marco@example.com'],
    says: ['¿A qué correo te respondemos, Marco?'],
    farewell: '¡Gracias, Marco! Te responderemos en menos de 24 horas en marco@example.com.',
    lead: { nombre: 'Marco', email: 'marco@example.com', motivo: 'Hablar con una persona' },
  },
  {
    name: 'a qualified lead: prices with a budget of 800',
    template: 'calificacion-de-leads',
    replies: ['Ana', 'ana@acme.com', 'Acme', 'Conocer precios', '800', '+34 612 345 678'],
    says: ['¡Genial! Un asesor te llamará hoy mismo. ¿A qué teléfono?'],
    farewell: '¡Gracias, Ana! Hablamos muy pronto.',
    lead: {
      nombre: 'Ana',
      email: 'ana@acme.com',
      empresa: 'Acme',
      interes: 'Conocer precios',
      presupuesto: 800,
      telefono: '+34 612 345 678',
    },
  },
  {
    name: 'a cold lead: a budget under 500 gets the guide',
    template: 'calificacion-de-leads',
    replies: ['Iker', 'iker@tienda.es', 'Tienda Iker', 'Conocer precios', '120'],
    says: ['Te enviaremos a iker@tienda.es nuestra guía gratuita y los planes desde 29 USD al mes.'],
    farewell: '¡Gracias, Iker! Hablamos muy pronto.',
    lead: {
      nombre: 'Iker',
      email: 'iker@tienda.es',
      empresa: 'Tienda Iker',
      interes: 'Conocer precios',
      presupuesto: 120,
    },
  },
  {
    name: 'a question answered by the AI, then another, then a person',
    template: 'asistente-ia',
    replies: [
      '¿Abrís los domingos?',
      'Tengo otra pregunta',
      '¿Hacéis envíos?',
      'Hablar con una persona',
      'Sara',
      'sara@example.com',
    ],
    says: ['Respuesta de la IA a: ¿Abrís los domingos?', 'Respuesta de la IA a: ¿Hacéis envíos?'],
    farewell: 'Gracias, Sara. Una persona del equipo te escribirá a sara@example.com.',
    lead: { nombre: 'Sara', email: 'sara@example.com', pregunta: '¿Hacéis envíos?' },
    effects: {
      ai: async (request) => ({
        ok: true,
        text: `Respuesta de la IA a: ${request.prompt.split(': ').pop()}`,
      }),
    },
  },
  {
    name: 'without an AI configured: the notice, and the conversation goes on',
    template: 'asistente-ia',
    replies: ['¿Qué horario tenéis?', 'Sí, gracias'],
    says: [ENGINE_MESSAGES.aiNotConfigured, '¿Te ha servido la respuesta?'],
    farewell: '¡Me alegra haberte ayudado! Vuelve cuando quieras.',
    lead: null,
  },
  {
    name: 'a promoter',
    template: 'encuesta-de-satisfaccion',
    replies: ['10', 'La rapidez del envío'],
    says: ['¡Nos alegra mucho! ¿Qué es lo que más te gustó?'],
    farewell: '¡Gracias por ayudarnos a mejorar! Que tengas un gran día.',
    lead: { puntuacion: 10, comentario: 'La rapidez del envío' },
  },
  {
    name: 'a detractor, after a score that is not a number',
    template: 'encuesta-de-satisfaccion',
    replies: ['mal', '4', 'El envío', 'Llegó una semana tarde'],
    says: ['Escribe un número del 0 al 10, por ejemplo: 9', 'Cuéntanos un poco más para poder mejorarlo.'],
    farewell: '¡Gracias por ayudarnos a mejorar! Que tengas un gran día.',
    lead: { puntuacion: 4, mejora: 'El envío', comentario: 'Llegó una semana tarde' },
  },
  {
    name: 'a new order',
    template: 'ventas-tienda-online',
    replies: ['Hacer un pedido', 'Zapatillas azules', '2', '612 345 678', 'pablo@example.com'],
    says: ['¿Cuántas unidades necesitas?', '¿A qué teléfono te llamamos para confirmar el pedido?'],
    farewell: '¡Gracias por tu compra! Te escribiremos a pablo@example.com muy pronto.',
    lead: {
      interes: 'Hacer un pedido',
      producto: 'Zapatillas azules',
      cantidad: 2,
      telefono: '612 345 678',
      email: 'pablo@example.com',
    },
  },
  {
    name: 'the week’s offers',
    template: 'ventas-tienda-online',
    replies: ['Ver ofertas', 'eva@example.com'],
    says: ['Esta semana tienes un 20 % de descuento en toda la colección de verano con el código VERANO20.'],
    farewell: '¡Gracias por tu compra! Te escribiremos a eva@example.com muy pronto.',
    lead: { interes: 'Ver ofertas', email: 'eva@example.com' },
  },
  {
    name: 'a sign-in problem solved by the tip',
    template: 'soporte-tecnico',
    replies: ['Nora', 'No puedo entrar', 'Sí, ya funciona'],
    says: ['Nora, ¿qué tipo de problema tienes?'],
    farewell: '¡Genial, Nora! Nos alegra haberte ayudado.',
    lead: null,
  },
  {
    name: 'a case opened for a fault',
    template: 'soporte-tecnico',
    replies: ['Hugo', 'Algo no funciona', 'La app se cierra al abrir el carrito', 'hugo@example.com'],
    says: ['Describe el problema con el mayor detalle posible.'],
    farewell: 'Hemos abierto tu caso, Hugo. Te responderemos a hugo@example.com en menos de 24 horas.',
    lead: {
      nombre: 'Hugo',
      email: 'hugo@example.com',
      problema: 'Algo no funciona',
      descripcion: 'La app se cierra al abrir el carrito',
    },
  },
  {
    name: 'a booking for four, after a phone number that is too short',
    template: 'reservas-restaurante',
    replies: ['Familia Ruiz', '4', 'viernes 14', '20:30', '123', '+34 600 111 222'],
    says: [
      '¿Para cuántas personas es la mesa?',
      'Ese teléfono no parece válido. Escríbelo con el prefijo, por ejemplo: +34 612 345 678',
    ],
    farewell:
      '¡Listo, Familia Ruiz! Mesa para 4 el viernes 14 a las 20:30. Te llamaremos al +34 600 111 222 si hay algún cambio.',
    lead: {
      nombre: 'Familia Ruiz',
      personas: 4,
      fecha: 'viernes 14',
      hora: '20:30',
      telefono: '+34 600 111 222',
    },
    notices: ['Nueva reserva: Familia Ruiz, 4 personas, viernes 14 a las 20:30. Teléfono: +34 600 111 222.'],
  },
  {
    name: 'the agenda, then a sign-up',
    template: 'asistente-eventos',
    replies: ['Ver la agenda', 'Sí, quiero ir', 'Clara Díaz', 'clara@example.com', '2'],
    says: [
      'La agenda: 9:00 acreditación, 10:00 charla inaugural, 12:00 talleres, 14:00 comida y 16:00 clausura.',
    ],
    farewell: '¡Inscripción recibida, Clara Díaz! Te enviamos 2 entradas a clara@example.com.',
    lead: { nombre: 'Clara Díaz', email: 'clara@example.com', entradas: 2 },
  },
  {
    name: 'directions only',
    template: 'asistente-eventos',
    replies: ['Cómo llegar'],
    says: [
      'Estamos en el Palacio de Congresos, Avenida Central 12. Metro línea 3, parada Congresos, y aparcamiento gratuito.',
    ],
    farewell: '¡Te esperamos! Escríbenos si necesitas algo más.',
    lead: null,
  },
  ...BUSINESS_SCRIPTS,
];

describe('a scripted conversation through each template', () => {
  it('covers every template', () => {
    const covered = new Set(SCRIPTS.map((script) => script.template));
    expect([...covered].sort()).toEqual(TEMPLATE_CATALOGUE.map((template) => template.id).sort());
  });

  it.each(SCRIPTS.map((script) => [`${script.template}: ${script.name}`, script] as const))(
    '%s',
    async (_name, script) => {
      const template = findTemplate(script.template);
      if (!template) throw new Error(`no template ${script.template}`);
      const leads: Record<string, VariableValue>[] = [];
      const notices: string[] = [];
      const asked: PowerActionRequest[] = [];
      const answers = [...(script.powers?.answers ?? [])];
      const effects: EngineEffects = {
        saveLead: async (lead) => {
          leads.push(lead);
          return { ok: true };
        },
        notify: async ({ message }) => {
          notices.push(message);
          return { ok: true };
        },
        powerAction: async (request) => {
          asked.push(request);
          const answer = answers.shift();
          if (!answer) throw new Error(`no answer left for ${request.powerId}.${request.action}`);
          return answer;
        },
        ...script.effects,
      };
      const nodes = script.powers ? template.flow.nodes.map(connectPowerNode) : template.flow.nodes;
      const flow = compileFlow({ ...template.flow, nodes, revision: 1 });
      const context = { flowRevision: 1, maxButtons: PLAN_LIMITS.free.menuButtons };
      const turns: TurnResult[] = [await startConversation(flow, { name: 'Nova' }, context, effects)];
      let state: ConversationState = turns[0]!.state;
      for (const step of script.replies) {
        expect(state.ended, `${JSON.stringify(step)} after the end`).toBe(false);
        if (typeof step === 'string') {
          const turn = await continueConversation(flow, state, { text: step }, effects);
          turns.push(turn);
          state = turn.state;
        } else {
          const turn = await resumeAfterEvent(flow, state, step.event, effects);
          expect(turn.applied, `event of ${step.event.nodeId}`).toBe(true);
          turns.push(turn);
          state = turn.state;
        }
      }

      const said = turns.flatMap((turn) => turn.messages.map((message) => message.text));
      const start = template.flow.nodes.find((node) => node.type === 'start');
      expect(said[0]).toBe(start?.type === 'start' ? start.data.dynamicContent : undefined);
      for (const text of script.says) expect(said).toContain(text);
      expect(said).not.toContain(ENGINE_MESSAGES.retryChoice);
      expect(state.ended).toBe(true);
      expect(said.at(-1)).toBe(script.farewell);
      expect(leads).toEqual(script.lead ? [script.lead] : []);
      if (script.notices) expect(notices).toEqual(script.notices);
      expect(asked).toMatchObject(script.powers?.asks ?? []);
      expect(answers).toEqual([]);
    },
  );
});

/** A power node with the owner's connection picked; other nodes as they are. */
function connectPowerNode<T extends { type: string; data: object }>(node: T): T {
  return node.type === 'power' ? { ...node, data: { ...node.data, connectionId: CONNECTION_ID } } : node;
}
