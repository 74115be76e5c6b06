import { describe, expect, it } from 'vitest';
import { calculateDocument } from '../../../domain/documents';
import { documentTexts, lineTexts } from '../../../domain/messages';
import { purchaseLineRules, salesLineRules } from '../../../domain/pages/document-lines';
import { invoiceLineTable, storedInvoiceLines } from './fixtures/invoice-fixtures';
import { LineStore } from './line-store';

const header = (type: number) => ({ fatura_tipi_id: type, para_birimi_id: 1, döviz_kuru: '1' });

function store(lines = storedInvoiceLines(), type = 3, phase: 'create' | 'edit' = 'edit') {
  return new LineStore({
    meta: invoiceLineTable(),
    rules: salesLineRules,
    header: header(type),
    calcHeader: header(type),
    lines,
    phase,
  });
}

describe('LineStore', () => {
  it('keeps the totals calculateDocument gives for its lines', () => {
    const s = store();
    const expected = calculateDocument({ ...header(3), lines: storedInvoiceLines() }).totals;
    expect(s.totals()).toEqual(expected);
    // 10 × 135.50 less 10 % = 1219.50; 2400 incl. 20 % = 2000; 5000 with 9/10 withheld.
    expect(s.totals().urun_hizmet_toplam_tutar).toBe('8355.00');
    expect(s.totals().tevkifat_toplami).toBe('900.00');
  });

  it('moves the totals while a cell is typed in, and back when the edit is cancelled', () => {
    const s = store();
    const first = s.rows[0].__id;
    s.draft(first, 'miktar', '20');
    expect(s.totals().urun_hizmet_toplam_tutar).toBe('9710.00');
    expect(s.row(first)?.miktar).toBe('10');
    s.endDraft(first);
    expect(s.totals().urun_hizmet_toplam_tutar).toBe('8355.00');
  });

  it('switches the cards with the line type (002 §4) and asks for the service card fill', () => {
    const s = store();
    const id = s.rows[0].__id;
    const change = s.change(id, { mal_hizmet_turu_id: 2 });
    expect(s.row(id)?.stok_kartlari_id).toBe('');
    expect(s.row(id)?.depo_kartlari_id).toBe('');
    expect(s.cellState(id, 'stok_kartlari_id').disabled).toBe(true);
    expect(s.cellState(id, 'hizmet_ve_masraf_kartlari_id')).toEqual({ required: true, disabled: undefined });
    expect(change.fills).toEqual([]);
    const picked = s.change(id, { hizmet_ve_masraf_kartlari_id: 1 });
    expect(picked.fills).toMatchObject([{ table: 'hizmet_ve_masraf_kartlari', id: '1', rowId: id }]);
    // Back to stock: the cleared cards come back (the rule's memory), the service card goes.
    s.change(id, { mal_hizmet_turu_id: 1 });
    expect(s.row(id)).toMatchObject({
      stok_kartlari_id: '1',
      depo_kartlari_id: '1',
      hizmet_ve_masraf_kartlari_id: '',
    });
  });

  it('asks for the fixed-asset card on a type-3 line, and its fill takes the side of the invoice (002 §4)', () => {
    const purchase = new LineStore({
      meta: invoiceLineTable(),
      rules: purchaseLineRules,
      header: header(2),
      calcHeader: header(2),
      lines: storedInvoiceLines().slice(0, 1),
      phase: 'edit',
    });
    const id = purchase.rows[0].__id;
    expect(purchase.cellState(id, 'sabit_kiymet_karti_id').disabled).toBe(true);
    purchase.change(id, { mal_hizmet_turu_id: 3 });
    expect(purchase.row(id)).toMatchObject({ stok_kartlari_id: '', depo_kartlari_id: '' });
    expect(purchase.cellState(id, 'sabit_kiymet_karti_id')).toEqual({ required: true, disabled: undefined });
    purchase.check(id);
    expect(purchase.cellError(id, 'sabit_kiymet_karti_id')).toBe('Bu alan zorunludur.');
    const picked = purchase.change(id, { sabit_kiymet_karti_id: 2 });
    expect(picked.fills).toEqual([
      {
        rule: 'satir-sabit-kiymet-doldur',
        from: 'sabit_kiymet_karti_id',
        table: 'sabit_kiymet_kartlari',
        id: '2',
        rowId: id,
        columns: {
          mal_hizmet: 'sabit_kiymet_adi',
          birim_id: 'giris_birimi_id',
          birim_fiyat: 'net_deger',
          kdv_id: 'kdv_id',
          kdv_dahil_buton: 'kdv_dahil_buton',
        },
      },
    ]);
    // Another line type clears the card again.
    purchase.change(id, { mal_hizmet_turu_id: 2 });
    expect(purchase.row(id)?.sabit_kiymet_karti_id).toBe('');
  });

  it('refuses KDV 0 % on a withholding invoice with the spec warning (002 §5)', () => {
    const s = store();
    const id = s.rows[0].__id;
    const change = s.change(id, { kdv_id: 5 });
    expect(change.warnings).toMatchObject([
      { message: documentTexts.zeroKdvOnWithholding, title: lineTexts.zeroKdvTitle },
    ]);
    expect(s.row(id)?.kdv_id).toBe('');
  });

  it('asks for a KDV exemption on KDV 0 %, 137 by default unless the type is 4', () => {
    const s = store(storedInvoiceLines(), 2);
    const id = s.rows[0].__id;
    s.change(id, { kdv_id: 5 });
    expect(s.row(id)?.kdv_istisna_muafiyet_sebebi_id).toBe(137);
    expect(s.cellState(id, 'kdv_istisna_muafiyet_sebebi_id').required).toBe(true);
    s.change(id, { kdv_id: 9 });
    expect(s.row(id)?.kdv_istisna_muafiyet_sebebi_id).toBe('');
    const exempt = store(storedInvoiceLines(), 4);
    const other = exempt.rows[0].__id;
    exempt.change(other, { kdv_id: 5 });
    expect(exempt.row(other)?.kdv_istisna_muafiyet_sebebi_id).toBe('');
    exempt.check(other);
    expect(exempt.cellError(other, 'kdv_istisna_muafiyet_sebebi_id')).toBe('Bu alan zorunludur.');
  });

  it('clears the special base and warns when the type switches away from 5 (002 §4, §8)', () => {
    const special = { ozel_matrah_kodlari_listesi_id: 101, ozel_matrah_tutari: '1000.00' };
    const lines = storedInvoiceLines()
      .slice(0, 2)
      .map((l) => ({ ...l, ...special }));
    const s = store(lines, 5);
    expect(s.rows.map((r) => r.ozel_matrah_tutari)).toEqual(['1000.00', '1000.00']);
    // One warning for the switch, however many lines; the cells are emptied and hidden.
    const away = s.setHeader(header(2), header(2));
    expect(away.warnings).toEqual([
      { rule: 'satir-ozel-matrah', message: documentTexts.specialBaseCancelled },
    ]);
    expect(s.rows.map((r) => [r.ozel_matrah_kodlari_listesi_id, r.ozel_matrah_tutari])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(s.hiddenEverywhere('ozel_matrah_tutari')).toBe(true);
    // Between other types nothing is cancelled again; back on 5 the cleared values return before a save.
    expect(s.setHeader(header(3), header(3)).warnings).toEqual([]);
    expect(s.setHeader(header(5), header(5)).warnings).toEqual([]);
    expect(s.rows[0].ozel_matrah_tutari).toBe('1000.00');
    // A loaded type-2 invoice does not warn.
    expect(store(storedInvoiceLines().slice(0, 2), 2).setHeader(header(6), header(6)).warnings).toEqual([]);
  });

  it('keeps withholding only on a withholding invoice, warning when it resets it', () => {
    const s = store(storedInvoiceLines(), 2);
    const id = s.rows[0].__id;
    const refused = s.setTaxes(id, [{ id: 19, oran: '7' }]);
    expect(refused.warnings[0].message).toBe(documentTexts.withholdingNeedsType);
    expect(s.row(id)?.diger_vergiler).toEqual([]);
    const typed = store(storedInvoiceLines(), 3);
    const line = typed.rows[0].__id;
    expect(typed.setTaxes(line, [{ id: 19, oran: '7' }]).warnings).toEqual([]);
    expect(typed.totals().tevkifat_toplami).toBe(
      calculateDocument({
        ...header(3),
        lines: typed.wire() as never,
      }).totals.tevkifat_toplami,
    );
    // Changing the header away from Tevkifat resets every withholding entry, with one warning.
    const change = typed.setHeader(header(2), header(2));
    expect(change.warnings.map((w) => w.message)).toEqual([documentTexts.withholdingNeedsType]);
    expect(typed.rows.every((r) => !(r.diger_vergiler as { id: number }[]).some((e) => e.id === 19))).toBe(
      true,
    );
    expect(typed.totals().tevkifat_toplami).toBe('0.00');
  });

  it('needs an ÖTV exemption for an ÖTV at rate 0, 9 by default', () => {
    const s = store(storedInvoiceLines(), 2);
    const id = s.rows[0].__id;
    s.setTaxes(id, [{ id: 10, oran: '0' }]);
    expect(s.row(id)?.otv_istisna_muafiyet_sebebi_id).toBe(9);
    expect(s.cellState(id, 'otv_istisna_muafiyet_sebebi_id').required).toBe(true);
    s.setTaxes(id, [{ id: 10, oran: '25' }]);
    expect(s.row(id)?.otv_istisna_muafiyet_sebebi_id).toBe('');
  });

  it('adds, moves and removes lines; removing the last leaves one blank line', () => {
    const s = store();
    const total = s.totals();
    const [a, b, c] = s.rows.map((r) => r.__id);
    s.move(c, 0);
    expect(s.rows.map((r) => r.__id)).toEqual([c, a, b]);
    expect(s.totals()).toEqual(total);
    expect(s.wire().map((l) => l.mal_hizmet)).toEqual([
      'Temizlik Hizmeti',
      'A4 Fotokopi Kağıdı 80 gr',
      'Yazılım Bakım Hizmeti',
    ]);
    const added = s.add();
    expect(s.rows).toHaveLength(4);
    expect(s.wire()).toHaveLength(3);
    expect(s.lineCount()).toBe(3);
    expect(s.row(added)).toMatchObject({ mal_hizmet_turu_id: 1, miktar: '1', birim_id: 1, kdv_id: 9 });
    for (const id of [a, b, c]) s.remove(id);
    expect(s.remove(added)).not.toBeNull();
    expect(s.rows).toHaveLength(1);
    expect(s.wire()).toEqual([]);
    expect(s.lineCount()).toBe(0);
    expect(s.totals().odenecek_tutar).toBe('0.00');
  });

  it('shows "Bu alan zorunludur." on a checked line and the server line errors on their cells', () => {
    const s = store([], 2, 'create');
    const id = s.rows[0].__id;
    s.change(id, { miktar: '' });
    expect(s.cellError(id, 'miktar')).toBeNull();
    s.check(id);
    expect(s.cellError(id, 'miktar')).toBe('Bu alan zorunludur.');
    expect(s.cellError(id, 'stok_kartlari_id')).toBe('Bu alan zorunludur.');
    s.setServerErrors([{ index: 0, errors: { birim_id: ['Birim için geçerli bir seçim yapınız.'] } }]);
    expect(s.cellError(id, 'birim_id')).toBe('Birim için geçerli bir seçim yapınız.');
    s.change(id, { birim_id: 2 });
    expect(s.cellError(id, 'birim_id')).toBeNull();
  });

  it("shows the server's bounds on a cell at once: no negative quantity or price, nothing numeric(18, 4) cannot hold", () => {
    const s = store([], 2, 'create');
    const id = s.rows[0].__id;
    s.change(id, { miktar: '-2', birim_fiyat: '100000000000000' });
    expect(s.cellError(id, 'miktar')).toBe('Miktar en az 0 değerini almalıdır.');
    expect(s.cellError(id, 'birim_fiyat')).toBe(
      'Birim Fiyat en fazla 99.999.999.999.999,9999 değerini almalıdır.',
    );
    s.change(id, { miktar: '2', birim_fiyat: '0' });
    expect(s.cellError(id, 'miktar')).toBeNull();
    expect(s.cellError(id, 'birim_fiyat')).toBeNull();
  });

  it('sends only touched lines, input columns only, empty as null', () => {
    const s = store([], 2, 'create');
    expect(s.wire()).toEqual([]);
    s.change(s.rows[0].__id, { stok_kartlari_id: 2, depo_kartlari_id: 1, birim_fiyat: '59' });
    const [line] = s.wire();
    expect(line).toMatchObject({
      mal_hizmet_turu_id: 1,
      stok_kartlari_id: 2,
      birim_fiyat: '59',
      iskonto_orani: null,
    });
    expect(line).not.toHaveProperty('mal_hizmet_tutari');
    expect(line).not.toHaveProperty('__id');
  });
});

describe('LineStore on random documents', () => {
  // A small deterministic generator, so a failure can be replayed from its seed.
  function random(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }
  const pick = <T>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const CELLS: Record<string, readonly unknown[]> = {
    miktar: ['1', '2', '3.5', '0.125', '12', '1000'],
    birim_fiyat: ['12.3456', '59', '10.05', '0.05', '1999.99', '135.5'],
    iskonto_orani: ['', '0', '10', '12.5'],
    iskonto_arttirim: ['0', '1'],
    kdv_id: [2, 3, 4, 5, 7, 8, 9],
    kdv_dahil_buton: ['0', '1'],
    diger_vergiler: [[], [], [{ id: 19, oran: '9' }], [{ id: 3, oran: '20' }], [{ id: 7, oran: '2.5' }]],
  };
  const line = (r: () => number) => ({
    mal_hizmet_turu_id: 2,
    hizmet_ve_masraf_kartlari_id: 1,
    birim_id: 1,
    ...Object.fromEntries(Object.entries(CELLS).map(([c, xs]) => [c, pick(r, xs)])),
  });

  it('keeps the totals and every line amount of calculateDocument through drafts, changes, adds, removes and moves', () => {
    for (const seed of [1, 2, 3]) {
      const r = random(seed);
      const type = pick(r, [2, 3]);
      const s = store(
        Array.from({ length: 30 }, () => line(r)),
        type,
      );
      // The lines calculateDocument is given: the rows as the store holds them, a cell being typed in included.
      type Typing = { id: string; column: string; value: unknown };
      let typing: Typing | null = null;
      const expectSame = (step: number) => {
        const lines = s.rows.map((row) =>
          typing && typing.id === row.__id ? { ...row, [typing.column]: typing.value } : row,
        );
        const full = calculateDocument({ ...header(type), lines: lines as never });
        expect(s.totals(), `seed ${seed}, step ${step}`).toEqual(full.totals);
        s.rows.forEach((row, i) => expect(s.result(row.__id), `line ${i}`).toEqual(full.lines[i]));
      };
      expectSame(-1);
      for (let step = 0; step < 120; step++) {
        const op = Math.floor(r() * 6);
        const row = pick(r, s.rows);
        if (typing && op !== 0) {
          // The edit ends: committed (a change) or cancelled (Esc).
          if (r() < 0.5) s.change(typing.id, { [typing.column]: typing.value });
          else s.endDraft(typing.id);
          typing = null;
        }
        if (op === 0) {
          // A key in the cell being typed in, or the first key in another one.
          const open = typing as Typing | null;
          const column: string = open?.column ?? pick(r, ['miktar', 'birim_fiyat', 'iskonto_orani']);
          const next: Typing = { id: open?.id ?? row.__id, column, value: pick(r, CELLS[column]) };
          typing = next;
          s.draft(next.id, column, next.value);
        } else if (op === 1 || op === 2) {
          const column = pick(r, Object.keys(CELLS));
          s.change(row.__id, { [column]: pick(r, CELLS[column]) });
        } else if (op === 3) {
          const id = s.add(Math.floor(r() * (s.rows.length + 1)));
          s.change(id, line(r));
        } else if (op === 4 && s.rows.length > 1) s.remove(row.__id);
        else if (op === 5) s.move(row.__id, Math.floor(r() * s.rows.length));
        expectSame(step);
      }
    }
  });
});
