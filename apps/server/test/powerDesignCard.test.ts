import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chatTranscriptResponseSchema,
  chatTurnResponseSchema,
  designCardResponseSchema,
} from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

const FIGMA_LINK = 'https://www.figma.com/design/Ab12Cd/Carta-de-verano?node-id=0-1';
const CANVA_LINK = 'https://www.canva.com/design/DAF1menu/Tok3n/view?utm_source=share';
const PREVIEW = 'https://s3-alpha.figma.com/thumbnails/carta.png';

/** What the stand-in answers for a design link, by a word in it. */
function answerFor(link: string): { status: number; body: string } | 'drop' {
  if (link.includes('Ab12Cd')) {
    return {
      status: 200,
      body: JSON.stringify({ type: 'rich', title: 'Carta de verano', thumbnail_url: PREVIEW }),
    };
  }
  if (link.includes('DAF1menu')) {
    return {
      status: 200,
      body: JSON.stringify({ title: 'Menú', thumbnail_url: 'https://media.canva.com/menu.png' }),
    };
  }
  if (link.includes('Plain')) {
    // A title over lines and no https preview: the card keeps one clean line and no image.
    return {
      status: 200,
      body: JSON.stringify({ title: '  Boceto\n\tfinal  ', thumbnail_url: 'http://cdn.test/a.png' }),
    };
  }
  if (link.includes('Untitled')) return { status: 200, body: JSON.stringify({ title: 42 }) };
  if (link.includes('Private')) return { status: 403, body: '{"status":403,"error":true}' };
  if (link.includes('Gone')) return { status: 404, body: '{"status":404,"error":true}' };
  if (link.includes('Broken')) return { status: 503, body: 'Service Unavailable' };
  if (link.includes('Garbage')) return { status: 200, body: '<html>not oEmbed</html>' };
  if (link.includes('Drop')) return 'drop';
  return { status: 404, body: '' };
}

/**
 * Figma's and Canva's public oEmbed endpoints on a loopback port (`/figma/oembed?url=`,
 * `/canva/_oembed?url=`), keeping every request; a `Drop` design cuts the connection.
 */
