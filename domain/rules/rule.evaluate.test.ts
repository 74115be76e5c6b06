import { describe, expect, it } from 'vitest';
import { evaluate, type RuleOutcome } from './rule.evaluate';
import type { Condition, Rule, RuleData } from './types';

const NOW = new Date('2026-03-31T21:30:15Z'); // 1 April 2026, 00:30:15 in İstanbul
const ctx = {
  now: NOW,
  user: { name_basic: 'Ayşe', phone: '5321112233' },
  company: { firma_adi: 'Defter A.Ş.' },
};

/** Runs one condition as a rule that requires `x` when it holds. */
const holds = (when: Condition, data: RuleData) =>
  evaluate([{ id: 'r', when, then: [{ require: ['x'] }] }], data, { phase: 'edit' }).fields.x?.required ===
  true;

/** A form session: create, then one change at a time, as the form calls the evaluator. */
function session(rules: Rule[], initial: RuleData, groups?: { id: string; columns: string[] }[]) {
  let out: RuleOutcome = evaluate(rules, initial, { phase: 'create', context: ctx, groups });
  return {
    get out() {
      return out;
    },
    change(patch: RuleData) {
      out = evaluate(
        rules,
        { ...out.data, ...patch },
        {
          phase: 'change',
          prev: out.data,
          state: out.state,
          context: ctx,
          groups,
        },
      );
      return out;
    },
  };
}

