import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import {
  type ConnectorContext,
  createConnectorContext,
} from '../src/modules/connections/services/serviceConnector';
import { type ReceiverAnswer, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * For the connectors' tests only: a local HTTP stand-in for Notion, HubSpot and Mailchimp (every
 * `*_API_URL` points at it) and the real connector context (the SSRF-safe client, with the stand-in
 * allowed). `reply(...)` queues the answers of the next requests (200 `{}` once they run out);
 * `reset()` forgets what was received and queued.
 */
export async function startConnectorStandIn() {
  const queued: ReceiverAnswer[] = [];
  const receiver = await startLocalHttpReceiver(
    () => queued.shift() ?? { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' },
  );
  const base = `http://127.0.0.1:${receiver.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-connectors-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NOTION_API_URL: base,
    HUBSPOT_API_URL: base,
    MAILCHIMP_API_URL: base,
    HTTP_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
  });
  const ctx: ConnectorContext = createConnectorContext(config);
  return {
    ctx,
    received: receiver.received,
    /** The answers of the next requests, in order: JSON bodies are given as values. */
    reply: (...answers: { status?: number; headers?: Record<string, string>; json?: unknown }[]) => {
      for (const answer of answers) {
        queued.push({
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json', ...answer.headers },
          body: answer.json === undefined ? '' : JSON.stringify(answer.json),
        });
      }
    },
    reset: () => {
      receiver.received.length = 0;
      queued.length = 0;
    },
    close: async () => {
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The stand-in of a connector test. */
export type ConnectorStandIn = Awaited<ReturnType<typeof startConnectorStandIn>>;
