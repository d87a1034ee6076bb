import { describe, expect, it } from 'vitest';
import { buildHttpRequest, interpolateUrl } from './buildHttpRequest';

const row = (key: string, value: string) => ({ id: key, key, value });

describe('buildHttpRequest', () => {
  it('interpolates the URL and header values, with a 10 s timeout', () => {
    const result = buildHttpRequest(
      { method: 'GET', url: 'https://api.test/u/{{id}}', headers: [row('X-Id', '{{id}}'), row('', 'skip')] },
      { id: 42 },
    );
    expect(result).toEqual({
      ok: true,
      request: { method: 'GET', url: 'https://api.test/u/42', headers: { 'X-Id': '42' }, timeoutMs: 10_000 },
    });
  });

  it('sends a JSON body checked after interpolation, escaping values', () => {
    const result = buildHttpRequest(
      { method: 'POST', url: 'https://api.test', bodyType: 'json', bodyString: '{"name": "{{n}}"}' },
      { n: 'Ana "A"' },
    );
    expect(result.ok && JSON.parse(result.request.body ?? '')).toEqual({ name: 'Ana "A"' });
    expect(result.ok && result.request.headers['Content-Type']).toBe('application/json');
  });

  it('sends {} for an empty JSON body and keeps a given content type', () => {
    const result = buildHttpRequest(
      {
        method: 'PUT',
        url: 'https://a.test',
        bodyType: 'json',
        headers: [row('content-type', 'application/vnd+json')],
      },
      {},
    );
    expect(result.ok && result.request.body).toBe('{}');
    expect(result.ok && result.request.headers).toEqual({ 'content-type': 'application/vnd+json' });
  });

  it('refuses invalid JSON, an empty URL and unknown methods', () => {
    expect(
      buildHttpRequest({ method: 'POST', url: 'https://a.test', bodyType: 'json', bodyString: '{no' }, {}).ok,
    ).toBe(false);
    expect(buildHttpRequest({ url: '  {{nada}} ' }, {}).ok).toBe(false);
    expect(buildHttpRequest({ url: 'https://a.test', method: 'TRACE' }, {}).ok).toBe(false);
  });

  it('sends text and URL-encoded form bodies; GET carries none', () => {
    const text = buildHttpRequest(
      { method: 'POST', url: 'https://a.test', bodyType: 'text', bodyString: 'Hola {{n}}' },
      { n: 'Ana' },
    );
    expect(text.ok && text.request.body).toBe('Hola Ana');
    const form = buildHttpRequest(
      {
        method: 'POST',
        url: 'https://a.test',
        bodyType: 'form-data',
        bodyFormData: [row('n', '{{n}}'), row('q', 'a&b')],
      },
      { n: 'Ana María' },
    );
    expect(form.ok && form.request.body).toBe('n=Ana+Mar%C3%ADa&q=a%26b');
    const get = buildHttpRequest({ url: 'https://a.test', bodyType: 'text', bodyString: 'x' }, {});
    expect(get.ok && get.request.body).toBeUndefined();
  });
});

describe('interpolateUrl', () => {
  it('encodes values in the query string but not in the path', () => {
    expect(
      interpolateUrl('{{base}}/buscar?q={{q}}&n=1', { base: 'https://api.test/v1', q: 'Ana & Luis=1#x' }),
    ).toBe('https://api.test/v1/buscar?q=Ana%20%26%20Luis%3D1%23x&n=1');
  });
});
