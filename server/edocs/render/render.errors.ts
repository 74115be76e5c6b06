import { AppError } from '../../lib/errors';

/** A document could not be rendered (a stylesheet failed, overran its limits, or no PDF maker): a Turkish 400. */
export class RenderError extends AppError {
  constructor(message: string) {
    super(message, 400);
    this.name = 'RenderError';
  }
}
