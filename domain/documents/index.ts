// Document calculations: invoices and their lines, receipts, single amounts and instalments.
export * from './document.types';
export { calculateDocument } from './document.totals';
export * from './freelance-receipt.totals';
export * from './producer-receipt.totals';
export * from './finance.totals';
export * from './document.incremental';
export * from './total-override';
export * from './document-number';
export * from './receipt.incremental';
