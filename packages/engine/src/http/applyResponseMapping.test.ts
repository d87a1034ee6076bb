import { describe, expect, it } from 'vitest';
import { applyResponseMapping } from './applyResponseMapping';

const rule = (source: string, pathOrKey: string, targetVariable: string, defaultValue?: string) => ({
  id: targetVariable,
  source,
  pathOrKey,
  targetVariable,
  defaultValue,
});

const response = {
  ok: true as const,
  status: 201,
  headers: { 'X-Request-ID': 'abc' },
  body: JSON.stringify({ data: { id: 9, user: { name: 'Ana' } }, list: [1, 2] }),
};

describe('applyResponseMapping', () => {
  it('maps the status, body paths and headers into variables', () => {
    const rules = [
      rule('status_code', '', 'estado'),
      rule('body_json_path', 'data.id', 'id'),
      rule('body_json_path', 'data.user', 'usuario'),
      rule('header_key', 'x-request-id', 'peticion'),
    ];
    expect(applyResponseMapping(rules, response)).toEqual([
      ['estado', 201],
      ['id', 9],
      ['usuario', '{"name":"Ana"}'],
      ['peticion', 'abc'],
    ]);
  });

  it('uses the default value (else null) when the value is missing or the request failed', () => {
    const rules = [rule('body_json_path', 'data.nope', 'a', 'ninguno'), rule('header_key', 'X-Missing', 'b')];
    expect(applyResponseMapping(rules, response)).toEqual([
      ['a', 'ninguno'],
      ['b', null],
    ]);
    expect(
      applyResponseMapping([rule('status_code', '', 'estado', '0')], { ok: false, error: 'timeout' }),
    ).toEqual([['estado', '0']]);
  });

  it('treats a body that is not JSON as missing and skips rules without a target', () => {
    const text = { ...response, body: 'no es json' };
    expect(
      applyResponseMapping([rule('body_json_path', 'a', 'x'), rule('status_code', '', ' ')], text),
    ).toEqual([['x', null]]);
  });
});
