// Kept apart from limits.ts (which needs decimal.js): the messages format limits with it, and the messages are in the
// /login bundle, which must not carry decimal.js (docs/web-delivery.md).

/** A decimal string ("-1234567.50") as Turkish text ("-1.234.567,50"), without float maths. */
export function trAmount(value: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  const grouped = m[2].replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${m[1]}${grouped}${m[3] ? `,${m[3]}` : ''}`;
}
