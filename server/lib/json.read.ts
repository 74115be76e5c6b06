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

/**
 * The first problem of a JSON text that JSON.parse does not see or reports badly, found in one pass without
 * recursion: nesting deeper than `MAX_JSON_DEPTH`, or a NUL character (raw, or the escape `\u0000` in a string),
 * which PostgreSQL refuses in text and jsonb alike.
 */
function problemOf(text: string): JsonRead | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0) return { ok: false, code: Codes.character };
    if (inString) {
      if (ch === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) return { ok: false, code: Codes.character };
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
 * recurses; refuses nesting deeper than `MAX_JSON_DEPTH` and NUL characters (docs/table-service.md, "Bad input").
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
