import { describe, expect, it } from 'vitest';
import {
  META_APP_SECRET,
  META_INSTAGRAM_ID,
  META_PAGE_ID,
  META_PHONE_NUMBER_ID,
  META_VERIFY_TOKEN,
  messagingBody,
  signedDelivery,
  unsignedDelivery,
  verificationQuery,
  whatsAppMessageBody,
  whatsAppStatusBody,
  wronglySignedDelivery,
} from '../../../../test/metaGraphStandIn';
import { answerVerification, readMetaWebhook, signMetaBody, verifyMetaSignature } from './metaWebhook';

describe('answerVerification', () => {
  it('echoes the challenge for the right verify token', () => {
    expect(answerVerification(verificationQuery(), META_VERIFY_TOKEN)).toEqual({
      ok: true,
      challenge: '1158201444',
    });
  });

  it('refuses a wrong token, another mode, a missing challenge or an empty expected token', () => {
    expect(answerVerification(verificationQuery('wrong'), META_VERIFY_TOKEN)).toEqual({ ok: false });
    expect(
      answerVerification({ ...verificationQuery(), 'hub.mode': 'unsubscribe' }, META_VERIFY_TOKEN),
    ).toEqual({
      ok: false,
    });
    expect(
      answerVerification(
        { 'hub.mode': 'subscribe', 'hub.verify_token': META_VERIFY_TOKEN },
        META_VERIFY_TOKEN,
      ),
    ).toEqual({ ok: false });
    expect(answerVerification(verificationQuery(''), '')).toEqual({ ok: false });
    expect(
      answerVerification({ ...verificationQuery(), 'hub.verify_token': ['a', 'b'] }, META_VERIFY_TOKEN),
    ).toEqual({
      ok: false,
    });
  });

  it('never echoes markup or whitespace as the challenge', () => {
    expect(
      answerVerification(verificationQuery(META_VERIFY_TOKEN, '<script>x</script> y'), META_VERIFY_TOKEN),
    ).toEqual({
      ok: false,
    });
  });
});

describe('verifyMetaSignature', () => {
  const body = whatsAppMessageBody({
    from: '34611222333',
    message: { kind: 'text', text: 'Señor, ¿abrís hoy? 🍕' },
  });

  it('accepts the raw body Meta signed with the app secret (non-ASCII escaped as Meta sends it)', () => {
    const delivery = signedDelivery(body);
    expect(delivery.rawBody).toContain('\\u00f1');
    expect(
      verifyMetaSignature(delivery.rawBody, delivery.headers['x-hub-signature-256'], META_APP_SECRET),
    ).toBe(true);
    expect(
      verifyMetaSignature(
        Buffer.from(delivery.rawBody),
        delivery.headers['x-hub-signature-256'],
        META_APP_SECRET,
      ),
    ).toBe(true);
    expect(signMetaBody(delivery.rawBody, META_APP_SECRET)).toBe(delivery.headers['x-hub-signature-256']);
  });

  it('refuses another secret, a missing or malformed header, and a body changed after signing', () => {
    const wrong = wronglySignedDelivery(body);
    expect(verifyMetaSignature(wrong.rawBody, wrong.headers['x-hub-signature-256'], META_APP_SECRET)).toBe(
      false,
    );
    const unsigned = unsignedDelivery(body);
    expect(
      verifyMetaSignature(unsigned.rawBody, unsigned.headers['x-hub-signature-256'], META_APP_SECRET),
    ).toBe(false);
    const good = signedDelivery(body);
    const header = good.headers['x-hub-signature-256'] ?? '';
    expect(verifyMetaSignature(good.rawBody, header.replace('sha256=', 'sha1='), META_APP_SECRET)).toBe(
      false,
    );
    expect(verifyMetaSignature(good.rawBody, `${header}00`, META_APP_SECRET)).toBe(false);
    expect(verifyMetaSignature(good.rawBody, 'sha256=', META_APP_SECRET)).toBe(false);
    // Re-serialized JSON is not the bytes Meta signed.
    expect(verifyMetaSignature(JSON.stringify(JSON.parse(good.rawBody)), header, META_APP_SECRET)).toBe(
      false,
    );
    expect(verifyMetaSignature(good.rawBody, header, '')).toBe(false);
  });
});

