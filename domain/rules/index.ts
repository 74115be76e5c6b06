// The rule language of the form and the server: types, the one evaluator, and its helpers.
export * from './types';
export * from './rule.conditions';
export * from './rule.values';
export * from './rule.evaluate';
export * from './rule.fields';
export * from './rule.check';
