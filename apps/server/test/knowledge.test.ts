import {
  knowledgeSearchResponseSchema,
  knowledgeSourceResponseSchema,
  knowledgeSourcesResponseSchema,
} from '@plubot/contracts';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgePassages } from '../src/db/schema';
import { buildManualPdf } from '../src/modules/knowledge/readers/pdf/pdfFixtures';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { testDatabaseKinds } from './testDatabases';

/** A multipart body with one file (and an optional title), as a browser's FormData sends it. */
function multipartFile(
  auth: Record<string, string>,
  fileName: string,
  type: string,
  bytes: Uint8Array,
  title?: string,
) {
  const boundary = '----plubot-knowledge';
  const head =
    (title ? `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` : '') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const FAQ = [
  {
    question: '¿Cuánto tarda el envío?',
    answer: 'Los pedidos a la Península llegan en 48 horas laborables.',
  },
  {
    question: '¿Puedo devolver un producto?',
    answer: 'Sí, tienes 30 días desde la entrega para devolverlo gratis.',
  },
  { question: '¿Qué formas de pago aceptan?', answer: 'Aceptamos tarjeta, Bizum y transferencia bancaria.' },
];

// Knowledge (issue #30): a bot's sources — FAQ, text, files, web pages — are read off the request
// into passages, searched without any AI provider, kept within the plan, and only for their owner.
describe.each(testDatabaseKinds)('knowledge sources on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let site: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let botId: string;
  const sources = () => `/api/plubots/${botId}/knowledge/sources`;

  beforeAll(async () => {
    site = await startLocalHttpReceiver((request) => {
      if (request.url === '/robots.txt') return { body: 'User-agent: *\nDisallow: /privado\n' };
      if (request.url === '/sitemap.xml')
        return {
          headers: { 'content-type': 'application/xml' },
          body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://localhost:${site.port}/horarios</loc></url><url><loc>http://localhost:${site.port}/envios</loc></url></urlset>`,
        };
      if (request.url === '/envios')
        return {
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: '<html><head><title>Envíos</title></head><body><h1>Envíos</h1><p>Enviamos a toda España en 48 horas.</p></body></html>',
        };
      if (request.url === '/horarios')
        return {
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: '<html><head><title>Horarios de la tienda</title></head><body><nav>Menú</nav><h1>Horarios</h1><p>Abrimos de lunes a sábado de 10:00 a 20:00. Los domingos y festivos la tienda está cerrada.</p></body></html>',
        };
      return { status: 404, body: 'no' };
    });
    ctx = await buildTestApp(kind, { HTTP_ALLOWED_HOSTS: `localhost:${site.port}`, KNOWLEDGE_SWEEP_MS: '0' });
    owner = await createVerifiedUser(ctx.app, `knowledge-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `knowledge-other-${kind}@plubot.test`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Tienda Nova', tone: 'neutral' },
    });
    botId = created.json().plubot.id;
  });
  afterAll(async () => {
    await ctx?.close();
    await site?.close();
  });

  /** Waits until the source is read (ready or failed) and answers it with its passages. */
  async function settled(sourceId: string) {
    // Up to 30 s by the clock, as `waitForSource`: on a busy machine each read waits too.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const read = await ctx.app.inject({
        method: 'GET',
        url: `${sources()}/${sourceId}`,
        headers: owner.auth,
      });
      const body = knowledgeSourceResponseSchema.parse(read.json());
      if (body.source.status !== 'processing') return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`source ${sourceId} never settled`);
  }
  const add = async (payload: object) => {
    const added = await ctx.app.inject({ method: 'POST', url: sources(), headers: owner.auth, payload });
    expect(added.statusCode, added.body).toBe(201);
    return knowledgeSourceResponseSchema.parse(added.json()).source;
  };
  const search = async (query: string) => {
    const found = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${botId}/knowledge/search`,
      headers: owner.auth,
      payload: { query },
    });
    expect(found.statusCode, found.body).toBe(200);
    return knowledgeSearchResponseSchema.parse(found.json());
  };

  it('reads a FAQ off the request and answers a paraphrased question without AI', async () => {
    const added = await add({ kind: 'faq', title: 'Preguntas de la tienda', pairs: FAQ });
    expect(added.status).toBe('processing');
    const ready = await settled(added.id);
    expect(ready.source).toMatchObject({ status: 'ready', passageCount: 3, error: null });
    expect(ready.passages.map((passage) => passage.question)).toEqual(FAQ.map((pair) => pair.question));

    const found = await search('cuanto tardan en llegar los pedidos');
    expect(found.confident).toBe(true);
    expect(found.answer).toContain('48 horas');
    expect(found.results[0]).toMatchObject({ sourceTitle: 'Preguntas de la tienda' });
    const unknown = await search('¿venden entradas para el fútbol?');
    expect(unknown.confident).toBe(false);
    expect(unknown.answer).toBeNull();
  });

  it('reads a PDF, a Word file and a CSV made here, and a text', async () => {
    const pdf = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      ...multipartFile(owner.auth, 'manual.pdf', 'application/pdf', await buildManualPdf(3), 'Manual'),
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const word = new Uint8Array(
      await Packer.toBuffer(
        new Document({
          sections: [
            {
              children: [
                new Paragraph({ text: 'Garantía', heading: HeadingLevel.HEADING_1 }),
                new Paragraph('Todos los aparatos tienen dos años de garantía desde la compra.'),
              ],
            },
          ],
        }),
      ),
    );
    const docx = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      ...multipartFile(
        owner.auth,
        'garantia.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        word,
      ),
    });
    expect(docx.statusCode, docx.body).toBe(201);
    const csv = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      ...multipartFile(
        owner.auth,
        'tallas.csv',
        'text/csv',
        new TextEncoder().encode(
          'pregunta;respuesta\n¿Qué tallas tienen?;De la XS a la XXL en toda la ropa.\n',
        ),
      ),
    });
    expect(csv.statusCode, csv.body).toBe(201);
    const text = await add({
      kind: 'text',
      title: 'Aparcamiento',
      body: '# Dónde aparcar\n\nHay un aparcamiento gratuito para clientes detrás de la tienda, con 40 plazas.',
    });

    for (const response of [pdf, docx, csv]) {
      const ready = await settled(knowledgeSourceResponseSchema.parse(response.json()).source.id);
      expect(ready.source.status, JSON.stringify(ready.source.error)).toBe('ready');
      expect(ready.passages.length).toBeGreaterThan(0);
    }
    expect((await settled(text.id)).passages[0]?.headings).toContain('Dónde aparcar');
    expect((await search('garantia de los aparatos')).answer).toContain('dos años de garantía');
    expect((await search('que tallas teneis')).answer).toContain('XS a la XXL');
    expect((await search('donde puedo estacionar el coche')).results[0]).toMatchObject({
      sourceTitle: 'Aparcamiento',
    });
  });

  it('reads a web page of a local site, and refuses a private address and a page robots.txt forbids', async () => {
    const page = await add({ kind: 'url', url: `http://localhost:${site.port}/horarios` });
    const ready = await settled(page.id);
    expect(ready.source.status, JSON.stringify(ready.source.error)).toBe('ready');
    expect(ready.passages.map((passage) => passage.text).join(' ')).toContain('lunes a sábado');
    expect(ready.passages.map((passage) => passage.text).join(' ')).not.toContain('Menú');
    expect((await search('a que hora abren el sabado')).answer).toContain('10:00 a 20:00');

    const forbidden = await settled(
      (await add({ kind: 'url', url: `http://localhost:${site.port}/privado` })).id,
    );
    expect(forbidden.source).toMatchObject({ status: 'error', error: { code: 'robots' } });
    const privateAddress = await settled((await add({ kind: 'url', url: 'http://10.0.0.7/precios' })).id);
    expect(privateAddress.source).toMatchObject({ status: 'error', error: { code: 'blocked' } });
    expect(privateAddress.source.error?.message).toContain('no se puede leer desde Plubot');
  });

  it('reads every page of a sitemap, the pages read shown while it reads', async () => {
    const added = await add({ kind: 'url', url: `http://localhost:${site.port}/sitemap.xml`, sitemap: true });
    expect(added).toMatchObject({ status: 'processing', progress: null });
    const ready = await settled(added.id);
    expect(ready.source).toMatchObject({ status: 'ready', progress: null });
    const texts = ready.passages.map((passage) => passage.text).join(' ');
    expect(texts).toContain('lunes a sábado');
    expect(texts).toContain('48 horas');
  });

  it('edits, reads again and deletes a source, with every passage', async () => {
    const text = await add({
      kind: 'text',
      title: 'Regalos',
      body: 'Envolvemos los regalos gratis si lo pides al pagar.',
    });
    await settled(text.id);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${sources()}/${text.id}`,
      headers: owner.auth,
      payload: { body: 'Envolvemos los regalos por 2 euros si lo pides al pagar.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await settled(text.id)).passages[0]?.text).toContain('2 euros');
    const wrongField = await ctx.app.inject({
      method: 'PUT',
      url: `${sources()}/${text.id}`,
      headers: owner.auth,
      payload: { url: 'https://example.com' },
    });
    expect(wrongField.statusCode).toBe(422);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${sources()}/${text.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    const [left] = await ctx.db
      .select({ passages: count() })
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceId, text.id));
    expect(Number(left?.passages)).toBe(0);
    expect((await search('envolver regalos')).confident).toBe(false);
  });

  it('shows a bot’s knowledge to its owner only, and refuses bad input with a clear message', async () => {
    const [mine] = knowledgeSourcesResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: sources(), headers: owner.auth })).json(),
    ).sources;
    expect(mine).toBeDefined();
    const theirs = [
      { method: 'GET' as const, url: sources() },
      {
        method: 'POST' as const,
        url: sources(),
        payload: { kind: 'text', title: 'Mía', body: 'Texto ajeno.' },
      },
      { method: 'GET' as const, url: `${sources()}/${mine?.id}` },
      { method: 'PUT' as const, url: `${sources()}/${mine?.id}`, payload: { title: 'Cambiada' } },
      { method: 'DELETE' as const, url: `${sources()}/${mine?.id}` },
      { method: 'POST' as const, url: `/api/plubots/${botId}/knowledge/search`, payload: { query: 'envío' } },
      { method: 'GET' as const, url: `/api/plubots/${botId}/knowledge/unanswered` },
      {
        method: 'POST' as const,
        url: `/api/plubots/${botId}/knowledge/unanswered/answer`,
        payload: {
          questionIds: ['00000000-0000-4000-8000-000000000000'],
          question: '¿Abren hoy?',
          answer: 'Sí.',
        },
      },
    ];
    for (const call of theirs) {
      expect((await ctx.app.inject({ ...call, headers: stranger.auth })).statusCode, call.url).toBe(404);
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
    }
    const bad = [
      { kind: 'faq', pairs: [] },
      { kind: 'text', title: '', body: 'x' },
      { kind: 'url', url: 'ftp://tienda' },
      { kind: 'video', url: 'https://tienda.es' },
    ];
    for (const payload of bad) {
      const refused = await ctx.app.inject({ method: 'POST', url: sources(), headers: owner.auth, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().message).toBeTruthy();
    }
    const badCalls = [
      { method: 'POST' as const, url: `/api/plubots/${botId}/knowledge/search`, payload: { query: '' } },
      { method: 'PUT' as const, url: `${sources()}/${mine?.id}`, payload: { title: 7 } },
      {
        method: 'POST' as const,
        url: `/api/plubots/${botId}/knowledge/unanswered/answer`,
        payload: { questionIds: ['no-es-un-id'], question: '¿Abren?', answer: 'Sí.' },
      },
    ];
    for (const call of badCalls) {
      const refused = await ctx.app.inject({ ...call, headers: owner.auth });
      expect(refused.statusCode, call.url).toBe(422);
      expect(refused.json().message).toBeTruthy();
    }
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      headers: { ...owner.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nSolo título\r\n--x--\r\n',
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().code).toBe('KNOWLEDGE_FILE_REQUIRED');
    // A body cut short is the client's mistake, answered as such.
    const cut = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      headers: { ...owner.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhola',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('BAD_REQUEST');
    const exe = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      ...multipartFile(owner.auth, 'virus.exe', 'application/octet-stream', new Uint8Array([77, 90])),
    });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().message).toContain('PDF');
    const unknownSource = await ctx.app.inject({
      method: 'GET',
      url: `${sources()}/00000000-0000-4000-8000-000000000000`,
      headers: owner.auth,
    });
    expect(unknownSource.statusCode).toBe(404);
  });

  it('keeps a free bot within 20 sources and 2 MB, saying so', async () => {
    const big = new TextEncoder().encode(`${'Texto largo de la tienda. '.repeat(100_000)}`);
    const tooHeavy = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      ...multipartFile(owner.auth, 'catalogo.txt', 'text/plain', big),
    });
    expect(tooHeavy.statusCode).toBe(403);
    expect(tooHeavy.json()).toMatchObject({ code: 'KNOWLEDGE_BYTES_LIMIT' });
    expect(tooHeavy.json().message).toContain('2 MB');
    const listed = knowledgeSourcesResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: sources(), headers: owner.auth })).json(),
    );
    for (let added = listed.usage.sources; added < listed.usage.maxSources; added++) {
      await add({ kind: 'text', title: `Nota ${added}`, body: `Nota número ${added} de la tienda.` });
    }
    const over = await ctx.app.inject({
      method: 'POST',
      url: sources(),
      headers: owner.auth,
      payload: { kind: 'text', title: 'Una más', body: 'No cabe.' },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'KNOWLEDGE_SOURCES_LIMIT' });
    expect(over.json().message).toContain('20 fuentes');
  });
});