describe('conditions', () => {
  it('equals compares as text, booleans as 1/0, and never matches an empty value', () => {
    expect(holds({ field: 'a', equals: 1 }, { a: '1' })).toBe(true);
    expect(holds({ field: 'a', equals: '1' }, { a: 1 })).toBe(true);
    expect(holds({ field: 'a', equals: true }, { a: '1' })).toBe(true);
    expect(holds({ field: 'a', equals: 2 }, { a: '1' })).toBe(false);
    expect(holds({ field: 'a', equals: '' }, { a: '' })).toBe(false);
  });

  it('in matches one of the listed values', () => {
    expect(holds({ field: 'a', in: [1, 3] }, { a: '3' })).toBe(true);
    expect(holds({ field: 'a', in: [1, 3] }, { a: '2' })).toBe(false);
    expect(holds({ field: 'a', in: [1, 3] }, {})).toBe(false);
  });

  it('empty and notEmpty treat undefined, null, blanks and empty lists as empty', () => {
    for (const v of [undefined, null, '', '  ', []]) {
      expect(holds({ field: 'a', empty: true }, { a: v })).toBe(true);
      expect(holds({ field: 'a', notEmpty: true }, { a: v })).toBe(false);
    }
    expect(holds({ field: 'a', empty: true }, { a: 0 })).toBe(false);
    expect(holds({ field: 'a', notEmpty: true }, { a: '0' })).toBe(true);
  });

  it('length counts characters (0 when empty) against every bound given', () => {
    expect(holds({ field: 'tc', length: { lte: 10 } }, { tc: '1234567890' })).toBe(true);
    expect(holds({ field: 'tc', length: { lte: 10 } }, { tc: '12345678901' })).toBe(false);
    expect(holds({ field: 'tc', length: { lte: 10 } }, {})).toBe(true);
    expect(holds({ field: 'tc', length: { gte: 10, lte: 11 } }, { tc: '12345678901' })).toBe(true);
    expect(holds({ field: 'ad', length: { eq: 5 } }, { ad: 'Şükrü' })).toBe(true);
    expect(holds({ field: 'ad', length: { ne: 5, lt: 3 } }, { ad: 'İz' })).toBe(true);
  });

  it('number compares decimal strings exactly; empty or non-numbers never match', () => {
    expect(holds({ field: 'n', number: { gt: 0 } }, { n: '0.0001' })).toBe(true);
    expect(holds({ field: 'n', number: { gt: '0.1' } }, { n: '0.1' })).toBe(false);
    expect(holds({ field: 'n', number: { gte: '0.3', lte: '0.3' } }, { n: '0.30' })).toBe(true);
    expect(holds({ field: 'n', number: { lt: 2 } }, { n: '1.99999999999999999999' })).toBe(true);
    expect(holds({ field: 'n', number: { eq: 0 } }, { n: '' })).toBe(false);
    expect(holds({ field: 'n', number: { lt: 5 } }, { n: '1,5' })).toBe(false);
    expect(holds({ field: 'n', number: { ne: 0 } }, { n: 3 })).toBe(true);
  });

  it('a bound may be another field: a paid amount above the price, capped with a warning', () => {
    expect(
      holds({ field: 'odenen', number: { gt: { field: 'tutar' } } }, { odenen: '100.01', tutar: '100' }),
    ).toBe(true);
    expect(
      holds({ field: 'odenen', number: { gt: { field: 'tutar' } } }, { odenen: '100', tutar: '100.00' }),
    ).toBe(false);
    // An empty bound field compares with nothing.
    expect(holds({ field: 'odenen', number: { gt: { field: 'tutar' } } }, { odenen: '5' })).toBe(false);
    const cap: Rule[] = [
      {
        id: 'fazla-odeme',
        when: { field: 'kobi_odenen_tutar', number: { gt: { field: 'tutar' } } },
        then: [
          { warn: 'Ürün fiyatından daha fazla ödeyemezsiniz!' },
          { set: { kobi_odenen_tutar: { field: 'tutar' } } },
        ],
      },
    ];
    const s = session(cap, { tutar: '250.00' });
    s.change({ kobi_odenen_tutar: '300' });
    expect(s.out.data.kobi_odenen_tutar).toBe('250.00');
    expect(s.out.warnings.map((w) => w.message)).toEqual(['Ürün fiyatından daha fazla ödeyemezsiniz!']);
  });

  it('all, any and not combine conditions', () => {
    const country: Condition = {
      any: [
        { field: 'ulke', equals: 1 },
        { field: 'ulke', empty: true },
      ],
    };
    expect(holds(country, {})).toBe(true);
    expect(holds(country, { ulke: 1 })).toBe(true);
    expect(holds(country, { ulke: 7 })).toBe(false);
    expect(holds({ not: country }, { ulke: 7 })).toBe(true);
    expect(holds({ all: [country, { field: 'b', notEmpty: true }] }, { b: 'x' })).toBe(true);
    expect(holds({ all: [country, { field: 'b', notEmpty: true }] }, {})).toBe(false);
    expect(holds({ all: [] }, {})).toBe(true);
    expect(holds({ any: [] }, {})).toBe(false);
  });

  it('a line rule reads the header with of: header and the row otherwise', () => {
    const rules: Rule[] = [
      {
        id: 'tevkifat',
        scope: 'line',
        when: {
          all: [
            { field: 'fatura_tipi_id', of: 'header', equals: 3 },
            { field: 'kdv_id', equals: 5 },
          ],
        },
        then: [{ invalid: 'kdv_id', message: "KDV '%0' Girilemez!" }],
      },
    ];
    const header = { fatura_tipi_id: '3', kdv_id: '9' };
    expect(evaluate(rules, { kdv_id: '5' }, { phase: 'edit', scope: 'line', header }).invalid).toEqual({
      kdv_id: "KDV '%0' Girilemez!",
    });
    expect(evaluate(rules, { kdv_id: '9' }, { phase: 'edit', scope: 'line', header }).invalid).toEqual({});
    // Header rules leave line rules alone.
    expect(evaluate(rules, { kdv_id: '5' }, { phase: 'edit', header }).invalid).toEqual({});
  });
});

