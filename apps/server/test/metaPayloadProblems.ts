/**
 * What Meta's APIs would refuse in a message body, as the Graph API stand-in (`metaGraphStandIn.ts`)
 * checks it: the WhatsApp Cloud API's limits and the Messenger/Instagram Send API's.
 */

const chars = (value: unknown) => (typeof value === 'string' ? Array.from(value).length : 0);

/** Why WhatsApp would refuse this message body, or `undefined`. */
export function whatsAppProblem(body: Record<string, unknown>): string | undefined {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || body.to === '') return 'to is required';
  const type = body.type;
  if (type === 'text') {
    const text = (body.text ?? {}) as { body?: unknown };
    if (chars(text.body) === 0 || chars(text.body) > 4096) return 'text.body must have 1 to 4096 characters';
    return undefined;
  }
  if (type === 'image')
    return typeof (body.image as { link?: unknown })?.link === 'string' ? undefined : 'image.link';
  if (type === 'template')
    return typeof (body.template as { name?: unknown })?.name === 'string' ? undefined : 'template.name';
  if (type !== 'interactive') return `unsupported type ${String(type)}`;
  const interactive = (body.interactive ?? {}) as Record<string, unknown>;
  const action = (interactive.action ?? {}) as Record<string, unknown>;
  const bodyText = (interactive.body as { text?: unknown })?.text;
  if (interactive.type === 'button') {
    if (chars(bodyText) === 0 || chars(bodyText) > 1024) return 'body.text must have 1 to 1024 characters';
    const buttons = Array.isArray(action.buttons)
      ? (action.buttons as { reply?: { id?: unknown; title?: unknown } }[])
      : [];
    if (buttons.length < 1 || buttons.length > 3) return 'action.buttons must have 1 to 3 buttons';
    const titles = buttons.map((button) => String(button.reply?.title ?? ''));
    if (titles.some((title) => chars(title) === 0 || chars(title) > 20))
      return 'button title over 20 characters';
    if (new Set(titles).size !== titles.length) return 'button titles must be unique';
    if (buttons.some((button) => chars(button.reply?.id) === 0 || chars(button.reply?.id) > 256))
      return 'button id';
    return undefined;
  }
  if (interactive.type === 'list') {
    if (chars(bodyText) === 0 || chars(bodyText) > 4096) return 'body.text must have 1 to 4096 characters';
    if (chars(action.button) === 0 || chars(action.button) > 20) return 'action.button over 20 characters';
    const sections = Array.isArray(action.sections) ? (action.sections as { rows?: unknown }[]) : [];
    const rows = sections.flatMap((section) =>
      Array.isArray(section.rows)
        ? (section.rows as { id?: unknown; title?: unknown; description?: unknown }[])
        : [],
    );
    if (rows.length < 1 || rows.length > 10) return 'a list must have 1 to 10 rows';
    if (rows.some((row) => chars(row.title) === 0 || chars(row.title) > 24))
      return 'row title over 24 characters';
    if (rows.some((row) => chars(row.id) === 0 || chars(row.id) > 200)) return 'row id over 200 characters';
    if (rows.some((row) => chars(row.description) > 72)) return 'row description over 72 characters';
    return undefined;
  }
  return 'unsupported interactive type';
}

/** Why the Send API would refuse this body, or `undefined`. */
export function sendApiProblem(body: Record<string, unknown>): string | undefined {
  const recipient = (body.recipient ?? {}) as { id?: unknown };
  if (typeof recipient.id !== 'string') return 'recipient.id is required';
  const message = (body.message ?? {}) as { text?: unknown; quick_replies?: unknown };
  if (chars(message.text) === 0 || chars(message.text) > 2000)
    return 'message.text must have 1 to 2000 characters';
  const replies = Array.isArray(message.quick_replies)
    ? (message.quick_replies as { title?: unknown; payload?: unknown }[])
    : [];
  if (replies.length > 13) return 'at most 13 quick replies';
  if (replies.some((reply) => chars(reply.title) === 0 || chars(reply.title) > 20))
    return 'quick reply title over 20';
  if (replies.some((reply) => chars(reply.payload) > 1000)) return 'quick reply payload over 1000';
  if (body.messaging_type === 'MESSAGE_TAG' && body.tag !== 'HUMAN_AGENT') return 'unsupported tag';
  return undefined;
}
