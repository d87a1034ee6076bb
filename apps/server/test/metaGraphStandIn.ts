import { createHmac, randomBytes } from 'node:crypto';
import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';
import { sendApiProblem, whatsAppProblem } from './metaPayloadProblems';
import { META_TEMPLATES, type MetaTemplate } from './metaTemplatesStandIn';

export { META_TEMPLATES, type MetaTemplate } from './metaTemplatesStandIn';

/**
 * A local stand-in for Meta's Graph API (issue #33: the WhatsApp Cloud API, Messenger and Instagram
 * DMs), one node:http server. Point `META_GRAPH_API_URL` at it (`standIn.env`) and allow
 * `standIn.allowedHost`. Every path starts with the version (`/v25.0/…`); the token goes as
 * `Authorization: Bearer …`.
 *
 * - `GET /v25.0/{META_PHONE_NUMBER_ID}?fields=display_phone_number,verified_name` (WhatsApp token)
 *   → `{display_phone_number, verified_name, id}`.
 * - `GET /v25.0/{META_PAGE_ID}?fields=id,name` and `GET /v25.0/{META_INSTAGRAM_ID}?fields=id,username`
 *   (Page token) → the Page, the Instagram account; `GET /v25.0/{META_PAGE_ID}?fields=
 *   instagram_business_account` → the linked account's id (none after `linkInstagram(false)`).
 * - `POST /v25.0/{META_PHONE_NUMBER_ID}/messages` → 200 `{messaging_product, contacts, messages:
 *   [{id: 'wamid.…'}]}`, kept in `sent`; a body WhatsApp refuses (no `messaging_product`, over 3
 *   reply buttons or 10 rows, a title or id over its limit, a text over 4096) → 400 code 100. To a
 *   contact whose window was closed (`closeWindow(to)`), anything but a template → 400 code 131047.
 * - `POST /v25.0/{META_PAGE_ID|me}/messages` (Page token) → `{recipient_id, message_id: 'm_…'}`,
 *   kept in `sent`; over 13 quick replies, a title over 20 or a text over 2000 → 400 code 100; to a
 *   closed window, anything without the HUMAN_AGENT tag → 400 code 10, subcode 2018278.
 * - `POST /v25.0/{META_PAGE_ID}/subscribed_apps?subscribed_fields=…` and
 *   `POST /v25.0/{META_WABA_ID}/subscribed_apps` → `{success: true}`, kept in `subscriptions`.
 * - `GET /v25.0/{META_WABA_ID}/message_templates?status=&fields=&limit=&after=` (WhatsApp token) →
 *   `{data, paging}`: `templates` (the {@link META_TEMPLATES} unless `setTemplates`), filtered by
 *   `status`, `limit` a page (25 unless said) with a `paging.next` and `cursors.after` while more are
 *   left. A template message naming one that is not approved → 404 code 132001.
 * - An unknown token → 401 code 190 (invalid); `expireTokens()` → 401 code 190/463 (expired).
 *   `requireProof()` → every call must carry `appsecret_proof` (HMAC-SHA256 of the token with
 *   `META_APP_SECRET`), else 400 code 100.
 * - `failNext({status, code, subcode?, message})` makes the next calls answer that error, in order.
 * - `received` lists every request; `reset()` forgets everything; `close()` stops it.
 *
 * Beside it, helpers that build webhook deliveries as Meta posts them (the raw body with non-ASCII
 * escaped as `\uXXXX`, as Meta does, and its `X-Hub-Signature-256`) for each product — signed with
 * `META_APP_SECRET`, with another secret, or not at all — and the subscription check's query.
 */

export const META_PHONE_NUMBER_ID = '106540352242922';
export const META_WABA_ID = '102290129340398';
export const META_PAGE_ID = '112233445566778';
export const META_INSTAGRAM_ID = '17841400008460056';
export const META_WHATSAPP_TOKEN = `EAAJB${'wAtoken'.repeat(6)}ZD`;
export const META_PAGE_TOKEN = `EAAJB${'pAgetoken'.repeat(5)}ZD`;
export const META_APP_SECRET = '3f1c6e0b9a8d7c6b5a4f3e2d1c0b9a8f';
export const META_VERIFY_TOKEN = 'plubot-verify-7Hq2';
export const META_DISPLAY_PHONE_NUMBER = '+34 600 11 22 33';
export const META_VERIFIED_NAME = 'Pizzería Ana';
export const META_PAGE_NAME = 'Pizzería Ana';
export const META_INSTAGRAM_USERNAME = 'pizzeria.ana';

