import type { Db } from '../../db/database';
import type { Integrator } from './integrator';
import { LocalIntegrator } from './local';

export * from './integrator';
export { LocalIntegrator, integratorTexts } from './local';

/** Makes the integrator client for a database handle (a transaction included). */
export type IntegratorFactory = (db: Db) => Integrator;

let factory: IntegratorFactory = (db) => new LocalIntegrator(db);

/**
 * The integrator of this process: the local one unless `useIntegrator` set another (a real integrator's client,
 * configured once at start — static like the catalogue, the same in every process).
 */
export const integratorFor = (db: Db): Integrator => factory(db);

export function useIntegrator(f: IntegratorFactory): void {
  factory = f;
}
