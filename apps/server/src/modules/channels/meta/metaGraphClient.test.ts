import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  META_APP_SECRET,
  META_DISPLAY_PHONE_NUMBER,
  META_INSTAGRAM_ID,
  META_INSTAGRAM_USERNAME,
  META_PAGE_ID,
  META_PAGE_NAME,
  META_PAGE_TOKEN,
  META_PHONE_NUMBER_ID,
  META_VERIFIED_NAME,
  META_WABA_ID,
  META_WHATSAPP_TOKEN,
  type MetaGraphStandIn,
  startMetaGraphStandIn,
} from '../../../../test/metaGraphStandIn';
import { createStandInContext } from '../../../../test/standInContext';
import type { ConnectorContext } from '../../connections/services/serviceConnector';
import {
  checkInstagramAccount,
  checkPage,
  checkWhatsAppNumber,
  findPageInstagramAccount,
  listWhatsAppTemplates,
  metaAppSecretProof,
  sendMessenger,
  sendWhatsApp,
  subscribePage,
  subscribeWhatsAppAccount,
  toMetaConnectionCheck,
} from './metaGraphClient';
import {
  type MetaRenderLabels,
  renderForMessenger,
  renderForWhatsApp,
  renderWhatsAppTemplate,
} from './renderForMeta';

const labels: MetaRenderLabels = { listButton: 'Ver opciones', chooseOption: 'Elige una opción' };
const whatsapp = { token: META_WHATSAPP_TOKEN };
const page = { token: META_PAGE_TOKEN };
const customer = '34611222333';

