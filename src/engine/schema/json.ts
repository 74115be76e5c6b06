/** The JSON a text holds: `{ok: true, value}`, or `{ok: false}` when it does not parse. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

// A document's lines arrive parsed in the edit load's answer and become the form's JSON text (the form value is
// text); the line grid then needs them as values again. The text made from a value is remembered with the value
// it came from, so that the grid takes the value instead of parsing the same text again (up to 10,000 lines,
// megabytes). A few entries only: a page holds one document at a time.
const known = new Map<string, unknown>();
const KNOWN_MAX = 4;

/** `JSON.stringify(value)`, remembering which value the text stands for (`parsedText` answers it). */
export function stringifyKnown(value: unknown): string {
  const text = JSON.stringify(value);
  known.delete(text);
  known.set(text, value);
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value as string);
  return text;
}

/**
 * The value a text was made from by `stringifyKnown` — taken once (a second reader parses, so two readers never
 * share, and mutate, one value) — or undefined.
 */
export function parsedText(text: string): unknown {
  if (!known.has(text)) return undefined;
  const value = known.get(text);
  known.delete(text);
  return value;
}
