// `npm run bench:channels` (issue #33): the official channels under load on PostgreSQL — the time
// from a webhook's POST (Telegram, WhatsApp Cloud API) to the stand-in of the Bot API / Graph API
// receiving the bot's reply for that contact, at a fixed offered rate (open loop) from many
// contacts each writing a few messages in sequence, beside the web chat's turn time at the same rate
// in the same run. Checks every message got exactly one reply (lost, duplicates, unexpected replies
// are printed). Prints figures; asserts nothing.
// Usage: npm run bench:channels -- [--rate 200] [--seconds 15] [--warmup 2] [--contacts 1000]
//   [--bots N] [--whatsapp-rate 18] [--drain 30] [--json]
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names the server; a scratch database is created there and dropped. BENCH_REDIS_URL adds Redis.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  META_APP_SECRET,
  META_PHONE_NUMBER_ID,
  META_WHATSAPP_TOKEN,
  type MetaSentMessage,
  signedDelivery,
  startMetaGraphStandIn,
  whatsAppMessageBody,
} from '../test/metaGraphStandIn';
import { type StandInTelegramBot, startTelegramStandIn, type TelegramCall } from '../test/telegramStandIn';
import { createReplyLedger, drain, onPush, quantile, type ReplyLedger, runOpenLoop } from './channelsLoad';
import { agent, connectChannel, createBot, createOwner, request, startServer } from './channelsSetup';
import { createScratchDatabase } from './scratchDatabase';

