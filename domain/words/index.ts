// Amounts in Turkish words.
export * from './amount-in-words';
