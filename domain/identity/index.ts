// Identity numbers: TCKN, VKN, IBAN.
import { isValidTckn } from './tckn';
import { isValidVkn } from './vkn';

export * from './tckn';
export * from './vkn';
export * from './iban';

/** Whether `s` is a valid VKN (10 digits) or TCKN (11 digits), the two forms the `tc` field takes. */
export function isValidVknOrTckn(s: string): boolean {
  return typeof s === 'string' && (s.length === 10 ? isValidVkn(s) : isValidTckn(s));
}
