import { atom } from 'jotai';

/**
 * What a conversion hands to the target's add page (001 §2.3: "the target page receives a header object and a
 * line list through shared state"): the target table and its record (header with the lines column), taken once
 * by that table's create form (src/engine/form/useRecordForm.ts).
 */
export interface ConversionSeed {
  table: string;
  record: Record<string, unknown>;
}

export const conversionSeedAtom = atom<ConversionSeed | null>(null);
