/**
 * The one error class of the server. `message` is a machine code from the contract (`fail.token`,
 * `no.auth`, `fail.id`, …) or a Turkish sentence; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Machine codes the browser maps to the spec's Turkish texts. */
export const Codes = {
  failToken: 'fail.token',
  noAuth: 'no.auth',
  failId: 'fail.id',
  loginIncorrect: 'mail.or.password.incorrect',
  /** A write of a company whose subscription has ended (it reads, and pays through /payment). */
  subscriptionEnded: 'fail.subscription',
} as const;