describe('metaGraphClient against the Graph API stand-in', () => {
  let graph: MetaGraphStandIn;
  let ctx: ConnectorContext;
  let closeContext: () => void;
  beforeAll(async () => {
    graph = await startMetaGraphStandIn();
    ({ ctx, close: closeContext } = createStandInContext(graph.env, graph.allowedHost));
  });
  afterAll(async () => {
    closeContext();
    await graph.close();
  });
  beforeEach(() => graph.reset());

  it('checks a WhatsApp number with the token in the Authorization header, never in the URL', async () => {
    expect(await checkWhatsAppNumber(ctx, META_PHONE_NUMBER_ID, whatsapp)).toEqual({
      ok: true,
      value: { displayPhoneNumber: META_DISPLAY_PHONE_NUMBER, verifiedName: META_VERIFIED_NAME },
    });
    const [request] = graph.received;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/v25.0/${META_PHONE_NUMBER_ID}?fields=display_phone_number%2Cverified_name`);
    expect(request?.headers.authorization).toBe(`Bearer ${META_WHATSAPP_TOKEN}`);
  });

  it('checks a Page and an Instagram account with the Page token', async () => {
    expect(await checkPage(ctx, META_PAGE_ID, page)).toEqual({
      ok: true,
      value: { id: META_PAGE_ID, name: META_PAGE_NAME },
    });
    expect(await checkInstagramAccount(ctx, META_INSTAGRAM_ID, page)).toEqual({
      ok: true,
      value: { id: META_INSTAGRAM_ID, username: META_INSTAGRAM_USERNAME },
    });
  });

  it('reads the Instagram account linked to a Page, or none', async () => {
    expect(await findPageInstagramAccount(ctx, META_PAGE_ID, page)).toEqual({
      ok: true,
      value: { instagramId: META_INSTAGRAM_ID },
    });
    const asked = graph.received.at(-1);
    expect(asked?.url).toContain(`/v25.0/${META_PAGE_ID}?fields=instagram_business_account`);
    expect(asked?.url).not.toContain(META_PAGE_TOKEN);
    graph.linkInstagram(false);
    expect(await findPageInstagramAccount(ctx, META_PAGE_ID, page)).toEqual({ ok: true, value: null });
    const refused = await findPageInstagramAccount(ctx, META_PAGE_ID, { token: 'EAAwrongwrongwrongwrong' });
    expect(refused).toMatchObject({ ok: false, refused: true, code: 190 });
  });

  it('reads an invalid or expired token as refused, with Meta’s words and code and without the token', async () => {
    const invalid = await checkWhatsAppNumber(ctx, META_PHONE_NUMBER_ID, {
      token: 'EAAwrongwrongwrongwrong',
    });
    expect(invalid).toMatchObject({ ok: false, refused: true, retryable: false, code: 190 });
    expect(toMetaConnectionCheck(invalid)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Invalid OAuth access token - Cannot parse access token (#190)',
    });
    graph.expireTokens();
    const expired = await sendWhatsApp(
      ctx,
      META_PHONE_NUMBER_ID,
      whatsapp,
      renderWhatsAppTemplate(customer, {
        name: 'seguimiento',
        languageCode: 'es',
      }),
    );
    expect(expired).toMatchObject({ ok: false, refused: true, code: 190, subcode: 463 });
    expect(JSON.stringify(expired)).not.toContain(META_WHATSAPP_TOKEN);
  });

  it('sends a WhatsApp menu the stand-in accepts as WhatsApp would, and answers its wamid', async () => {
    const out = renderForWhatsApp(
      customer,
      [
        {
          id: '1-0',
          nodeId: 'd',
          text: '¿Qué quieres?',
          buttons: [
            { id: 'reservar', label: 'Reservar una mesa para esta noche' },
            { id: 'menu', label: 'Ver el menú' },
          ],
        },
        {
          id: '1-1',
          nodeId: 'e',
          text: 'Elige tu pizza',
          buttons: Array.from({ length: 8 }, (_, i) => ({
            id: `p${i}`,
            label: `Pizza número ${i} con mucho queso`,
          })),
        },
      ],
      labels,
    );
    for (const item of out) {
      const result = await sendWhatsApp(ctx, META_PHONE_NUMBER_ID, whatsapp, item.payload as never);
      expect(result).toMatchObject({ ok: true, value: { messageId: expect.stringMatching(/^wamid\./) } });
    }
    expect(graph.sent.map((message) => (message.body.interactive as { type: string }).type)).toEqual([
      'button',
      'list',
    ]);
    expect(graph.received[0]?.headers['content-type']).toBe('application/json');
  });

  it('reads 131047 as outside the window (not refused), and a template still goes', async () => {
    graph.closeWindow(customer);
    const [text] = renderForWhatsApp(customer, [{ id: '2-0', nodeId: 'n', text: 'Hola de nuevo' }], labels);
    const result = await sendWhatsApp(ctx, META_PHONE_NUMBER_ID, whatsapp, text?.payload as never);
    expect(result).toEqual({
      ok: false,
      retryable: false,
      outsideWindow: true,
      code: 131047,
      error:
        'HTTP 400: Re-engagement message — Message failed to send because more than 24 hours have passed since the customer last replied to this number. (#131047)',
    });
    const template = renderWhatsAppTemplate(customer, { name: 'te_echamos_de_menos', languageCode: 'es_MX' });
    expect(await sendWhatsApp(ctx, META_PHONE_NUMBER_ID, whatsapp, template)).toMatchObject({ ok: true });
    // A template the account has not got approved (by name and language) is refused.
    const unknown = renderWhatsAppTemplate(customer, { name: 'te_echamos_de_menos', languageCode: 'es' });
    expect(await sendWhatsApp(ctx, META_PHONE_NUMBER_ID, whatsapp, unknown)).toMatchObject({
      ok: false,
      retryable: false,
      code: 132001,
    });
  });

  it("lists a WhatsApp account's approved templates, page after page", async () => {
    const listed = await listWhatsAppTemplates(ctx, META_WABA_ID, whatsapp);
    if (!listed.ok) throw new Error(listed.error);
    expect(listed.value.map((template) => [template.name, template.language, template.status])).toEqual([
      ['respuesta_pendiente', 'es', 'APPROVED'],
      ['te_echamos_de_menos', 'es_MX', 'APPROVED'],
      ['pedido_listo', 'es', 'APPROVED'],
    ]);
    const asked = graph.received.find((request) => request.url.includes('/message_templates'))?.url ?? '';
    const query = new URL(asked, 'http://graph').searchParams;
    expect(query.get('status')).toBe('APPROVED');
    expect(query.get('fields')).toBe('name,language,status,category,components');
    expect(await listWhatsAppTemplates(ctx, META_WABA_ID, page)).toMatchObject({ ok: false, code: 100 });
  });

  it('sends Messenger quick replies, and outside the window only a HUMAN_AGENT reply', async () => {
    const [menu] = renderForMessenger(
      'messenger',
      'PSID1',
      [{ id: '0-0', nodeId: 'd', text: '¿Qué quieres?', buttons: [{ id: 'menu', label: 'Ver el menú' }] }],
      labels,
    );
    expect(await sendMessenger(ctx, META_PAGE_ID, page, menu?.payload as never)).toMatchObject({
      ok: true,
      value: { messageId: expect.stringMatching(/^m_/) },
    });
    expect(graph.received[0]?.url).toBe(`/v25.0/${META_PAGE_ID}/messages`);
    graph.closeWindow('PSID1');
    const late = await sendMessenger(ctx, 'me', page, menu?.payload as never);
    expect(late).toMatchObject({ ok: false, outsideWindow: true, code: 10, subcode: 2018278 });
    expect(late.ok === false && late.refused).toBeFalsy();
    const [human] = renderForMessenger(
      'messenger',
      'PSID1',
      [{ id: 'h', nodeId: 'h', text: 'Soy Ana' }],
      labels,
      {
        humanAgent: true,
      },
    );
    expect(await sendMessenger(ctx, META_PAGE_ID, page, human?.payload as never)).toMatchObject({ ok: true });
  });

  it('retries rate limits and Meta’s passing failures, fails other errors at once', async () => {
    graph.failNext(
      { status: 400, code: 130429, message: 'Rate limit hit' },
      { status: 500, code: 1, message: 'An unknown error occurred' },
      { status: 400, code: 100, message: '(#100) Invalid parameter' },
    );
    expect(await checkPage(ctx, META_PAGE_ID, page)).toMatchObject({
      ok: false,
      retryable: true,
      code: 130429,
    });
    expect(await checkPage(ctx, META_PAGE_ID, page)).toMatchObject({ ok: false, retryable: true, code: 1 });
    const invalid = await checkPage(ctx, META_PAGE_ID, page);
    expect(invalid).toMatchObject({ ok: false, retryable: false, code: 100 });
    expect(toMetaConnectionCheck(invalid)).toMatchObject({ kind: 'unreachable' });
  });

  it('reads a stand-in that is not reachable as retryable', async () => {
    const { ctx: closed, close } = createStandInContext(
      { META_GRAPH_API_URL: 'http://127.0.0.1:9' },
      '127.0.0.1:9',
    );
    const result = await checkPage(closed, META_PAGE_ID, page);
    close();
    expect(result).toMatchObject({ ok: false, retryable: true });
  });

  it('subscribes the app to a Page’s and a WhatsApp account’s webhooks', async () => {
    expect(await subscribePage(ctx, META_PAGE_ID, page)).toEqual({ ok: true, value: true });
    expect(await subscribeWhatsAppAccount(ctx, META_WABA_ID, whatsapp)).toEqual({ ok: true, value: true });
    expect(graph.subscriptions).toEqual([
      { accountId: META_PAGE_ID, fields: 'messages,messaging_postbacks,message_deliveries,message_reads' },
      { accountId: META_WABA_ID, fields: '' },
    ]);
  });

  it('adds appsecret_proof when given the app secret, as apps that require it must', async () => {
    graph.requireProof();
    expect(await checkPage(ctx, META_PAGE_ID, page)).toMatchObject({ ok: false, code: 100 });
    expect(await checkPage(ctx, META_PAGE_ID, { ...page, appSecret: META_APP_SECRET })).toMatchObject({
      ok: true,
    });
    expect(graph.received.at(-1)?.url).toContain(
      `appsecret_proof=${metaAppSecretProof(META_PAGE_TOKEN, META_APP_SECRET)}`,
    );
  });
});
