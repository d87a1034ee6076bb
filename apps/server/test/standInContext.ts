import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import {
  type ConnectorContext,
  createConnectorContext,
} from '../src/modules/connections/services/serviceConnector';

/**
 * For a connector's tests against a stand-in of its service: the real connector context (the
 * SSRF-safe client) with the given `*_API_URL`s and the stand-in's `host:port` allowed. `close()`
 * removes the configuration's data directory.
 * @example createStandInContext(zoom.env, zoom.allowedHost)
 */
export function createStandInContext(env: Record<string, string>, allowedHost: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-stand-in-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
    HTTP_ALLOWED_HOSTS: allowedHost,
  });
  const ctx: ConnectorContext = createConnectorContext(config);
  return { ctx, config, close: () => rmSync(dataDir, { recursive: true, force: true }) };
}
