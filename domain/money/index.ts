// Exact money: the configured decimal, rounding, scales and currencies.
export * from './decimal';
export * from './scales';
export * from './currency';
