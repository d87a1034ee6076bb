import { ENGINE_MESSAGES } from '@plubot/engine';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../src/lib/webhookSignature';
import { edges, node } from './flowSpecs';
import { ask, greet, useNodeTypesStage } from './testing/useNodeTypesStage';

// The nodes that call out (API call, webhook, HTTP request, powers) against the local HTTP receiver,
// and the private-address guard on every one of them.
describe('node types on the public chat: outgoing requests', () => {
  const stage = useNodeTypesStage();
  const { botWithFlow, chat } = stage;

  it('calls an API with the variables and branches on its answer, then posts a signed webhook', async () => {
    const bot = await botWithFlow(
      'Meteo',
      [
        greet(),
        ask('ask', '¿De qué ciudad?', 'ciudad'),
        node('action', 'api', {
          actionType: 'apiCall',
          parameters: {
            method: 'POST',
            url: `${stage.apiBase}/clima?ciudad={{ciudad}}`,
            headers: { 'X-Ciudad': '{{ciudad}}' },
            body: '{"ciudad": "{{ciudad}}"}',
            responseVariable: 'clima',
          },
        }),
        node('message', 'ok', { message: 'Clima: {{clima}} ({{clima_status}})' }),
        node('message', 'ko', { message: 'Sin clima ({{clima_status}})' }),
        node('action', 'hook', {
          actionType: 'webhook',
          parameters: { url: `${stage.apiBase}/hooks/visita` },
        }),
        node('end', 'end-1', { endMessage: 'Fin' }),
      ],
      edges(
        'start-1->ask@output',
        'ask->api',
        'api->ok@onSuccess',
        'api->ko@onError',
        'ok->hook',
        'ko->hook',
        'hook->end-1',
      ),
    );
    expect((await chat(bot.publicId, ['Lima'])).said).toEqual(['Clima: soleado (200)', 'Fin']);
    const [call] = stage.api.to('/clima?ciudad=Lima');
    expect(call).toMatchObject({ method: 'POST', body: '{"ciudad": "Lima"}' });
    expect(call?.headers['x-ciudad']).toBe('Lima');

    const [post] = stage.api.to('/hooks/visita');
    expect(post?.method).toBe('POST');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      variables: { ciudad: 'Lima', last_reply: 'Lima', clima: 'soleado', clima_status: 200 },
    });
    const secret = await stage.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/webhook-secret`,
      headers: stage.owner.auth,
    });
    const { secret: key, signatureHeader, timestampHeader } = secret.json();
    expect(
      verifyWebhook(
        key,
        Number(post?.headers[timestampHeader]),
        post?.body ?? '',
        String(post?.headers[signatureHeader]),
      ),
    ).toBe(true);

    expect((await chat(bot.publicId, ['Atlantis'])).said).toEqual(['Sin clima (404)', 'Fin']);
    expect(stage.api.to('/hooks/visita')).toHaveLength(2);
  });

  it('runs an API call and a pause as the editor saves them: the method and seconds it shows, replies escaped', async () => {
    // The form shows 'POST' and 2 seconds until the owner changes them, and then stores nothing.
    const bot = await botWithFlow(
      'Tickets',
      [
        greet(),
        ask('ask', '¿Sobre qué es tu consulta?', 'motivo'),
        node('action', 'api', {
          actionType: 'apiCall',
          parameters: { url: `${stage.apiBase}/tickets?tema={{motivo}}`, body: '{ "motivo": "{{motivo}}" }' },
        }),
        node('action', 'wait', { actionType: 'delay', parameters: {} }),
        node('message', 'ok', { message: 'Ticket: {{api_response}}' }),
        node('message', 'ko', { message: 'No se pudo' }),
        node('end', 'end-1', { endMessage: 'Fin' }),
      ],
      edges(
        'start-1->ask@output',
        'ask->api',
        'api->wait@onSuccess',
        'api->ko@onError',
        'wait->ok',
        'ok->end-1',
        'ko->end-1',
      ),
    );
    const reply = 'Precio "especial" & descuento=1';
    const { last } = await chat(bot.publicId, [reply]);
    expect(last.messages).toEqual([
      expect.objectContaining({ text: 'Ticket: ok', delayMs: 2000 }),
      expect.objectContaining({ text: 'Fin' }),
    ]);
    const [call] = stage.api.to('/tickets');
    expect(call?.method).toBe('POST');
    expect(new URL(call?.url ?? '', stage.apiBase).searchParams.get('tema')).toBe(reply);
    expect([...new URL(call?.url ?? '', stage.apiBase).searchParams.keys()]).toEqual(['tema']);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({ motivo: reply });
  });

  it('refuses every outgoing request to a private address not in HTTP_ALLOWED_HOSTS, by the node’s error path', async () => {
    // The receiver is reachable as 'localhost' (allowed) but not as 127.0.0.1 (private, not allowed).
    const blocked = `http://127.0.0.1:${stage.api.port}/interno`;
    const bot = await botWithFlow(
      'Curioso',
      [
        greet(),
        node('httpRequest', 'http', { method: 'GET', url: `${blocked}/http` }),
        node('message', 'http-ok', { message: 'HTTP pasó' }),
        node('message', 'http-ko', { message: 'HTTP rechazado' }),
        node('action', 'api', {
          actionType: 'apiCall',
          parameters: { method: 'GET', url: `${blocked}/api`, responseVariable: 'datos' },
        }),
        node('message', 'api-ok', { message: 'API pasó' }),
        node('message', 'api-ko', { message: 'API rechazada: [{{datos}}]' }),
        node('action', 'hook', { actionType: 'webhook', parameters: { url: `${blocked}/hook` } }),
        node('webhookNode', 'hook-node', { url: `${blocked}/hook-node` }),
        node('power', 'slack', { powerId: 'slack', powerMessage: 'Hola', powerUrl: `${blocked}/slack` }),
        node('action', 'metadata', {
          actionType: 'apiCall',
          parameters: { url: 'http://169.254.169.254/latest/meta-data/', responseVariable: 'meta' },
        }),
        node('message', 'meta-ko', { message: 'Metadatos rechazados' }),
        node('end', 'end-1', { endMessage: 'Fin seguro' }),
      ],
      edges(
        'start-1->http@output',
        'http->http-ok@onSuccess',
        'http->http-ko@onError',
        'http-ok->api',
        'http-ko->api',
        'api->api-ok@onSuccess',
        'api->api-ko@onError',
        'api-ok->hook',
        'api-ko->hook',
        'hook->hook-node',
        'hook-node->slack',
        'slack->metadata',
        'metadata->meta-ko@onError',
        'metadata->end-1@onSuccess',
        'meta-ko->end-1',
      ),
    );
    const { said, last } = await chat(bot.publicId, []);
    expect(said).toEqual([
      'Hola',
      'HTTP rechazado',
      'API rechazada: []',
      'Metadatos rechazados',
      'Fin seguro',
    ]);
    expect(last.ended).toBe(true);
    expect(stage.api.to('/interno')).toEqual([]);
    expect(said.join(' ')).not.toContain(ENGINE_MESSAGES.internalError);
  });
});