/** One message the stand-in accepted: where it went and its body. */
export interface MetaSentMessage {
  product: 'whatsapp' | 'page';
  accountId: string;
  id: string;
  body: Record<string, unknown>;
}

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=UTF-8' },
  body: JSON.stringify(body),
});

/** A Graph API error as Meta words it. */
const graphError = (status: number, code: number, message: string, subcode?: number, details?: string) =>
  json(status, {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: `A${randomBytes(8).toString('hex')}`,
    },
  });

const invalid = (details: string) => graphError(400, 100, '(#100) Invalid parameter', undefined, details);
/** Starts the stand-in on a loopback port. */
export async function startMetaGraphStandIn() {
  const sent: MetaSentMessage[] = [];
  const subscriptions: { accountId: string; fields: string }[] = [];
  const closedWindows = new Set<string>();
  const failures: Answer[] = [];
  let expired = false;
  let proofRequired = false;
  let instagramLinked = true;
  let templates: MetaTemplate[] = [...META_TEMPLATES];

  function handle(request: ReceivedRequest): Answer {
    const [rawPath = '', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    const match = /^\/v25\.0\/([^/]+)(\/[a-z_]+)?$/.exec(rawPath);
    if (!match) return graphError(400, 2500, 'Unknown path components');
    const [, node = '', edge = ''] = match;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const tokenFor =
      node === META_PHONE_NUMBER_ID || node === META_WABA_ID ? META_WHATSAPP_TOKEN : META_PAGE_TOKEN;
    if (token !== META_WHATSAPP_TOKEN && token !== META_PAGE_TOKEN)
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (expired)
      return graphError(
        401,
        190,
        'Error validating access token: Session has expired on Tuesday, 12-May-26.',
        463,
      );
    if (proofRequired) {
      const proof = createHmac('sha256', META_APP_SECRET).update(token).digest('hex');
      if (query.get('appsecret_proof') !== proof)
        return graphError(400, 100, 'API calls from the server require an appsecret_proof argument');
    }
    if (token !== tokenFor && node !== 'me')
      return graphError(
        400,
        100,
        `Unsupported get request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions`,
        33,
      );
    const failure = failures.shift();
    if (failure) return failure;
    if (request.method === 'GET' && edge === '') {
      if (node === META_PHONE_NUMBER_ID)
        return json(200, {
          display_phone_number: META_DISPLAY_PHONE_NUMBER,
          verified_name: META_VERIFIED_NAME,
          id: node,
        });
      if (node === META_PAGE_ID && query.get('fields') === 'instagram_business_account')
        return json(200, {
          id: node,
          ...(instagramLinked ? { instagram_business_account: { id: META_INSTAGRAM_ID } } : {}),
        });
      if (node === META_PAGE_ID) return json(200, { id: node, name: META_PAGE_NAME });
      if (node === META_INSTAGRAM_ID) return json(200, { id: node, username: META_INSTAGRAM_USERNAME });
    }
    if (request.method === 'GET' && edge === '/message_templates' && node === META_WABA_ID)
      return listTemplates(query);
    if (request.method === 'POST' && edge === '/subscribed_apps') {
      subscriptions.push({ accountId: node, fields: query.get('subscribed_fields') ?? '' });
      return json(200, { success: true });
    }
    if (request.method === 'POST' && edge === '/messages') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return invalid('The request body is not JSON');
      }
      if (node === META_PHONE_NUMBER_ID) return sendWhatsApp(body);
      if (node === META_PAGE_ID || node === 'me') return sendPage(body);
    }
    return graphError(400, 100, `Unsupported ${request.method.toLowerCase()} request.`);
  }

  function listTemplates(query: URLSearchParams): Answer {
    const status = query.get('status');
    const fields = (query.get('fields') ?? 'name,language,status,id').split(',');
    const matching = templates.filter((template) => !status || template.status === status);
    const limit = Math.max(1, Number(query.get('limit') ?? '25') || 25);
    const start = Number(query.get('after') ?? '0') || 0;
    const page = matching.slice(start, start + limit).map((template) => ({
      ...Object.fromEntries(Object.entries(template).filter(([field]) => fields.includes(field))),
      id: `${1_000_000 + templates.indexOf(template)}`,
    }));
    const end = start + page.length;
    return json(200, {
      data: page,
      paging: {
        cursors: { before: String(start), after: String(end) },
        ...(end < matching.length
          ? { next: `https://graph.facebook.com/v25.0/${META_WABA_ID}/message_templates?after=${end}` }
          : {}),
      },
    });
  }

  function sendWhatsApp(body: Record<string, unknown>): Answer {
    const problem = whatsAppProblem(body);
    if (problem) return invalid(problem);
    if (body.type === 'template') {
      const { name, language } = body.template as { name: string; language?: { code?: string } };
      const known = templates.some(
        (template) =>
          template.status === 'APPROVED' && template.name === name && template.language === language?.code,
      );
      if (!known)
        return graphError(
          404,
          132001,
          'Template name does not exist in the translation',
          undefined,
          `template name (${name}) does not exist in ${language?.code ?? ''}`,
        );
    }
    const to = String(body.to);
    if (closedWindows.has(to) && body.type !== 'template')
      return graphError(
        400,
        131047,
        'Re-engagement message',
        undefined,
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      );
    const id = `wamid.${randomBytes(12).toString('base64url')}`;
    sent.push({ product: 'whatsapp', accountId: META_PHONE_NUMBER_ID, id, body });
    return json(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id }],
    });
  }

  function sendPage(body: Record<string, unknown>): Answer {
    const problem = sendApiProblem(body);
    if (problem) return invalid(problem);
    const recipient = String((body.recipient as { id: string }).id);
    if (closedWindows.has(recipient) && body.tag !== 'HUMAN_AGENT')
      return graphError(400, 10, '(#10) This message is sent outside of allowed window.', 2018278);
    const id = `m_${randomBytes(16).toString('base64url')}`;
    sent.push({ product: 'page', accountId: META_PAGE_ID, id, body });
    return json(200, { recipient_id: recipient, message_id: id });
  }

  const receiver = await startLocalHttpReceiver(handle);
  const url = `http://127.0.0.1:${receiver.port}`;
  return {
    url,
    /** The server's environment for this stand-in. */
    env: { META_GRAPH_API_URL: url },
    /** What `HTTP_ALLOWED_HOSTS` must hold for the server to reach it. */
    allowedHost: `127.0.0.1:${receiver.port}`,
    sent,
    subscriptions,
    received: receiver.received,
    /** From now on, messages to this contact are outside the 24-hour window. */
    closeWindow: (contactId: string) => {
      closedWindows.add(contactId);
    },
    /** Every token is expired (Meta's 190/463) from now on. */
    expireTokens: () => {
      expired = true;
    },
    /** Every call must carry a right `appsecret_proof` from now on. */
    requireProof: () => {
      proofRequired = true;
    },
    /** Whether the Page has an Instagram professional account linked (it has, until told otherwise). */
    linkInstagram: (linked: boolean) => {
      instagramLinked = linked;
    },
    /** The account's templates from now on (all of `message_templates`, whatever their status). */
    setTemplates: (list: readonly MetaTemplate[]) => {
      templates = [...list];
    },
    /** The next calls answer these Graph errors, in order. */
    failNext: (...answers: { status: number; code: number; subcode?: number; message: string }[]) => {
      for (const answer of answers)
        failures.push(graphError(answer.status, answer.code, answer.message, answer.subcode));
    },
    reset: () => {
      receiver.received.length = 0;
      sent.length = 0;
      subscriptions.length = 0;
      closedWindows.clear();
      failures.length = 0;
      expired = false;
      proofRequired = false;
      instagramLinked = true;
      templates = [...META_TEMPLATES];
    },
    close: receiver.close,
  };
}

