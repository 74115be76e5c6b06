import { formBa, formBs } from './ba-bs.report';
import { kdv1, kdv2 } from './kdv.report';
import { muhtasar } from './muhtasar.report';
import { mutabakat } from './mutabakat.report';
import { cariEkstre, yaslandirma } from './statement.report';
import { ledgerReports } from '../ledger/reports';
import { bilanco, gelir } from '../ledger/statements';
import type { ReportDef } from './types';

/** Every report of `POST /{token}/reports/{name}`: from documents, and the ledger's (server/ledger/reports.ts). */
export const REPORTS: ReportDef[] = [
  kdv1,
  kdv2,
  muhtasar,
  cariEkstre,
  yaslandirma,
  ...ledgerReports,
  bilanco,
  gelir,
  formBa,
  formBs,
  mutabakat,
];

/** Adds reports after the list above (a test's own report, docs/architecture.md); a name already served is refused. */
export function registerReport(...defs: ReportDef[]): void {
  for (const def of defs) {
    if (findReport(def.name)) throw new Error(`report ${def.name} is registered already`);
    REPORTS.push(def);
  }
}

/** The report of a name, or undefined. */
export function findReport(name: string): ReportDef | undefined {
  return REPORTS.find((r) => r.name === name);
}
