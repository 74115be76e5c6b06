// The calculator tool's exact arithmetic and key rules (spec 000 §2 "Calculator"); no UI.
export * from './calculator.types';
export * from './calculator.evaluate';
export * from './calculator.keys';
export * from './calculator.format';