describe('readMetaWebhook', () => {
  it('reads a WhatsApp text with the contact’s name and the timestamp in milliseconds', () => {
    const body = whatsAppMessageBody({
      from: '34611222333',
      name: 'Lucía',
      id: 'wamid.A1',
      timestamp: '1750857384',
      message: { kind: 'text', text: 'Hola' },
    });
    expect(readMetaWebhook(body)).toEqual([
      {
        product: 'whatsapp',
        accountId: META_PHONE_NUMBER_ID,
        from: '34611222333',
        externalId: 'wamid.A1',
        kind: 'text',
        text: 'Hola',
        name: 'Lucía',
        timestamp: 1_750_857_384_000,
      },
    ]);
  });

  it('reads WhatsApp reply buttons, list rows and template buttons as choices', () => {
    const button = readMetaWebhook(
      whatsAppMessageBody({
        from: '1',
        id: 'wamid.B',
        message: { kind: 'button', id: 'menu', title: 'Ver menú' },
      }),
    );
    expect(button[0]).toMatchObject({
      kind: 'choice',
      optionId: 'menu',
      text: 'Ver menú',
      externalId: 'wamid.B',
    });
    const list = readMetaWebhook(
      whatsAppMessageBody({ from: '1', message: { kind: 'list', id: 'pizza-4', title: 'Cuatro quesos' } }),
    );
    expect(list[0]).toMatchObject({ kind: 'choice', optionId: 'pizza-4', text: 'Cuatro quesos' });
    const template = whatsAppMessageBody({ from: '1', message: { kind: 'text', text: '' } });
    const message = template.entry[0]?.changes[0]?.value.messages?.[0] as Record<string, unknown>;
    Object.assign(message, { type: 'button', button: { payload: 'seguir', text: 'Seguir' } });
    delete message.text;
    expect(readMetaWebhook(template)[0]).toMatchObject({
      kind: 'choice',
      optionId: 'seguir',
      text: 'Seguir',
    });
  });

  it('marks an image as unsupported with its type', () => {
    expect(readMetaWebhook(whatsAppMessageBody({ from: '1', message: { kind: 'image' } }))[0]).toMatchObject({
      kind: 'unsupported',
      type: 'image',
    });
  });

  it('reads WhatsApp statuses, a failed one with its error, and leaves other statuses out', () => {
    expect(
      readMetaWebhook(
        whatsAppStatusBody({ recipient: '34611222333', messageId: 'wamid.S', status: 'delivered' }),
      ),
    ).toEqual([
      expect.objectContaining({
        product: 'whatsapp',
        kind: 'status',
        status: 'delivered',
        externalId: 'wamid.S',
        from: '34611222333',
      }),
    ]);
    const failed = readMetaWebhook(
      whatsAppStatusBody({
        recipient: '1',
        messageId: 'wamid.F',
        status: 'failed',
        error: { code: 131047, title: 'Re-engagement message', details: 'More than 24 hours' },
      }),
    );
    expect(failed[0]?.error).toEqual({
      code: 131047,
      title: 'Re-engagement message',
      details: 'More than 24 hours',
    });
    const deleted = whatsAppStatusBody({ recipient: '1', messageId: 'wamid.D', status: 'read' });
    (deleted.entry[0]?.changes[0]?.value.statuses?.[0] as { status: string }).status = 'deleted';
    expect(readMetaWebhook(deleted)).toEqual([]);
  });

  it('reads Messenger texts, quick replies and postbacks, and skips echoes', () => {
    const text = readMetaWebhook(
      messagingBody({
        product: 'messenger',
        from: 'PSID1',
        mid: 'm_1',
        event: { kind: 'text', text: 'Hola' },
      }),
    );
    expect(text).toEqual([
      expect.objectContaining({
        product: 'messenger',
        accountId: META_PAGE_ID,
        from: 'PSID1',
        externalId: 'm_1',
        kind: 'text',
        text: 'Hola',
      }),
    ]);
    const quick = readMetaWebhook(
      messagingBody({
        product: 'messenger',
        from: 'PSID1',
        event: { kind: 'quickReply', text: 'Ver menú', payload: 'menu' },
      }),
    );
    expect(quick[0]).toMatchObject({ kind: 'choice', optionId: 'menu', text: 'Ver menú' });
    const postback = readMetaWebhook(
      messagingBody({
        product: 'messenger',
        from: 'PSID1',
        mid: 'm_p',
        event: { kind: 'postback', title: 'Empezar', payload: 'start' },
      }),
    );
    expect(postback[0]).toMatchObject({ kind: 'choice', optionId: 'start', externalId: 'm_p' });
    const echo = messagingBody({
      product: 'messenger',
      from: META_PAGE_ID,
      event: { kind: 'text', text: 'eco' },
    });
    Object.assign(echo.entry[0]?.messaging[0]?.message ?? {}, { is_echo: true });
    expect(readMetaWebhook(echo)).toEqual([]);
  });

  it('reads Instagram messages with the Instagram account as ours, and attachments as unsupported', () => {
    const events = readMetaWebhook(
      messagingBody({
        product: 'instagram',
        from: 'IGSID9',
        event: { kind: 'quickReply', text: 'Sí', payload: 'yes' },
      }),
    );
    expect(events[0]).toMatchObject({
      product: 'instagram',
      accountId: META_INSTAGRAM_ID,
      from: 'IGSID9',
      kind: 'choice',
      optionId: 'yes',
    });
    expect(
      readMetaWebhook(messagingBody({ product: 'instagram', from: 'IGSID9', event: { kind: 'image' } }))[0],
    ).toMatchObject({ kind: 'unsupported', type: 'attachment:image' });
  });

  it('reads Messenger delivery and read receipts: the messages they name and their watermarks', () => {
    const base = { sender: { id: 'PSID1' }, recipient: { id: META_PAGE_ID }, timestamp: 1_700_000_000_000 };
    const events = readMetaWebhook({
      object: 'page',
      entry: [
        {
          id: META_PAGE_ID,
          messaging: [
            { ...base, delivery: { mids: ['m_a', 'm_b'], watermark: 1_700_000_000_000 } },
            { ...base, delivery: { watermark: 1_700_000_000_200 } },
            { ...base, read: { watermark: 1_700_000_000_500 } },
          ],
        },
      ],
    });
    expect(
      events.map((event) => [event.kind, event.status, event.externalId, event.watermark, event.from]),
    ).toEqual([
      ['status', 'delivered', 'm_a', undefined, 'PSID1'],
      ['status', 'delivered', 'm_b', undefined, 'PSID1'],
      ['watermark', 'delivered', 'delivered:1700000000000', 1_700_000_000_000, 'PSID1'],
      ['watermark', 'delivered', 'delivered:1700000000200', 1_700_000_000_200, 'PSID1'],
      ['watermark', 'read', 'read:1700000000500', 1_700_000_000_500, 'PSID1'],
    ]);
    expect(events.every((event) => event.product === 'messenger' && event.accountId === META_PAGE_ID)).toBe(
      true,
    );
  });

  it('reads an Instagram read receipt as the message it names', () => {
    const events = readMetaWebhook({
      object: 'instagram',
      entry: [
        {
          id: META_INSTAGRAM_ID,
          messaging: [
            {
              sender: { id: 'IGSID9' },
              recipient: { id: META_INSTAGRAM_ID },
              timestamp: 1_700_000_000_000,
              read: { mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx' },
            },
          ],
        },
      ],
    });
    expect(events).toEqual([
      {
        product: 'instagram',
        accountId: META_INSTAGRAM_ID,
        from: 'IGSID9',
        timestamp: 1_700_000_000_000,
        externalId: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx',
        kind: 'status',
        status: 'read',
      },
    ]);
  });

  it('leaves out receipts without a message or a time', () => {
    const base = { sender: { id: 'PSID1' }, recipient: { id: META_PAGE_ID }, timestamp: 1 };
    expect(
      readMetaWebhook({
        object: 'page',
        entry: [
          {
            messaging: [
              { ...base, delivery: { mids: [null, ''] } },
              { ...base, read: { watermark: 'ayer' } },
              { ...base, read: {} },
            ],
          },
        ],
      }),
    ).toEqual([]);
  });

  it('ignores unknown objects and shapes without throwing', () => {
    for (const body of [
      null,
      'x',
      42,
      [],
      {},
      { object: 'user', entry: [{}] },
      { object: 'whatsapp_business_account', entry: 'x' },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: { messages: [{}] } }] }],
      },
      { object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'account_update', value: {} }] }] },
      { object: 'page', entry: [{ messaging: [null, 3, { sender: {}, message: { text: 'x' } }] }] },
      {
        object: 'page',
        entry: [
          { standby: [{ sender: { id: '1' }, recipient: { id: '2' }, message: { mid: 'm', text: 'x' } }] },
        ],
      },
    ])
      expect(readMetaWebhook(body)).toEqual([]);
  });
});
