// The load of `npm run bench:channels`: messages sent on a fixed schedule whatever the server does
// (open loop), and the ledger that pairs each message with the one reply it must get.
import { performance } from 'node:perf_hooks';

/**
 * Calls `send(index, scheduledAt)` for `rate × seconds` messages, each at its own time on a fixed
 * schedule (`performance.now()` milliseconds), without waiting for earlier ones: a server that falls
 * behind shows it in the figures instead of slowing the load down. Resolves when every send settled,
 * with how many were sent, over how long, and how late the sender itself ran at worst.
 */
export async function runOpenLoop(
  rate: number,
  seconds: number,
  send: (index: number, scheduledAt: number) => Promise<void>,
) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const begin = performance.now() + 20;
  const sends: Promise<void>[] = [];
  let senderLate = 0;
  let last = begin;
  for (let index = 0; index < total; index += 1) {
    const scheduledAt = begin + index * interval;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    last = performance.now();
    senderLate = Math.max(senderLate, last - scheduledAt);
    sends.push(send(index, scheduledAt));
  }
  await Promise.all(sends);
  const spanSeconds = total > 1 ? (last - begin) / 1000 : 1;
  return { sent: total, achievedRate: total > 1 ? (total - 1) / spanSeconds : total, senderLate };
}

interface Pending {
  scheduledAt: number;
  /** The texts its reply must contain, in order (one message each, or all in one web response). */
  expect: readonly string[];
  /** How many of them arrived. */
  got: number;
  /** False in the warm-up: checked, but its time is not in the figures. */
  counted: boolean;
  refused: boolean;
}

/**
 * Pairs replies with messages, per contact, in order: each message expects exactly one reply — one
 * bot message per expected text, in order (the opening one: the bot's greeting, then its question). A reply that matches a message already answered is a duplicate; one
 * that matches nothing is unexpected; a message still unanswered at the end is lost. A message the
 * webhook refused (not 200) is counted apart and expects nothing.
 */
export function createReplyLedger() {
  const waiting = new Map<string, Pending[]>();
  const answeredTexts = new Map<string, string[]>();
  const latencies: number[] = [];
  let expected = 0;
  let refused = 0;
  let duplicates = 0;
  let unexpected = 0;
  let outstanding = 0;
  let answeredCount = 0;
  const examples: string[] = [];

  const note = (kind: string, contact: string, text: string) => {
    if (examples.length < 5) examples.push(`${kind} to ${contact}: ${JSON.stringify(text.slice(0, 80))}`);
  };

  return {
    /** A message to `contact` is about to be sent; returns a handle to mark it refused. */
    expect(contact: string, scheduledAt: number, texts: readonly string[], counted = true) {
      const entry: Pending = { scheduledAt, expect: texts, got: 0, counted, refused: false };
      const queue = waiting.get(contact) ?? [];
      queue.push(entry);
      waiting.set(contact, queue);
      expected += 1;
      outstanding += 1;
      return {
        refuse() {
          const index = queue.indexOf(entry);
          if (index === -1 || entry.refused) return;
          entry.refused = true;
          queue.splice(index, 1);
          refused += 1;
          outstanding -= 1;
        },
      };
    },
    /** A reply reached `contact` at `arrivedAt`. */
    receive(contact: string, text: string, arrivedAt: number) {
      const queue = waiting.get(contact) ?? [];
      const head = queue[0];
      const part = head?.expect[head.got];
      if (head && part !== undefined && text.includes(part)) {
        const answered = answeredTexts.get(contact) ?? [];
        answeredTexts.set(contact, answered);
        while (head.got < head.expect.length && text.includes(head.expect[head.got] ?? '')) {
          answered.push(head.expect[head.got] ?? '');
          head.got += 1;
        }
        if (head.got < head.expect.length) return;
        queue.shift();
        outstanding -= 1;
        answeredCount += 1;
        if (head.counted) latencies.push(arrivedAt - head.scheduledAt);
        return;
      }
      if ((answeredTexts.get(contact) ?? []).some((done) => text.includes(done))) {
        duplicates += 1;
        note('duplicate', contact, text);
      } else {
        unexpected += 1;
        note('unexpected', contact, text);
      }
    },
    /** Messages sent and not yet answered. */
    outstanding: () => outstanding,
    /** The figures: latencies (ms, sorted), and the counts. */
    summary() {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        messages: expected,
        answered: answeredCount,
        lost: outstanding,
        duplicates,
        unexpected,
        refused,
        latencies: sorted,
        examples,
      };
    },
  };
}

export type ReplyLedger = ReturnType<typeof createReplyLedger>;

/** Waits until every message is answered (or `timeoutMs`), then `settleMs` more for late duplicates. */
export async function drain(ledger: ReplyLedger, timeoutMs: number, settleMs = 1000) {
  const giveUpAt = performance.now() + timeoutMs;
  while (ledger.outstanding() > 0 && performance.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/** The `q` quantile of sorted values (0 when empty). */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Calls `listener` with every item pushed onto `array` from now on — how the bench hears each call a
 * stand-in keeps (its `calls` or `sent` list) the moment it takes it, without copying the stand-in.
 */
export function onPush<Item>(array: Item[], listener: (item: Item) => void) {
  const push = array.push.bind(array);
  array.push = (...items: Item[]) => {
    const length = push(...items);
    for (const item of items) listener(item);
    return length;
  };
}
