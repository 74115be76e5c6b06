/** The JSON a text holds: `{ok: true, value}`, or `{ok: false}` when it does not parse. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
