import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, readJson } from './json.read';

const nested = (n: number) => '['.repeat(n) + '1' + ']'.repeat(n);

describe('readJson', () => {
  it('reads JSON, Turkish text, emoji and escaped pairs as JSON.parse does', () => {
    for (const text of ['{"a":[1,"İş"]}', '"😀"', '"\\ud83d\\ude00"', '"\\\\u0000"', '"[[[[{{{{"', 'null']) {
      expect(readJson(text), text).toEqual({ ok: true, value: JSON.parse(text) });
    }
  });

  it('refuses NUL characters, raw or escaped, and halves of surrogate pairs', () => {
    for (const text of [
      '"a\\u0000b"',
      '{"a\\u0000":1}',
      '"a\u0000"',
      '"\\ud800"',
      '"\\udc00x"',
      '"\\ud800\\u0041"',
    ]) {
      expect(readJson(text), text).toEqual({ ok: false, code: 'fail.character' });
    }
  });

  it(`reads ${MAX_JSON_DEPTH} levels of nesting and refuses one more, without recursion`, () => {
    expect(readJson(nested(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(readJson(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, code: 'fail.json.depth' });
    expect(readJson(nested(1_000_000))).toEqual({ ok: false, code: 'fail.json.depth' });
  });

  it('answers fail.json for text that is no JSON', () => {
    expect(readJson('{"a":')).toEqual({ ok: false, code: 'fail.json' });
  });
});
