import { formBa, formBs } from './ba-bs.report';
import { kdv1, kdv2 } from './kdv.report';
import { muhtasar } from './muhtasar.report';
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
];

/** The report of a name, or undefined. */
export function findReport(name: string): ReportDef | undefined {
  return REPORTS.find((r) => r.name === name);
}
