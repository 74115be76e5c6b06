import { describe, expect, it } from 'vitest';
import { codeTexts } from '../../domain/messages';
import { Codes } from './errors';

describe('error codes', () => {
  it('each has its own code and a Turkish text in the browser’s code catalogue', () => {
    const codes = Object.values(Codes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(codeTexts[code], code).toMatch(/[a-zçğıöşü]/i);
  });
});
