// The public surface of the calculation core (money, tax, documents, words, identity, fixed assets, office).
export * from './money';
export * from './tax';
export * from './documents';
export * from './words';
export * from './identity';
export * from './assets';
export * from './office';