async function startOembedStandIn() {
  const received: { path: string; link: string; accept: string | undefined }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const link = url.searchParams.get('url') ?? '';
    received.push({ path: url.pathname, link, accept: request.headers.accept });
    const answer = answerFor(link);
    if (answer === 'drop') {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Issue #31: a Figma or Canva power shows the visitor a card of a design. The editor reads the
// design's title and preview from the service's public oEmbed endpoint (`POST /api/powers/design-card`),
// here a local stand-in; a published bot's node then sends the card to anyone chatting.
describe.each(testDatabaseKinds)('design cards of Figma and Canva on %s', (kind) => {
  let oembed: Awaited<ReturnType<typeof startOembedStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

  beforeAll(async () => {
    oembed = await startOembedStandIn();
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${oembed.port}`,
      FIGMA_OEMBED_URL: `${oembed.url}/figma/oembed`,
      CANVA_OEMBED_URL: `${oembed.url}/canva/_oembed`,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `design-${kind}@plubot.test`);
  });
  afterAll(async () => {
    await ctx?.close();
    await oembed?.close();
  });

  const read = (payload: unknown, headers: Record<string, string> = owner.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/powers/design-card', headers, payload: payload as object });
  /** The 422's message and its `url` field's message, which are the same. */
  const refusal = (response: Awaited<ReturnType<typeof read>>) => {
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.url).toEqual([body.message]);
    return body.message as string;
  };

  it('asks who is reading: without a session it answers 401 and asks no service', async () => {
    const before = oembed.received.length;
    const response = await read({ powerId: 'figma', url: FIGMA_LINK }, {});
    expect(response.statusCode).toBe(401);
    expect(oembed.received).toHaveLength(before);
  });

  it('reads a Figma design’s title and preview from its share link', async () => {
    const response = await read({ powerId: 'figma', url: ` ${FIGMA_LINK} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(designCardResponseSchema.parse(response.json())).toEqual({
      title: 'Carta de verano',
      thumbnailUrl: PREVIEW,
      url: FIGMA_LINK,
    });
    expect(oembed.received.at(-1)).toEqual({
      path: '/figma/oembed',
      link: FIGMA_LINK,
      accept: 'application/json',
    });
  });

  it('reads a Canva design from its view-only link, at Canva’s endpoint', async () => {
    const response = await read({ powerId: 'canva', url: CANVA_LINK });
    expect(response.json()).toEqual({
      title: 'Menú',
      thumbnailUrl: 'https://media.canva.com/menu.png',
      url: CANVA_LINK,
    });
    expect(oembed.received.at(-1)?.path).toBe('/canva/_oembed');
  });

  it('keeps a title on one line, no preview that is not https, and no title that is not text', async () => {
    const plain = await read({ powerId: 'figma', url: 'https://www.figma.com/file/Plain1/Boceto' });
    expect(plain.json()).toEqual({
      title: 'Boceto final',
      thumbnailUrl: null,
      url: 'https://www.figma.com/file/Plain1/Boceto',
    });
    const untitled = await read({ powerId: 'figma', url: 'https://www.figma.com/proto/Untitled9' });
    expect(untitled.json()).toMatchObject({ title: '', thumbnailUrl: null });
  });

  it('refuses what is not a request for a design with 422 and Spanish messages', async () => {
    expect(refusal(await read({ powerId: 'figma' }))).toBe('Pega el enlace para compartir del diseño.');
    expect(refusal(await read({ powerId: 'figma', url: '   ' }))).toBe(
      'Pega el enlace para compartir del diseño.',
    );
    expect(refusal(await read({ powerId: 'figma', url: `${FIGMA_LINK}${'x'.repeat(2000)}` }))).toBe(
      'Ese enlace es demasiado largo: copia solo el enlace del diseño.',
    );
    const other = await read({ powerId: 'notion', url: FIGMA_LINK });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.powerId).toEqual(['Elige Figma o Canva.']);
  });

  it('refuses a link that is not of that service’s designs, without asking the service', async () => {
    const before = oembed.received.length;
    expect(refusal(await read({ powerId: 'figma', url: CANVA_LINK }))).toMatch(
      /^Ese no es un enlace para compartir de un diseño de Figma/,
    );
    expect(
      refusal(await read({ powerId: 'canva', url: 'https://www.canva.com/design/DAF1menu/edit' })),
    ).toMatch(/^Ese no es un enlace de solo visualización de Canva/);
    expect(refusal(await read({ powerId: 'figma', url: 'http://www.figma.com/design/Ab12Cd/x' }))).toMatch(
      /Figma/,
    );
    expect(refusal(await read({ powerId: 'figma', url: 'https://127.0.0.1/design/Ab12Cd' }))).toMatch(
      /Figma/,
    );
    expect(oembed.received).toHaveLength(before);
  });

  it('says so when the service does not find the design, fails, answers nonsense or cannot be reached — never a 500', async () => {
    const link = (word: string) => `https://www.figma.com/design/${word}1/x`;
    expect(refusal(await read({ powerId: 'figma', url: link('Gone') }))).toMatch(
      /^Figma no encuentra ese diseño o no es público/,
    );
    expect(refusal(await read({ powerId: 'figma', url: link('Private') }))).toMatch(
      /^Figma no encuentra ese diseño/,
    );
    expect(refusal(await read({ powerId: 'figma', url: link('Broken') }))).toBe(
      'Figma no pudo darnos el diseño ahora (HTTP 503). Inténtalo de nuevo en un momento.',
    );
    expect(refusal(await read({ powerId: 'figma', url: link('Garbage') }))).toBe(
      'Figma no pudo darnos el diseño ahora (respuesta no válida). Inténtalo de nuevo en un momento.',
    );
    expect(refusal(await read({ powerId: 'canva', url: 'https://www.canva.com/design/Drop1/view' }))).toBe(
      'No pudimos contactar con Canva ahora mismo. Inténtalo de nuevo en un momento.',
    );
    expect(
      refusal(
        await read(
          { powerId: 'canva', url: 'https://www.canva.com/design/Gone1/view' },
          {
            ...owner.auth,
            'accept-language': 'en',
          },
        ),
      ),
    ).toMatch(/^Canva cannot find that design or it is not public/);
  });

  it('limits how many designs one account reads in a window', async () => {
    const reader = await createVerifiedUser(ctx.app, `design-limit-${kind}@plubot.test`);
    const statuses: number[] = [];
    for (let call = 0; call < 31; call++) {
      statuses.push((await read({ powerId: 'figma', url: FIGMA_LINK }, reader.auth)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another account is not held back by it.
    expect((await read({ powerId: 'figma', url: FIGMA_LINK })).statusCode).toBe(200);
  });

  it('sends a stranger chatting with a published bot the card of its Figma node, and keeps it on reload', async () => {
    // Figma is a Pro power: its owner is on a paid plan.
    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
    const card = designCardResponseSchema.parse((await read({ powerId: 'figma', url: FIGMA_LINK })).json());
    const bot = await createPublishedBot(ctx.app, owner.auth, 'Pizzería', {
      nodes: [
        { id: 's', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'carta',
          type: 'power',
          position: { x: 0, y: 100 },
          data: {
            label: 'Carta',
            powerId: 'figma',
            designUrl: card.url,
            designTitle: card.title,
            designImage: card.thumbnailUrl,
          },
        },
        {
          id: 'q',
          type: 'message',
          position: { x: 0, y: 200 },
          data: {
            label: 'Pregunta',
            message: '¿Te gusta?',
            capture: { variable: 'opinion', validation: 'text' },
          },
        },
        { id: 'e', type: 'end', position: { x: 0, y: 300 }, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 's-carta', source: 's', target: 'carta' },
        { id: 'carta-q', source: 'carta', target: 'q' },
        { id: 'q-e', source: 'q', target: 'e' },
      ],
    });

    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const turn = chatTurnResponseSchema.parse(started.json());
    const shown = turn.messages.find((message) => message.nodeId === 'carta');
    expect(shown).toMatchObject({
      text: `Carta de verano\n${FIGMA_LINK}`,
      card: { title: 'Carta de verano', url: FIGMA_LINK, imageUrl: PREVIEW, linkLabel: 'Abrir el diseño' },
    });
    expect(turn.messages.at(-1)?.text).toBe('¿Te gusta?');

    const transcript = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/sessions/${turn.sessionId}?publicId=${bot.publicId}`,
      headers: visitorHeaders(started.json()),
    });
    expect(transcript.statusCode, transcript.body).toBe(200);
    const kept = chatTranscriptResponseSchema.parse(transcript.json()).messages;
    expect(kept.find((message) => message.card)).toMatchObject({
      from: 'bot',
      text: `Carta de verano\n${FIGMA_LINK}`,
      card: { title: 'Carta de verano', url: FIGMA_LINK, imageUrl: PREVIEW },
    });

    // A visitor whose browser speaks English reads the link in English.
    const english = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      headers: { 'accept-language': 'en' },
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    const englishCard = chatTurnResponseSchema.parse(english.json()).messages.find((message) => message.card);
    expect(englishCard?.card?.linkLabel).toBe('Open the design');
  });
});
