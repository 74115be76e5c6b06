import { hints } from '../../../domain/messages';
import { LOCAL_CURRENCY_ID } from '../../../domain/money';
import type { HintId } from './field-data';

/**
 * The hint under a field now (001 §5.1): the TC field says what its length means (11 a citizen id, 10 a tax
 * number), the IBAN field that a Turkish IBAN starts with TR, the rate field that ₺ takes 1,00.
 */
export function hintText(
  id: HintId | undefined,
  value: unknown,
  formData: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  switch (id) {
    case 'tc': {
      const n = String(value ?? '').length;
      return n === 11 ? hints.citizenId : n === 10 ? hints.taxNumber : hints.tc;
    }
    case 'iban':
      return hints.iban;
    case 'rate':
      return String(formData?.para_birimi_id ?? '') === String(LOCAL_CURRENCY_ID)
        ? hints.localRate
        : undefined;
    default:
      return undefined;
  }
}
