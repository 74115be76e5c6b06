import type { Rule } from '../../domain/rules/types';

/**
 * A saved note picked on a form fills its description (002 §7: `show` of kayitli_notlar answers `not`, which fills
 * the description); the user may edit the text afterwards.
 */
export const savedNoteRule: Rule = {
  id: 'kayitli-not',
  note: 'Kayıtlı not seçilince notun metni açıklamaya gelir (show). 002 §7',
  then: [{ fill: { from: 'kayitli_notlar_id', table: 'kayitli_notlar', columns: { description: 'not' } } }],
};
