import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForRedirect, safeHttpRequest } from './safeHttpRequest';

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
    'http://[::7f00:1]/',
    'http://[::ffff:0:7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[64:ff9b:1::a9fe:a9fe]/',
    'http://[::ffff:127.0.0.1]/',
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
      { allowedHosts: [`127.0.0.1:${port}`] },
    );
    expect(result).toMatchObject({ ok: true, status: 200, headers: { 'x-request-id': 'abc' } });
    if (result.ok) expect(JSON.parse(result.body)).toEqual({ method: 'POST', body: '{"a":1}' });
  });

  it('checks every redirect hop again', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/redirect-to-localhost` },
      { allowedHosts: [`127.0.0.1:${port}`] },
    );
    expect(result).toMatchObject({ ok: false, error: 'blocked_address' });
  });

  it('times out', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/slow`, timeoutMs: 200 },
      { allowedHosts: [`127.0.0.1:${port}`] },
    );
    expect(result).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('caps the response body', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${port}/big` },
      { allowedHosts: [`127.0.0.1:${port}`], maxResponseBytes: 1000 },
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

  it('lets a host listed without a port reach a private address only on ports 80 and 443', async () => {
    const url = `http://127.0.0.1:${port}/echo`;
    for (const allowedHosts of [['127.0.0.1'], ['127.0.0.1:1'], [`localhost:${port}`]]) {
      expect(await safeHttpRequest({ method: 'GET', url }, { allowedHosts })).toMatchObject({
        ok: false,
        error: 'blocked_address',
      });
    }
    expect(
      await safeHttpRequest({ method: 'GET', url }, { allowedHosts: [`127.0.0.1:${port}`] }),
    ).toMatchObject({
      ok: true,
      status: 200,
    });
  });
});

describe('safeHttpRequest on a redirect', () => {
  const received: Record<string, Record<string, string | string[] | undefined>> = {};
  let first: Server;
  let second: Server;
  let firstPort: number;
  let secondPort: number;
  const credentials = {
    Authorization: 'Bearer sk-live-secreto',
    'Proxy-Authorization': 'Basic cHJveHk=',
    Cookie: 'session=abc',
    'X-Api-Key': 'clave-123',
    'X-Auth-Token': 'tok-456',
    Accept: 'application/json',
  };
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  beforeAll(async () => {
    first = createServer((req, res) => {
      received[`first${req.url}`] = req.headers;
      if (req.url === '/cross') res.writeHead(302, { location: `http://127.0.0.1:${secondPort}/landed` });
      else if (req.url === '/same') res.writeHead(302, { location: '/landed' });
      else if (req.url === '/by-name')
        res.writeHead(307, { location: `http://localhost:${firstPort}/landed` });
      res.end('ok');
    });
    second = createServer((req, res) => {
      received[`second${req.url}`] = req.headers;
      res.end('ok');
    });
    firstPort = await listen(first);
    secondPort = await listen(second);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => first.close(() => resolve()));
    await new Promise<void>((resolve) => second.close(() => resolve()));
  });
  const allowedHosts = () => [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`, `localhost:${firstPort}`];

  it('drops every credential header when the redirect goes to another port (another origin)', async () => {
    const result = await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${firstPort}/cross`, headers: credentials },
      { allowedHosts: allowedHosts() },
    );
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(received['first/cross']).toMatchObject({ authorization: credentials.Authorization });
    const landed = received['second/landed'];
    expect(landed).toBeDefined();
    for (const name of ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'x-auth-token']) {
      expect(landed?.[name]).toBeUndefined();
    }
    expect(landed?.accept).toBe('application/json');
  });

  it('drops them when only the host name changes, and keeps them on the same origin', async () => {
    await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${firstPort}/by-name`, headers: credentials },
      { allowedHosts: allowedHosts() },
    );
    expect(received['first/landed']?.authorization).toBeUndefined();
    expect(received['first/landed']?.['x-api-key']).toBeUndefined();
    delete received['first/landed'];
    await safeHttpRequest(
      { method: 'GET', url: `http://127.0.0.1:${firstPort}/same`, headers: credentials },
      { allowedHosts: allowedHosts() },
    );
    expect(received['first/landed']).toMatchObject({
      authorization: credentials.Authorization,
      cookie: credentials.Cookie,
      'x-api-key': credentials['X-Api-Key'],
    });
  });

  it('drops them on an https to http downgrade, even to the same host', () => {
    const from = new URL('https://api.example.com/v1');
    expect(headersForRedirect(credentials, from, new URL('http://api.example.com/v1'))).toEqual({
      Accept: 'application/json',
    });
    expect(headersForRedirect(credentials, from, new URL('https://api.example.com:8443/v1'))).toEqual({
      Accept: 'application/json',
    });
    expect(headersForRedirect(credentials, from, new URL('https://API.example.com:443/v2'))).toEqual(
      credentials,
    );
  });
});
