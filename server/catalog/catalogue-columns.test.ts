import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTables } from '.';
import { CATALOGUE_COLUMNS_FILE, formattedCatalogueColumns } from './catalogue-columns';

describe('the generated catalogue column names (domain/api/catalogue-columns.ts)', () => {
  it('are what the catalogue gives now (else run `npm run catalogue:types`)', async () => {
    expect(readFileSync(CATALOGUE_COLUMNS_FILE, 'utf8')).toBe(await formattedCatalogueColumns(allTables()));
  });
});