describe('show, hide, groups, require', () => {
  const rules: Rule[] = [
    {
      id: 'iade',
      when: { field: 'fatura_tipi_id', equals: 1 },
      then: [{ showGroups: ['iade'] }, { require: ['iade_numarasi', 'iade_tarihi'] }],
      otherwise: [{ hideGroups: ['iade'] }],
    },
    {
      id: 'not',
      when: { field: 'notlu', equals: '1' },
      then: [{ show: ['not'] }],
      otherwise: [{ hide: ['not'] }],
    },
  ];
  const groups = [{ id: 'iade', columns: ['iade_numarasi', 'iade_tarihi'] }];

  it('hides a group and its fields; showing it makes its fields required', () => {
    const off = evaluate(rules, { fatura_tipi_id: '2' }, { phase: 'edit', groups });
    expect(off.hiddenGroups).toEqual(['iade']);
    expect(off.fields.iade_numarasi).toEqual({ hidden: true });
    expect(off.fields.not).toEqual({ hidden: true });
    const on = evaluate(rules, { fatura_tipi_id: '1', notlu: '1' }, { phase: 'edit', groups });
    expect(on.hiddenGroups).toEqual([]);
    expect(on.fields.iade_numarasi).toEqual({ required: true });
    expect(on.fields.not).toEqual({});
  });

  it('never makes a hidden field required', () => {
    const r: Rule[] = [
      { id: 'req', then: [{ require: ['a', 'b'] }] },
      { id: 'hide', when: { field: 'x', equals: 1 }, then: [{ hide: ['a'] }, { hideGroups: ['g'] }] },
    ];
    const out = evaluate(r, { x: 1 }, { phase: 'edit', groups: [{ id: 'g', columns: ['b'] }] });
    expect(out.fields.a).toEqual({ hidden: true });
    expect(out.fields.b).toEqual({ hidden: true });
    expect(evaluate(r, { x: 2 }, { phase: 'edit' }).fields.a).toEqual({ required: true });
  });

  it('the last show or hide that applies wins; disable and enable the same', () => {
    const r: Rule[] = [
      { id: 'a', then: [{ hide: ['f'] }, { disable: ['g'] }] },
      { id: 'b', when: { field: 'x', equals: 1 }, then: [{ show: ['f'] }, { enable: ['g'] }] },
    ];
    expect(evaluate(r, { x: 1 }, { phase: 'edit' }).fields).toEqual({ f: {}, g: {} });
    expect(evaluate(r, {}, { phase: 'edit' }).fields).toEqual({ f: { hidden: true }, g: { disabled: true } });
  });
});

