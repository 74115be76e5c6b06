// Tax rules: KDV ids and rates, the vergiler lookup, withholding and exemption defaults.
export * from './kdv';
export * from './vergiler';
export * from './withholding';
export * from './ba-bs';
