import { describe, expect, it } from 'vitest';
import { createNodeData } from '../catalogue/createNodeData';
import {
  applyHttpBodyType,
  applyResponseMappingSource,
  canRunHttpTest,
  getResponseMappingHint,
  parseHttpJsonBody,
} from './httpNodeRules';

const filled = {
  ...createNodeData('httpRequest', 'h'),
  bodyType: 'json' as const,
  bodyString: '{"a":1}',
  bodyFormData: [{ id: 'f', key: 'k', value: 'v' }],
};

describe('applyHttpBodyType', () => {
  it("'none' clears the text and the form fields", () => {
    expect(applyHttpBodyType(filled, 'none')).toMatchObject({
      bodyType: 'none',
      bodyString: '',
      bodyFormData: [],
    });
  });

  it("'json' and 'text' clear the form fields only", () => {
    expect(applyHttpBodyType(filled, 'text')).toMatchObject({ bodyString: '{"a":1}', bodyFormData: [] });
    expect(applyHttpBodyType(filled, 'json')).toMatchObject({ bodyString: '{"a":1}', bodyFormData: [] });
  });

  it("'form-data' clears the text body only", () => {
    expect(applyHttpBodyType(filled, 'form-data')).toMatchObject({
      bodyString: '',
      bodyFormData: filled.bodyFormData,
    });
  });
});

describe('applyResponseMappingSource', () => {
  const mapping = { id: 'r', source: 'body_json_path' as const, pathOrKey: 'data.id', targetVariable: 'id' };

  it("clears the path or key when 'status_code' is chosen", () => {
    expect(applyResponseMappingSource(mapping, 'status_code')).toEqual({
      ...mapping,
      source: 'status_code',
      pathOrKey: '',
    });
    expect(applyResponseMappingSource(mapping, 'header_key')).toEqual({ ...mapping, source: 'header_key' });
  });
});

describe('canRunHttpTest', () => {
  it('needs a URL and no running test', () => {
    expect(canRunHttpTest({ url: 'https://x.test', isTesting: false })).toBe(true);
    expect(canRunHttpTest({ url: '  ', isTesting: false })).toBe(false);
    expect(canRunHttpTest({ url: 'https://x.test', isTesting: true })).toBe(false);
  });
});

describe('parseHttpJsonBody', () => {
  it('turns an empty body into {} and reports invalid JSON', () => {
    expect(parseHttpJsonBody('')).toEqual({ ok: true, value: {} });
    expect(parseHttpJsonBody('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(parseHttpJsonBody('{a')).toEqual({
      ok: false,
      error: { code: 'http.invalidJsonBody', message: 'El cuerpo JSON no es válido.' },
    });
  });
});

describe('getResponseMappingHint', () => {
  it('hints a JSON path for body rows and a header name for header rows (spec §3)', () => {
    expect(getResponseMappingHint('body_json_path')?.message).toBe('JSON Path (ej: data.user.id)');
    expect(getResponseMappingHint('header_key')?.message).toBe('Nombre Cabecera (ej: X-Request-ID)');
    expect(getResponseMappingHint('status_code')).toBeUndefined();
  });
});