/** A running Graph API stand-in. */
export type MetaGraphStandIn = Awaited<ReturnType<typeof startMetaGraphStandIn>>;

// --- webhook deliveries ---------------------------------------------------------------------------

/** A delivery as Meta posts it: the raw body and its headers. */
export interface MetaDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

/** JSON as Meta writes it: every non-ASCII character escaped as `\uXXXX`. */
export function toMetaJson(body: unknown): string {
  return JSON.stringify(body).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The body signed as Meta signs it, with `appSecret` (the app's, unless testing a wrong one). */
export function signedDelivery(body: unknown, appSecret = META_APP_SECRET): MetaDelivery {
  const rawBody = toMetaJson(body);
  const signature = createHmac('sha256', appSecret).update(rawBody).digest('hex');
  return {
    rawBody,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
  };
}

/** The body signed with a secret that is not the app's. */
export function wronglySignedDelivery(body: unknown): MetaDelivery {
  return signedDelivery(body, 'not-the-app-secret-0000000000000');
}

/** The body without any signature header. */
export function unsignedDelivery(body: unknown): MetaDelivery {
  return { rawBody: toMetaJson(body), headers: { 'content-type': 'application/json' } };
}

/** The query of Meta's subscription check. */
export function verificationQuery(verifyToken = META_VERIFY_TOKEN, challenge = '1158201444') {
  return { 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': challenge };
}

/** What a WhatsApp user sent: words, a reply button or list row pressed, or an image. */
export type WhatsAppInbound =
  | { kind: 'text'; text: string }
  | { kind: 'button'; id: string; title: string }
  | { kind: 'list'; id: string; title: string }
  | { kind: 'image' };

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A WhatsApp `messages` webhook for one message from `from` to our number. */
export function whatsAppMessageBody(input: {
  from: string;
  message: WhatsAppInbound;
  name?: string;
  id?: string;
  phoneNumberId?: string;
  timestamp?: string;
}) {
  const { message } = input;
  const content =
    message.kind === 'text'
      ? { type: 'text', text: { body: message.text } }
      : message.kind === 'button'
        ? {
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id: message.id, title: message.title } },
          }
        : message.kind === 'list'
          ? {
              type: 'interactive',
              interactive: { type: 'list_reply', list_reply: { id: message.id, title: message.title } },
            }
          : { type: 'image', image: { mime_type: 'image/jpeg', sha256: 'abc=', id: '1479537139650973' } };
  return whatsAppChange({
    phoneNumberId: input.phoneNumberId,
    contacts: [{ profile: { name: input.name ?? 'Lucía' }, wa_id: input.from }],
    messages: [
      {
        from: input.from,
        id: input.id ?? `wamid.${randomBytes(12).toString('base64url')}`,
        timestamp: input.timestamp ?? nowSeconds(),
        ...content,
      },
    ],
  });
}

/** A WhatsApp `statuses` webhook: our message `messageId` to `recipient` was `status`. */
export function whatsAppStatusBody(input: {
  recipient: string;
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error?: { code: number; title: string; details?: string };
  phoneNumberId?: string;
}) {
  const { error } = input;
  return whatsAppChange({
    phoneNumberId: input.phoneNumberId,
    statuses: [
      {
        id: input.messageId,
        status: input.status,
        timestamp: nowSeconds(),
        recipient_id: input.recipient,
        ...(error
          ? {
              errors: [
                {
                  code: error.code,
                  title: error.title,
                  message: error.title,
                  error_data: { details: error.details ?? error.title },
                },
              ],
            }
          : { pricing: { billable: true, pricing_model: 'PMP', category: 'service' } }),
      },
    ],
  });
}

function whatsAppChange<Value extends { phoneNumberId?: string | undefined }>(value: Value) {
  const { phoneNumberId = META_PHONE_NUMBER_ID, ...rest } = value;
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: META_WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '34600112233', phone_number_id: phoneNumberId },
              ...rest,
            },
          },
        ],
      },
    ],
  };
}

