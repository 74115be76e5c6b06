// The XSLT templates of e-documents (002 §3 `xslt`, §4 "Template type"): which kind of document a template is for.

/** Template types (`xslt.xslt_tur_id`, 002 §4): E-Fatura, E-Arşiv, E-İrsaliye, E-SMM. */
export const XSLT_TYPES = [
  { id: '1', text: 'E-Fatura' },
  { id: '2', text: 'E-Arşiv' },
  { id: '3', text: 'E-İrsaliye' },
  { id: '4', text: 'E-SMM' },
] as const;

/** A template type's id. */
export type XsltTypeId = 1 | 2 | 3 | 4;

/** Template type ids by name. */
export const XSLT_TYPE = { eFatura: 1, eArsiv: 2, eIrsaliye: 3, eSmm: 4 } as const;

/** The Turkish name of a template type ("E-Arşiv"). */
export const xsltTypeName = (id: number): string => XSLT_TYPES.find((t) => Number(t.id) === id)?.text ?? '';

/** The built-in stylesheet's label in a template choice (002 §2: the XSLT choice's default label). */
export const GIB_XSLT_LABEL = 'GİB XSLT';
