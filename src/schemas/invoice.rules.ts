import type { RuleSet } from '../../domain/rules/types';

// Header rules shared by the purchase and sales invoice forms (002 §4 "Form modes and rules", §5, §9). The
// line rules (line type, withholding, exemptions) are the server's document hooks and the line grid's.

/** The local currency (or none) locks the rate at 1; a foreign one leaves it to the user (002 §9). */
export const localRateRule: RuleSet[number] = {
  id: 'yerel-para-kuru',
  note: 'TL (ya da boş) para biriminde döviz kuru 1 ve kilitli. 002 §9',
  when: {
    any: [
      { field: 'para_birimi_id', equals: 1 },
      { field: 'para_birimi_id', empty: true },
    ],
  },
  then: [{ set: { döviz_kuru: '1' } }, { disable: ['döviz_kuru'] }],
};

/** Rules of an invoice header. */
export const invoiceRules: RuleSet = [
  {
    id: 'fatura-tarihi',
    note: 'Yeni faturanın tarihi bugün. 002 §9',
    then: [{ default: { fatura_tarihi: { date: 'today' } } }],
  },
  {
    id: 'iade-bilgileri',
    note: 'Fatura tipi 1 (İade): İade Bilgileri görünür, numara ve tarih zorunlu. 002 §4, §5',
    when: { field: 'fatura_tipi_id', equals: 1 },
    then: [{ showGroups: ['iade'] }, { require: ['iade_fatura_numarasi', 'iade_fatura_tarihi'] }],
    otherwise: [{ hideGroups: ['iade'] }, { clear: ['iade_fatura_numarasi', 'iade_fatura_tarihi'] }],
  },
  {
    id: 'irsaliye-numara-tarih',
    note: 'İrsaliye numarası ve tarihi birbirini gerektirir. 002 §5',
    when: {
      any: [
        { field: 'irsaliye_numarasi', notEmpty: true },
        { field: 'irsaliye_tarihi', notEmpty: true },
      ],
    },
    then: [{ require: ['irsaliye_numarasi', 'irsaliye_tarihi'] }],
  },
  {
    id: 'siparis-numara-tarih',
    note: 'Sipariş numarası ve tarihi birbirini gerektirir. 002 §5',
    when: {
      any: [
        { field: 'siparis_numarasi', notEmpty: true },
        { field: 'siparis_tarihi', notEmpty: true },
      ],
    },
    then: [{ require: ['siparis_numarasi', 'siparis_tarihi'] }],
  },
  localRateRule,
];
