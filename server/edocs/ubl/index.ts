// The UBL-TR builders: pure functions from domain/edocs' document model to XML text (no database, no I/O).
export { buildInvoice, CUSTOMS_PARTY } from './invoice';
export { buildFreelanceReceipt, buildProducerReceipt } from './receipts';
export { buildDespatchAdvice, buildReceiptAdvice } from './despatch';
export { buildApplicationResponse } from './application-response';
export { UblInputError } from './xml';