describe('clear, and the value coming back', () => {
  const tcRules: Rule[] = [
    {
      id: 'tc-sirket',
      when: { field: 'tc', length: { lte: 10 } },
      then: [
        { require: ['unvan'] },
        { disable: ['name_basic', 'surname'] },
        { clear: ['name_basic', 'surname'] },
      ],
      otherwise: [{ require: ['name_basic', 'surname'] }, { disable: ['unvan'] }, { clear: ['unvan'] }],
    },
  ];

  it('clears while the branch applies and restores when the user flips back before saving', () => {
    const s = session(tcRules, { tc: '12345678901', name_basic: 'Ali', surname: 'Yılmaz' });
    expect(s.out.fields.unvan).toEqual({ disabled: true });
    s.change({ tc: '1234567890' });
    expect(s.out.data).toMatchObject({ name_basic: undefined, surname: undefined });
    expect(s.out.fields).toMatchObject({ unvan: { required: true }, name_basic: { disabled: true } });
    s.change({ unvan: 'Yılmaz Ticaret' });
    s.change({ tc: '12345678901' });
    expect(s.out.data).toMatchObject({ name_basic: 'Ali', surname: 'Yılmaz', unvan: undefined });
    // …and the company title typed meanwhile comes back on the next flip.
    s.change({ tc: '9876543210' });
    expect(s.out.data).toMatchObject({ unvan: 'Yılmaz Ticaret', name_basic: undefined });
  });

  it('does not overwrite what the user typed meanwhile', () => {
    const r: Rule[] = [{ id: 'c', when: { field: 'k', equals: 1 }, then: [{ clear: ['v'] }] }];
    const s = session(r, { k: '0', v: 'eski' });
    s.change({ k: '1' });
    expect(s.out.data.v).toBeUndefined();
    s.change({ k: '0', v: 'yeni' });
    expect(s.out.data.v).toBe('yeni');
  });

  it('clears on edit load too, and keeps the value for a flip back', () => {
    const out = evaluate(tcRules, { tc: '1234567890', name_basic: 'Ali' }, { phase: 'edit' });
    expect(out.data.name_basic).toBeUndefined();
    const flipped = evaluate(
      tcRules,
      { ...out.data, tc: '12345678901' },
      {
        phase: 'change',
        prev: out.data,
        state: out.state,
      },
    );
    expect(flipped.data.name_basic).toBe('Ali');
  });

  it('clearOnChange empties fields when a watched field changes, not otherwise', () => {
    const r: Rule[] = [{ id: 'adres', then: [{ clearOnChange: ['adres_id'], of: 'cari_hesap_id' }] }];
    const s = session(r, { cari_hesap_id: 5, adres_id: 7 });
    expect(s.out.data.adres_id).toBe(7);
    s.change({ adres_id: 8 });
    expect(s.out.data.adres_id).toBe(8);
    s.change({ cari_hesap_id: 6 });
    expect(s.out.data.adres_id).toBeUndefined();
    s.change({ adres_id: 9 });
    expect(s.out.data.adres_id).toBe(9);
  });
});

describe('defaults and set', () => {
  it('fills empty fields on a new form: static, today, tomorrow, now, user, company, another field', () => {
    const r: Rule[] = [
      {
        id: 'defaults',
        then: [
          {
            default: {
              fatura_tipi_id: 2,
              fatura_tarihi: { date: 'today' },
              gecerlilik_tarihi: { date: 'tomorrow' },
              dun: { date: 'yesterday' },
              fatura_saati: { now: 'time' },
              islem_zamani: { now: 'datetime' },
              bugun: { now: 'date' },
              hazirlayan: { user: 'name_basic' },
              firma: { company: 'firma_adi' },
              kopya: { field: 'fatura_tipi_id' },
              bos: { static: null },
              dolu: 'elle',
            },
          },
        ],
      },
    ];
    const out = evaluate(r, { dolu: 'kullanıcı' }, { phase: 'create', context: ctx });
    expect(out.data).toEqual({
      fatura_tipi_id: 2,
      fatura_tarihi: '2026-04-01',
      gecerlilik_tarihi: '2026-04-02',
      dun: '2026-03-31',
      fatura_saati: '00:30:15',
      islem_zamani: '2026-04-01T00:30:15',
      bugun: '2026-04-01',
      hazirlayan: 'Ayşe',
      firma: 'Defter A.Ş.',
      kopya: 2,
      dolu: 'kullanıcı',
    });
  });

  it('applies no default on an edit load, and only on entering the branch while editing', () => {
    const r: Rule[] = [
      {
        id: 'kdv',
        when: { field: 'kdv_id', equals: 5 },
        then: [{ default: { istisna_id: { static: '137' } } }],
      },
    ];
    expect(evaluate(r, { kdv_id: '5' }, { phase: 'edit' }).data.istisna_id).toBeUndefined();
    const s = session(r, { kdv_id: '9' });
    expect(s.out.data.istisna_id).toBeUndefined();
    s.change({ kdv_id: '5' });
    expect(s.out.data.istisna_id).toBe('137');
    s.change({ istisna_id: undefined });
    expect(s.out.data.istisna_id).toBeUndefined();
  });

  it('set writes on entering the branch, so the user may still change it afterwards', () => {
    const r: Rule[] = [
      {
        id: 'taksitli',
        when: { field: 'kobi_taksit_sayisi', number: { lte: 1 } },
        then: [{ set: { taksitli: '0' } }],
        otherwise: [{ set: { taksitli: '1' } }],
      },
    ];
    const s = session(r, { kobi_taksit_sayisi: '1' });
    expect(s.out.data.taksitli).toBe('0');
    s.change({ kobi_taksit_sayisi: '6' });
    expect(s.out.data.taksitli).toBe('1');
    s.change({ kobi_taksit_sayisi: '12' });
    expect(s.out.data.taksitli).toBe('1');
  });

  it('a positive credit zeroes the debit and vice versa (sets that answer each other settle)', () => {
    const r: Rule[] = [
      { id: 'alacak', when: { field: 'alacak', number: { gt: 0 } }, then: [{ set: { borc: '0' } }] },
      { id: 'borc', when: { field: 'borc', number: { gt: 0 } }, then: [{ set: { alacak: '0' } }] },
    ];
    const s = session(r, {});
    s.change({ borc: '100.00' });
    expect(s.out.data).toMatchObject({ borc: '100.00', alacak: '0' });
    s.change({ alacak: '40.00' });
    expect(s.out.data).toMatchObject({ borc: '0', alacak: '40.00' });
  });

  it('on save applies sets of every branch that holds and reports defaults without applying them', () => {
    const r: Rule[] = [
      { id: 'taksit', when: { field: 'n', number: { lte: 1 } }, then: [{ set: { taksitli: '0' } }] },
      { id: 'tarih', then: [{ default: { tarih: { date: 'today' } } }] },
    ];
    const out = evaluate(r, { n: '1', taksitli: '1' }, { phase: 'save', context: ctx });
    expect(out.data).toEqual({ n: '1', taksitli: '0' });
    expect(out.defaults).toEqual({ tarih: '2026-04-01' });
  });
});