/** The webhooks' limit per bot and rate-limit window (`UPDATES_PER_WINDOW`, `DELIVERIES_PER_WINDOW`). */
const WEBHOOK_LIMIT_PER_WINDOW = 1200;
const WINDOW_SECONDS = 60;

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '2' },
    contacts: { type: 'string', default: '1000' },
    bots: { type: 'string' },
    'whatsapp-rate': { type: 'string' },
    drain: { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONTACTS = Number(args.contacts);
const DRAIN_MS = Number(args.drain) * 1000;
const RUN_SECONDS = SECONDS + WARMUP;
// Each bot's webhook takes 1,200 updates a minute: the Telegram load is spread over enough bots to
// stay under it (a server's 200 messages/s come from many bots); --bots 1 shows the limit at work.
const TELEGRAM_BOTS = Number(
  args.bots ?? Math.max(1, Math.ceil((RATE * Math.min(RUN_SECONDS, WINDOW_SECONDS)) / 1000)),
);
// One WhatsApp Cloud number is one bot (a number serves one Plubot): its sustained ceiling is
// 1,200 deliveries a minute, 20/s.
const WHATSAPP_RATE = Number(args['whatsapp-rate'] ?? Math.min(RATE, 18));
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL;
const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** With --json the JSON goes to stdout alone; what people read goes to stderr. */
const say = (line: string) => (args.json ? console.error(line) : console.log(line));
const formatLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Figures {
  measure: string;
  offeredRate: number;
  achievedRate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  messages: number;
  answered: number;
  lost: number;
  duplicates: number;
  unexpected: number;
  refused: number;
  examples: string[];
}

function toFigures(measure: string, offeredRate: number, achievedRate: number, ledger: ReplyLedger): Figures {
  const { latencies, ...counts } = ledger.summary();
  return {
    measure,
    offeredRate,
    achievedRate,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    ...counts,
  };
}

/** What a contact sends as its `step`-th message, and the text its one reply must contain. */
function scriptStep(contact: number, step: number) {
  // A first message opens the conversation: the bot's greeting ('¡Hola! Soy <bot>…'), then its question.
  if (step === 0) return { kind: 'open' as const, expect: ['Soy Bench', '¿Cómo te llamas?'] };
  if (step % 2 === 1) {
    const name = `Ana ${contact}-${step}`;
    return { kind: 'text' as const, text: name, expect: [`${name}.`] };
  }
  return { kind: 'button' as const, optionId: 'c1', title: 'Uno', expect: ['Elegiste Uno'] };
}

const countedAfter = (scheduledAt: number, begin: number) => scheduledAt >= begin + WARMUP * 1000;

/** The web chat at `RATE`: each visitor's first message is a start, the next ones replies. */
async function measureWebChat(port: number, publicId: string): Promise<Figures> {
  const ledger = createReplyLedger();
  const visitors = new Map<number, { sessionId?: string; token?: string; chain: Promise<void> }>();
  const begin = performance.now();
  const loop = await runOpenLoop(RATE, RUN_SECONDS, (index, scheduledAt) => {
    const contact = index % CONTACTS;
    const step = scriptStep(contact, Math.floor(index / CONTACTS));
    const key = `web-${contact}`;
    const visitor = visitors.get(contact) ?? { chain: Promise.resolve() };
    visitors.set(contact, visitor);
    const pending = ledger.expect(key, scheduledAt, step.expect, countedAfter(scheduledAt, begin));
    // A person waits for the page's answer before writing again: each visitor's requests in turn.
    visitor.chain = visitor.chain.then(async () => {
      const address = {
        'x-forwarded-for': `10.${(contact >> 16) & 255}.${(contact >> 8) & 255}.${contact & 255}`,
      };
      const answer =
        step.kind === 'open'
          ? await request(port, 'POST', `/api/chat/${publicId}/start`, { body: {}, headers: address })
          : await request(port, 'POST', `/api/chat/sessions/${visitor.sessionId ?? 'none'}/reply`, {
              body: step.kind === 'text' ? { text: step.text } : { optionId: step.optionId },
              headers: { ...address, 'x-visitor-token': visitor.token ?? '' },
            });
      if (answer.status !== 200) {
        pending.refuse();
        return;
      }
      if (step.kind === 'open') {
        visitor.sessionId = answer.body.sessionId as string;
        visitor.token = answer.body.visitorToken as string;
      }
      ledger.receive(key, JSON.stringify(answer.body.messages ?? []), performance.now());
    });
    return visitor.chain.catch(() => pending.refuse());
  });
  return toFigures('web chat: request → response', RATE, loop.achievedRate, ledger);
}

/** Telegram at `RATE` over `bots`: updates posted to the webhook, replies heard at the stand-in. */
async function measureTelegram(
  port: number,
  bots: { id: string; secret: string }[],
  listen: (ledger: ReplyLedger) => void,
) {
  const ledger = createReplyLedger();
  listen(ledger);
  const acks: number[] = [];
  let buttons = 0;
  const begin = performance.now();
  const loop = await runOpenLoop(RATE, RUN_SECONDS, async (index, scheduledAt) => {
    const contact = index % CONTACTS;
    const step = scriptStep(contact, Math.floor(index / CONTACTS));
    const bot = bots[contact % bots.length];
    if (!bot) return;
    const chatId = 800_000_000 + contact;
    if (step.kind === 'button') buttons += 1;
    const from = { id: chatId, is_bot: false, first_name: 'Ana', language_code: 'es' };
    const update =
      step.kind === 'button'
        ? {
            update_id: index + 1,
            callback_query: {
              id: `cb-${index}`,
              from,
              message: { message_id: 1, chat: { id: chatId, type: 'private' }, date: 1767225600, text: '…' },
              chat_instance: '1',
              data: step.optionId,
            },
          }
        : {
            update_id: index + 1,
            message: {
              message_id: index + 1,
              from,
              chat: { id: chatId, type: 'private', first_name: 'Ana' },
              date: Math.floor(Date.now() / 1000),
              text: step.kind === 'text' ? step.text : 'Hola',
            },
          };
    const pending = ledger.expect(String(chatId), scheduledAt, step.expect, countedAfter(scheduledAt, begin));
    const answer = await request(port, 'POST', `/api/channels/telegram/${bot.id}`, {
      raw: JSON.stringify(update),
      headers: { [TELEGRAM_SECRET_HEADER]: bot.secret },
    }).catch(() => ({ status: 0, body: {} }));
    if (answer.status !== 200) pending.refuse();
    else if (countedAfter(scheduledAt, begin)) acks.push(performance.now() - scheduledAt);
  });
  await drain(ledger, DRAIN_MS);
  acks.sort((a, b) => a - b);
  return {
    figures: toFigures('Telegram: webhook → sendMessage', RATE, loop.achievedRate, ledger),
    acks,
    buttons,
  };
}

/** WhatsApp Cloud at `WHATSAPP_RATE` on one number: signed deliveries, replies heard at the stand-in. */
async function measureWhatsApp(port: number, botId: string, listen: (ledger: ReplyLedger) => void) {
  const ledger = createReplyLedger();
  listen(ledger);
  // As many messages per contact as on the other channels.
  const contacts = Math.max(1, Math.round((CONTACTS * WHATSAPP_RATE) / RATE));
  const begin = performance.now();
  const loop = await runOpenLoop(WHATSAPP_RATE, RUN_SECONDS, async (index, scheduledAt) => {
    const contact = index % contacts;
    const step = scriptStep(contact, Math.floor(index / contacts));
    const from = String(34_600_000_000 + contact);
    const body = whatsAppMessageBody({
      from,
      id: `wamid.bench-${index}`,
      message:
        step.kind === 'button'
          ? { kind: 'button', id: step.optionId, title: step.title }
          : { kind: 'text', text: step.kind === 'text' ? step.text : 'Hola' },
    });
    const delivery = signedDelivery(body);
    const pending = ledger.expect(from, scheduledAt, step.expect, countedAfter(scheduledAt, begin));
    const answer = await request(port, 'POST', `/api/channels/meta/${botId}`, {
      raw: delivery.rawBody,
      headers: delivery.headers,
    }).catch(() => ({ status: 0, body: {} }));
    if (answer.status !== 200) pending.refuse();
  });
  await drain(ledger, DRAIN_MS);
  return toFigures('WhatsApp Cloud: webhook → messages', WHATSAPP_RATE, loop.achievedRate, ledger);
}

function printTable(rows: Figures[]) {
  const ms = (value: number) => value.toFixed(1).padStart(8);
  say(
    `${'measure'.padEnd(36)} ${'offered'.padStart(8)} ${'achieved'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  answered/sent  lost  dup  unexp  refused`,
  );
  for (const row of rows) {
    say(
      `${row.measure.padEnd(36)} ${`${row.offeredRate}/s`.padStart(8)} ${`${row.achievedRate.toFixed(1)}/s`.padStart(9)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ${ms(row.max)}  ${`${row.answered}/${row.messages}`.padStart(13)} ${String(row.lost).padStart(5)} ${String(row.duplicates).padStart(4)} ${String(row.unexpected).padStart(6)} ${String(row.refused).padStart(8)}`,
    );
  }
  for (const row of rows) for (const example of row.examples) say(`  ${row.measure}: ${example}`);
}

async function main() {
  const loadBefore = formatLoad();
  const scratch = await createScratchDatabase(ADMIN_URL, 'channels');
  const databaseName = new URL(scratch.url).pathname.slice(1);
  const telegramBots: StandInTelegramBot[] = Array.from({ length: TELEGRAM_BOTS }, (_, index) => ({
    token: `${7_100_000_001 + index}:AABenchTokenForTheLocalStandIn_${String(index).padStart(5, '0')}`,
    id: 7_100_000_001 + index,
    username: `bench_${index}_bot`,
    firstName: `Bench ${index}`,
  }));
  const telegram = await startTelegramStandIn(telegramBots);
  const meta = await startMetaGraphStandIn();
  // Every reply the stand-ins take goes to the ledger of the measure running.
  let telegramLedger: ReplyLedger | undefined;
  let whatsAppLedger: ReplyLedger | undefined;
  let callbacksAnswered = 0;
  onPush<TelegramCall>(telegram.calls, (call) => {
    if (call.method === 'answerCallbackQuery') callbacksAnswered += 1;
    if (call.method !== 'sendMessage') return;
    telegramLedger?.receive(String(call.payload.chat_id), String(call.payload.text ?? ''), performance.now());
  });
  onPush<MetaSentMessage>(meta.sent, (sent) => {
    const body = sent.body as {
      to?: string;
      text?: { body?: string };
      interactive?: { body?: { text?: string } };
    };
    const text = body.text?.body ?? body.interactive?.body?.text ?? '';
    whatsAppLedger?.receive(String(body.to), text, performance.now());
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({
      NODE_ENV: 'development',
      // Behind a trusted proxy, so each simulated web visitor has its own address.
      TRUST_PROXY: 'true',
      APP_ORIGIN: 'https://plubot.example.com',
      DATABASE_URL: scratch.url,
      TELEGRAM_API_URL: telegram.url,
      ...meta.env,
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${telegram.port},${meta.allowedHost}`,
      ...(REDIS_URL ? { REDIS_URL } : {}),
    });
    const { port } = server;
    const auth = await createOwner(port, scratch.url);
    const bots: { id: string; publicId: string; secret: string }[] = [];
    for (const [index, telegramBot] of telegramBots.entries()) {
      const bot = await createBot(port, auth, `Bench ${index}`);
      await connectChannel(port, auth, bot.id, 'telegram', { token: telegramBot.token });
      const secret = String(telegram.webhookOf(telegramBot.token)?.secret_token ?? '');
      bots.push({ ...bot, secret });
    }
    const first = bots[0];
    if (!first) throw new Error('no bot');
    await connectChannel(port, auth, first.id, 'whatsapp-cloud', {
      phoneNumberId: META_PHONE_NUMBER_ID,
      accessToken: META_WHATSAPP_TOKEN,
      appSecret: META_APP_SECRET,
    });

    say(
      `Plubot channels benchmark: ${RATE} messages/s offered (open loop) for ${SECONDS} s after ${WARMUP} s of warm-up, ` +
        `from ${CONTACTS} contacts writing ${Math.ceil((RATE * RUN_SECONDS) / CONTACTS)} messages each in sequence ` +
        `(a greeting, a name, a menu button…).\nPostgreSQL (scratch database ${databaseName}), Redis ${REDIS_URL ? 'on' : 'off'}, ` +
        `server at its default log level; ${cpus().length} cores, load ${loadBefore} before.\n` +
        `Telegram: ${TELEGRAM_BOTS} bots (the webhook takes ${WEBHOOK_LIMIT_PER_WINDOW} updates a minute per bot). ` +
        `WhatsApp Cloud: one number, ${WHATSAPP_RATE}/s (one number's webhook takes ${WEBHOOK_LIMIT_PER_WINDOW} a minute).\n` +
        "Each time counts from the message's scheduled send to its reply (web chat: the response; channels: the reply reaching the stand-in).",
    );
    const web = await measureWebChat(port, first.publicId);
    const callbacksBefore = callbacksAnswered;
    const telegramRun = await measureTelegram(port, bots, (ledger) => {
      telegramLedger = ledger;
    });
    const callbacks = callbacksAnswered - callbacksBefore;
    const whatsApp = await measureWhatsApp(port, first.id, (ledger) => {
      whatsAppLedger = ledger;
    });
    const loadAfter = formatLoad();
    const rows = [web, telegramRun.figures, whatsApp];
    say('');
    printTable(rows);
    const acks = telegramRun.acks;
    say(
      `Telegram webhook answered (200) p50 ${quantile(acks, 0.5).toFixed(1)} ms, p99 ${quantile(acks, 0.99).toFixed(1)} ms; ` +
        `answerCallbackQuery calls ${callbacks} for ${telegramRun.buttons} buttons pressed.`,
    );
    say(`Load ${loadAfter} after (1, 5, 15 min).`);
    const problems = rows.reduce((sum, row) => sum + row.lost + row.duplicates + row.unexpected, 0);
    if (problems > 0) say('Some messages did not get exactly one reply: see lost, dup and unexp above.');
    if (args.json) {
      console.log(
        JSON.stringify(
          {
            rate: RATE,
            seconds: SECONDS,
            warmupSeconds: WARMUP,
            contacts: CONTACTS,
            telegramBots: TELEGRAM_BOTS,
            whatsAppRate: WHATSAPP_RATE,
            database: 'postgres',
            redis: Boolean(REDIS_URL),
            cores: cpus().length,
            load: { before: loadBefore, after: loadAfter },
            measures: rows,
            telegramWebhookAck: { p50: quantile(acks, 0.5), p99: quantile(acks, 0.99) },
            telegramCallbacksAnswered: callbacks,
          },
          null,
          2,
        ),
      );
    }
  } finally {
    await server?.stop();
    await telegram.close();
    await meta.close();
    agent.destroy();
    await scratch.drop();
  }
}

await main();
