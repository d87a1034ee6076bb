import { VISITOR_TOKEN_HEADER } from '@plubot/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { publishDraft } from './publishing';

/** A visitor's conversation as its start answered it: its id and the visitor's credential. */
export interface VisitorSession {
  sessionId: string;
  visitorToken?: string;
}

/**
 * The header that carries a visitor's credential (`x-visitor-token`), from the start's answer: a
 * reply and the transcript need it. Throws when the start answered none (a WhatsApp conversation).
 * @example ctx.app.inject({ method: 'POST', url, payload, headers: visitorHeaders(started.json()) })
 */
export function visitorHeaders(started: { visitorToken?: unknown }): Record<string, string> {
  const token = started.visitorToken;
  if (typeof token !== 'string' || token === '') throw new Error('The start answered no visitorToken');
  return { [VISITOR_TOKEN_HEADER]: token };
}

/**
 * start → message asking the name (captured into `nombre`) → decision with two options → a
 * message per branch → end. Condition handles follow packages/flow: `output-{conditionId}`.
 */
export function createNameAndChoiceFlow() {
  return {
    flowName: 'Bienvenida',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: { x: 100, y: 0 }, data: { label: 'Inicio' } },
      {
        id: 'ask-name',
        type: 'message',
        position: { x: 100, y: 150 },
        data: {
          label: 'Nombre',
          message: '¿Cómo te llamas?',
          capture: { variable: 'nombre', validation: 'text' },
        },
      },
      {
        id: 'menu',
        type: 'decision',
        position: { x: 100, y: 350 },
        data: {
          label: 'Menú',
          question: 'Encantado, {{nombre}}. ¿Qué necesitas?',
          conditions: [
            { id: 'menu-cond-1', text: 'Precios', color: '#4facfe' },
            { id: 'menu-cond-2', text: 'Soporte', color: '#ef4444' },
          ],
        },
      },
      {
        id: 'opt-precios',
        type: 'option',
        position: { x: 0, y: 550 },
        data: {
          label: 'Precios',
          text: 'Precios',
          sourceNode: 'menu',
          sourceHandle: 'menu-cond-1',
          conditionId: 'menu-cond-1',
        },
      },
      {
        id: 'opt-soporte',
        type: 'option',
        position: { x: 250, y: 550 },
        data: {
          label: 'Soporte',
          text: 'Soporte',
          sourceNode: 'menu',
          sourceHandle: 'menu-cond-2',
          conditionId: 'menu-cond-2',
        },
      },
      {
        id: 'say-precios',
        type: 'message',
        position: { x: 0, y: 700 },
        data: { label: 'P', message: 'El plan Pro cuesta 10 €.' },
      },
      {
        id: 'say-soporte',
        type: 'message',
        position: { x: 250, y: 700 },
        data: { label: 'S', message: 'Escríbenos a ayuda@plubot.com.' },
      },
      {
        id: 'end-1',
        type: 'end',
        position: { x: 100, y: 900 },
        data: { label: 'Fin', endMessage: '¡Hasta pronto, {{nombre}}!' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask-name', sourceHandle: 'output' },
      { id: 'e2', source: 'ask-name', target: 'menu' },
      {
        id: 'e3',
        source: 'menu',
        target: 'opt-precios',
        sourceHandle: 'output-menu-cond-1',
        type: 'eliteEdge',
      },
      {
        id: 'e4',
        source: 'menu',
        target: 'opt-soporte',
        sourceHandle: 'output-menu-cond-2',
        type: 'eliteEdge',
      },
      { id: 'e5', source: 'opt-precios', target: 'say-precios', type: 'eliteEdge' },
      { id: 'e6', source: 'opt-soporte', target: 'say-soporte', type: 'eliteEdge' },
      { id: 'e7', source: 'say-precios', target: 'end-1' },
      { id: 'e8', source: 'say-soporte', target: 'end-1' },
    ],
  };
}

/** A bot of the signed-in owner answering with `createNameAndChoiceFlow`: its id and public id. */
export async function createBotWithNameAndChoiceFlow(
  app: FastifyInstance,
  auth: Record<string, string>,
  bot: { name: string; initial_message: string },
): Promise<{ id: string; publicId: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/plubots/create',
    headers: auth,
    payload: { tone: 'servicial', ...bot },
  });
  const { id, public_id: publicId } = created.json().plubot;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/plubots/${id}/flow`,
    headers: auth,
    payload: { ...createNameAndChoiceFlow(), baseRevision: 1 },
  });
  expect(saved.statusCode).toBe(200);
  await publishDraft(app, auth, id);
  return { id, publicId };
}
