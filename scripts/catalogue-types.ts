import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allTables } from '../server/catalog';
import { CATALOGUE_COLUMNS_FILE, formattedCatalogueColumns } from '../server/catalog/catalogue-columns';
import { formattedPageRules, PAGE_RULES_FILE, pageRulesByTable } from './lib/page-rules';

// `npm run catalogue:types`: writes domain/api/catalogue-columns.ts from the catalogue (docs/adding-a-table.md)
// and domain/api/page-rules.ts from the page definitions (docs/architecture.md).
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(root, CATALOGUE_COLUMNS_FILE), await formattedCatalogueColumns(allTables()));
console.log(`${CATALOGUE_COLUMNS_FILE}: ${allTables().length} tables`);
writeFileSync(path.join(root, PAGE_RULES_FILE), await formattedPageRules());
console.log(`${PAGE_RULES_FILE}: ${Object.keys(pageRulesByTable()).length} tables`);
