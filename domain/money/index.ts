// Exact money: the configured decimal, rounding, scales, currencies and the limits of numeric columns.
export * from './decimal';
export * from './scales';
export * from './currency';
export * from './limits';
