import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../testing/doctorTestKit';
import { edge, graph, node } from '../../testing/graphBuilders';

const used = (flow: Parameters<typeof findingsOf>[1]) =>
  findingsOf('variableUsedBeforeSet', flow).map((finding) => [
    finding.nodeIds[0],
    finding.message.params?.variable,
  ]);

describe('variableUsedBeforeSet', () => {
  it('flags a {{variable}} that no earlier step sets, naming them per node', () => {
    const flow = graph(
      [
        node('s', 'start', 0, 0, { dynamicContent: 'Hola {{nombre}}' }),
        node('ask', 'message', 0, 0, { message: '¿Tu nombre?', capture: { variable: 'nombre' } }),
        node('bye', 'message', 0, 0, {
          message: 'Adiós {{ nombre }}, te escribo a {{email}} ({{plan}}, {{email}})',
        }),
        node('e', 'end'),
      ],
      ['s->ask', 'ask->bye', 'bye->e'],
    );
    expect(used(flow)).toEqual([
      ['bye', 'email», «plan'],
      ['s', 'nombre'],
    ]);
    expect(findingsOf('variableUsedBeforeSet', flow)[0]).toMatchObject({ severity: 'warning' });
    expect(findingsOf('variableUsedBeforeSet', flow)[0]?.fixes).toBeUndefined();
  });

  it('knows every setter of the engine and its defaults, and the built-in variables', () => {
    const flow = graph(
      [
        node('s', 'start', 0, 0, { dynamicContent: 'Hola, dijiste {{last_reply}}' }),
        node('d', 'decision', 0, 0, { question: '¿Sí?', conditions: [] }),
        node('ai', 'ai', 0, 0, { promptTemplate: 'Elegiste {{last_choice}}' }),
        node('http', 'httpRequest', 0, 0, {
          url: 'https://x.test/{{ai_response}}',
          responseMapping: [{ id: 'r', source: 'status_code', targetVariable: 'codigo' }],
        }),
        node('em', 'emotionDetection', 0, 0, { inputText: '{{codigo}}' }),
        node('db', 'databaseNode', 0, 0, { operation: 'lookup', collection: 'clientes', key: '{{emocion}}' }),
        node('api', 'action', 0, 0, {
          actionType: 'apiCall',
          parameters: { url: 'https://x.test/{{clientes.plan}}' },
        }),
        node('t', 'action', 0, 0, {
          actionType: 'transformData',
          parameters: { variable: 'saludo', value: '{{api_response}} {{api_response_status}}' },
        }),
        node('m', 'message', 0, 0, { message: '{{saludo}}' }),
        node('e', 'end'),
      ],
      ['s->d', 'd->ai', 'ai->http', 'http->em', 'em->db', 'db->api', 'api->t', 't->m', 'm->e'],
    );
    expect(used(flow)).toEqual([]);
  });

  it('counts a setter on any path before the node, and inside a loop, but not the node itself', () => {
    const branches = graph(
      [
        node('s', 'start'),
        node('d', 'decision', 0, 0, { question: '?', conditions: [] }),
        node('ask', 'message', 0, 0, { capture: { variable: 'email' } }),
        node('skip', 'message', 0, 0, { message: 'sin email' }),
        node('use', 'message', 0, 0, { message: 'Tu email: {{email}}' }),
        node('e', 'end'),
      ],
      ['s->d', 'd->ask', 'd->skip', 'ask->use', 'skip->use', 'use->e'],
    );
    expect(used(branches)).toEqual([]);
    const self = graph(
      [
        node('s', 'start'),
        node('ask', 'message', 0, 0, { message: 'Hola {{x}}', capture: { variable: 'x' } }),
        node('e', 'end'),
      ],
      ['s->ask', 'ask->e'],
    );
    expect(used(self)).toEqual([['ask', 'x']]);
    const loop = graph(
      [
        node('s', 'start'),
        node('ask', 'message', 0, 0, { message: 'Hola {{x}}', capture: { variable: 'x' } }),
        node('e', 'end'),
      ],
      ['s->ask', 'ask->ask', 'ask->e'],
    );
    expect(used(loop)).toEqual([]);
  });

  it('reads the texts the engine fills in and skips a decision with its Variables switch off', () => {
    const flow = {
      nodes: [
        node('s', 'start'),
        node('d', 'decision', 0, 0, { question: '{{a}}', enableVariables: false, conditions: [] }),
        node('mail', 'action', 0, 0, {
          actionType: 'sendEmail',
          parameters: { to: '{{b}}', nested: { body: ['{{c}}'] } },
        }),
        node('e', 'end', 0, 0, { endMessage: '{{d}}' }),
      ],
      edges: [edge('s', 'd'), edge('d', 'mail'), edge('mail', 'e')],
    };
    expect(used(flow)).toEqual([
      ['e', 'd'],
      ['mail', 'b», «c'],
    ]);
  });
});