/** What a Messenger or Instagram user did: wrote, pressed a quick reply or a postback button. */
export type MessagingInbound =
  | { kind: 'text'; text: string }
  | { kind: 'quickReply'; text: string; payload: string }
  | { kind: 'postback'; title: string; payload: string }
  | { kind: 'image' };

/** A Messenger (`object: 'page'`) or Instagram (`object: 'instagram'`) messaging webhook. */
export function messagingBody(input: {
  product: 'messenger' | 'instagram';
  from: string;
  event: MessagingInbound;
  mid?: string;
  accountId?: string;
}) {
  const accountId = input.accountId ?? (input.product === 'messenger' ? META_PAGE_ID : META_INSTAGRAM_ID);
  const mid = input.mid ?? `m_${randomBytes(16).toString('base64url')}`;
  const { event } = input;
  const content =
    event.kind === 'text'
      ? { message: { mid, text: event.text } }
      : event.kind === 'quickReply'
        ? { message: { mid, text: event.text, quick_reply: { payload: event.payload } } }
        : event.kind === 'postback'
          ? { postback: { mid, title: event.title, payload: event.payload } }
          : {
              message: {
                mid,
                attachments: [{ type: 'image', payload: { url: 'https://lookaside.fbsbx.com/x.jpg' } }],
              },
            };
  const time = Date.now();
  return {
    object: input.product === 'messenger' ? 'page' : 'instagram',
    entry: [
      {
        id: accountId,
        time,
        messaging: [
          { sender: { id: input.from }, recipient: { id: accountId }, timestamp: time, ...content },
        ],
      },
    ],
  };
}
