// e-Documents: the scenarios and types Defter issues, and the document model of the UBL-TR builders.
export * from './profiles';
export type * from './ubl-model';
export * from './xslt';
export * from './forms';
export * from './export';
