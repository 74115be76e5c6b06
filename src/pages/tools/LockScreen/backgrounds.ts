/** How many lock-screen backgrounds ship in public/lock/ (spec 000 §2: 23). */
export const LOCK_BACKGROUND_COUNT = 23;

/** The URL of background `n` (1–23). */
export const lockBackground = (n: number) => `/lock/lock-${String(n).padStart(2, '0')}.svg`;

/** One background picked at random for a lock. */
export function pickLockBackground(random: () => number = Math.random): string {
  return lockBackground(1 + Math.floor(random() * LOCK_BACKGROUND_COUNT));
}