describe('fill, warn, invalid', () => {
  const columns = {
    tc: 'tc',
    unvan: 'unvan',
    name_basic: 'name_basic',
    surname: 'surname',
    vergi_daireleri_id: 'vergi_daireleri_id',
  };
  const fill: Rule = {
    id: 'musteri',
    then: [{ fill: { from: 'cari_hesap_id', table: 'cari_hesap', columns } }],
  };

  it('asks for the related record when the user picks one, not on load nor on clearing', () => {
    const s = session([fill], { cari_hesap_id: undefined });
    expect(s.out.fills).toEqual([]);
    s.change({ cari_hesap_id: 42 });
    expect(s.out.fills).toEqual([
      { rule: 'musteri', from: 'cari_hesap_id', table: 'cari_hesap', id: '42', columns },
    ]);
    s.change({ tc: '1' });
    expect(s.out.fills).toEqual([]);
    s.change({ cari_hesap_id: undefined });
    expect(s.out.fills).toEqual([]);
  });

  it('warns once when the branch starts to apply and resets the value', () => {
    const r: Rule[] = [
      {
        id: 'tevkifat',
        when: {
          all: [{ field: 'vergiler_id', equals: 19 }, { not: { field: 'fatura_tipi_id', equals: 3 } }],
        },
        then: [{ warn: "Fatura tipi 'Tevkifat' olmalıdır!", reset: ['vergiler_id'] }],
      },
    ];
    const s = session(r, { fatura_tipi_id: '2' });
    s.change({ vergiler_id: '19' });
    expect(s.out.warnings).toEqual([{ rule: 'tevkifat', message: "Fatura tipi 'Tevkifat' olmalıdır!" }]);
    expect(s.out.data.vergiler_id).toBeUndefined();
    s.change({ aciklama: 'x' });
    expect(s.out.warnings).toEqual([]);
    s.change({ fatura_tipi_id: '3', vergiler_id: '19' });
    expect(s.out.warnings).toEqual([]);
    expect(s.out.data.vergiler_id).toBe('19');
    // The server resets silently.
    const saved = evaluate(r, { fatura_tipi_id: '2', vergiler_id: '19' }, { phase: 'save' });
    expect(saved.data.vergiler_id).toBeUndefined();
    expect(saved.warnings).toEqual([]);
    // …and says which warning emptied which field, so that a required field answers the spec's message.
    expect(saved.resets).toEqual({ vergiler_id: "Fatura tipi 'Tevkifat' olmalıdır!" });
    expect(evaluate(r, { fatura_tipi_id: '3', vergiler_id: '19' }, { phase: 'save' }).resets).toEqual({});
    expect(s.out.resets).toEqual({});
  });

  it('a warning can follow a switch away, with its own title', () => {
    const r: Rule[] = [
      {
        id: 'ozel-matrah',
        when: {
          all: [
            { not: { field: 'fatura_tipi_id', equals: 5 } },
            { field: 'ozel_matrah_tutari', notEmpty: true },
          ],
        },
        then: [
          { warn: 'Özel Matrah Hesaplaması İptal Edildi!', title: 'Uyarı', reset: ['ozel_matrah_tutari'] },
        ],
      },
    ];
    const s = session(r, { fatura_tipi_id: '5', ozel_matrah_tutari: '100.00' });
    expect(s.out.data.ozel_matrah_tutari).toBe('100.00');
    s.change({ fatura_tipi_id: '2' });
    expect(s.out.warnings).toEqual([
      { rule: 'ozel-matrah', message: 'Özel Matrah Hesaplaması İptal Edildi!', title: 'Uyarı' },
    ]);
    expect(s.out.data.ozel_matrah_tutari).toBeUndefined();
  });

  it('invalid puts a message on a field while the branch applies (not on a hidden one)', () => {
    const r: Rule[] = [
      {
        id: 'kdv0',
        when: {
          all: [
            { field: 'fatura_tipi_id', equals: 3 },
            { field: 'kdv_id', equals: 5 },
          ],
        },
        then: [{ invalid: 'kdv_id', message: "Fatura tipi tevkifat'dır. KDV '%0' olamaz!" }],
      },
      { id: 'gizle', when: { field: 'gizli', equals: 1 }, then: [{ hide: ['kdv_id'] }] },
    ];
    expect(evaluate(r, { fatura_tipi_id: 3, kdv_id: 5 }, { phase: 'save' }).invalid).toEqual({
      kdv_id: "Fatura tipi tevkifat'dır. KDV '%0' olamaz!",
    });
    expect(evaluate(r, { fatura_tipi_id: 3, kdv_id: 5, gizli: 1 }, { phase: 'save' }).invalid).toEqual({});
    expect(evaluate(r, { fatura_tipi_id: 2, kdv_id: 5 }, { phase: 'save' }).invalid).toEqual({});
  });
});

describe('the rule set is data', () => {
  it('survives a JSON round trip unchanged and evaluates the same', () => {
    const r: Rule[] = [
      {
        id: 'ulke',
        when: {
          any: [
            { field: 'ulkeler_id', equals: 1 },
            { field: 'ulkeler_id', empty: true },
          ],
        },
        then: [{ require: ['sehirler_id'] }, { hide: ['sehir_adi'] }, { clear: ['sehir_adi'] }],
        otherwise: [{ require: ['sehir_adi'] }, { hide: ['sehirler_id'] }, { clear: ['sehirler_id'] }],
      },
    ];
    const copy = JSON.parse(JSON.stringify(r)) as Rule[];
    expect(copy).toEqual(r);
    const data = { ulkeler_id: 7, sehirler_id: 34 };
    expect(evaluate(copy, data, { phase: 'edit' })).toEqual(evaluate(r, data, { phase: 'edit' }));
    expect(JSON.parse(JSON.stringify(evaluate(r, data, { phase: 'edit' }).state))).toEqual({
      branches: { ulke: false },
      cleared: { sehirler_id: { rule: 'ulke', value: 34 } },
    });
  });
});
