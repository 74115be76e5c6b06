import { Codes } from './errors';

/**
 * The deepest nesting of arrays and objects a client's JSON may have. Defter's own data nests a few levels (a
 * body's `params.filters.column.filter`, a document's lines with their taxes); code that walks a value
 * recursively (JSON.stringify, String of an array, the rules) overflows the stack somewhere past a few thousand.
 */
export const MAX_JSON_DEPTH = 32;

/** A client's JSON text read: its value, or the code of what is wrong with it. */
export type JsonRead =
  | { ok: true; value: unknown }
  | { ok: false; code: typeof Codes.json | typeof Codes.jsonDepth | typeof Codes.character };

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The code unit of a `\uXXXX` escape whose backslash is at `i`, or NaN. */
function escapeAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x5c || text[i + 1] !== 'u') return NaN;
  const hex = text.slice(i + 2, i + 6);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? parseInt(hex, 16) : NaN;
}

/**
 * The first problem of a JSON text that JSON.parse does not see or reports badly, found in one pass without
 * recursion: nesting deeper than `MAX_JSON_DEPTH`; a NUL character (raw, or the escape `\u0000` in a string),
 * which PostgreSQL refuses in text and jsonb alike; half of a surrogate pair (`\ud800` alone), which is no
 * character at all and which the embedded database's driver turns into broken UTF-8.
 */
function problemOf(text: string): JsonRead | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0 || isLow(ch) || (isHigh(ch) && !isLow(text.charCodeAt(i + 1))))
      return { ok: false, code: Codes.character };
    if (isHigh(ch)) i++;
    else if (inString) {
      if (ch === 0x5c /* \ */) {
        const code = escapeAt(text, i);
        if (code === 0 || isLow(code)) return { ok: false, code: Codes.character };
        if (isHigh(code)) {
          if (!isLow(escapeAt(text, i + 6))) return { ok: false, code: Codes.character };
          i += 6;
        }
        // The escaped character (or the `u` of an escape, whose hex digits are plain text to this scan).
        i++;
      } else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > MAX_JSON_DEPTH) return { ok: false, code: Codes.jsonDepth };
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return null;
}

/**
 * Reads a JSON text from a client (a body, a `params` string, a JSON value of a form field): never throws, never
 * recurses; refuses nesting deeper than `MAX_JSON_DEPTH`, NUL characters and halves of surrogate pairs
 * (docs/table-service.md, "Bad input").
 */
export function readJson(text: string): JsonRead {
  const problem = problemOf(text);
  if (problem) return problem;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, code: Codes.json };
  }
}
