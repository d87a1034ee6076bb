import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './isPublicAddress';
import { safeHttpRequest } from './safeHttpRequest';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '93.184.216.34'])('accepts %s', (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
});

describe('safeHttpRequest', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect-to-localhost') {
        res.writeHead(302, { location: `http://localhost:${port}/ok` });
        res.end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2_000);
      } else if (req.url === '/big') {
        res.end('x'.repeat(50_000));
      } else {
        let body = '';
        req.on('data', (c) => {
          body += c;
        });
        req.on('end', () => {
          res.setHeader('x-request-id', 'abc');
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ method: req.method, body }));
        });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    'http://127.0.0.1:1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://0.0.0.0/',
  ])('refuses %s without connecting', async (url) => {
    const result = await safeHttpRequest({ method: 'GET', url, timeoutMs: 2000 });
    expect(result).toMatchObject({ ok: false, error: 'blocked_address' });
  });

  it('refuses a host name that resolves to loopback', async () => {
    const result = await safeHttpRequest({ method: 'GET', url: `http://localhost:${port}/ok` });
    expect(result).toMatchObject({ ok: false, error: 'blocked_address' });
  });

  it('reaches an allowed host and sends the body', async () => {
    const result = await safeHttpRequest(
      {
        method: 'POST',
        url: `http://127.0.0.1:${port}/echo`,
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      },
      { allowedHosts: ['127.0.0.1'] },
    );
    expect(result).toMatchObject({ ok: true, status: 200, headers: { 'x-request-id': 'abc' } });
    if (result.ok) expect(JSON.parse(result.body)).toEqual({ method: 'POST', body: '{"a":1}' });
  });

  it('checks every redirect hop again', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/redirect-to-localhost` },
      { allowedHosts: ['127.0.0.1'] },
    );
    expect(result).toMatchObject({ ok: false, error: 'blocked_address' });
  });

  it('times out', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/slow`, timeoutMs: 200 },
      { allowedHosts: ['127.0.0.1'] },
    );
    expect(result).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('caps the response body', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/big` },
      { allowedHosts: ['127.0.0.1'], maxResponseBytes: 1000 },
    );
    expect(result).toMatchObject({ ok: true, truncated: true });
    if (result.ok) expect(result.body).toHaveLength(1000);
  });

  it('refuses other protocols and bad URLs', async () => {
    expect(await safeHttpRequest({ method: 'GET', url: 'file:///etc/passwd' })).toMatchObject({
      ok: false,
      error: 'unsupported_protocol',
    });
    expect(await safeHttpRequest({ method: 'GET', url: 'no es url' })).toMatchObject({
      ok: false,
      error: 'invalid_url',
    });
  });
});
