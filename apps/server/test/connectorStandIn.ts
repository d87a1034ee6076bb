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
 * For the connectors' tests only: a local HTTP stand-in for Notion, HubSpot, Mailchimp, Trello, Asana
 * and Monday (every `*_API_URL` points at it) and the real connector context (the SSRF-safe client,
 * with the stand-in allowed). `reply(...)` queues the answers of the next requests (200 `{}` once they run out);
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
    TYPEFORM_API_URL: base,
    SURVEYMONKEY_API_URL: base,
    GA4_API_URL: base,
    MIXPANEL_API_URL: base,
    GITHUB_API_URL: base,
    ZENDESK_API_URL: base,
    INTERCOM_API_URL: base,
    TRELLO_API_URL: base,
    ASANA_API_URL: base,
    MONDAY_API_URL: base,
    GOOGLE_SHEETS_API_URL: base,
    GOOGLE_DRIVE_API_URL: base,
    GMAIL_API_URL: base,
    GOOGLE_USERINFO_URL: `${base}/userinfo`,
    HTTP_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
  });
  const ctx: ConnectorContext = createConnectorContext(config);
  return {
    ctx,
    /** The stand-in's own address: where a connection names its API host (Salesforce's `instance_url`). */
    url: base,
    received: receiver.received,
    /** The answers of the next requests, in order: JSON bodies are given as values, plain ones as `text`. */
    reply: (
      ...answers: { status?: number; headers?: Record<string, string>; json?: unknown; text?: string }[]
    ) => {
      for (const answer of answers) {
        const type = answer.text === undefined ? 'application/json' : 'text/plain; charset=utf-8';
        queued.push({
          status: answer.status ?? 200,
          headers: { 'content-type': type, ...answer.headers },
          body: answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json)),
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
