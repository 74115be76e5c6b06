import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { column, demoTables, relation } from '../../../../services/tables.fixtures';
import { createMemoryTables } from '../../../../services/tables.memory';
import { dismissToast, getToasts } from '../../../../services/notify';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { fail, fakeApi, ok, type Reply } from '../../../../app/testing/fake-api';
import { resetBrowserState } from '../../../../app/testing/reset';
import { clearCaches } from '../../../../services/cache';
import { tokenStore } from '../../../../services/http';
import { installServerRates } from '../../../../services/rates.http';
import { storyTables, testColumns } from '../_parts/story-kit';

// A payment's small-business invoice select: "Tamamını Öde" copies kalan_odeme_tutari into tutar (001 §2.2).
function setup(formData: Record<string, unknown> = {}) {
  const db = demoTables();
  db.kobi_satis_fatura = {
    display_name: 'Kobi Satış Faturaları',
    display_column: 'fatura_numarasi',
    columns: [
      column('fatura_numarasi', 'Fatura No', 'string'),
      column('kalan_odeme_tutari', 'Kalan Ödeme', 'money'),
    ],
    records: [{ id: 7, fatura_numarasi: 'SF2026000000007', kalan_odeme_tutari: '12345678901234.56' }],
  };
  const columns = [
    relation('kobi_satis_fatura_id', 'Kobi Satış Faturası', 'kobi_satis_fatura', {}, 'fatura_numarasi'),
    column('tutar', 'Tutar', 'money', { scale: 2 }),
  ];
  db.tahsilat_islem.columns = columns;
  const tables = createMemoryTables(db);
  const onChange = vi.fn();
  render(
    <FieldPreview
      table="tahsilat_islem"
      columns={columns}
      tables={tables}
      formData={formData as never}
      onChange={onChange}
    />,
  );
  return { tables, onChange };
}

describe('the select’s pay-in-full button', () => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it('copies the chosen record’s remaining amount, exactly, into the amount field', async () => {
    const { tables, onChange } = setup({ kobi_satis_fatura_id: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Tamamını Öde' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ kobi_satis_fatura_id: 7, tutar: '12345678901234.56' }),
    );
    expect(tables.calls.filter((c) => c.method === 'show')).toEqual([
      { method: 'show', table: 'kobi_satis_fatura', args: ['7', '0'] },
    ]);
    expect(screen.getByLabelText('Tutar')).toHaveValue('12.345.678.901.234,56');
  });

  it('asks to choose a record first', async () => {
    const { onChange } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Tamamını Öde' }));
    expect(getToasts().map((t) => [t.title, t.text])).toContainEqual([
      'Hata!',
      'Lütfen öncelikle bir değer seçiniz.',
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers creating a small-business invoice in the modal, as the table has its page (/satis-faturalar)', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Yeni kayıt ekle' })).toBeInTheDocument();
  });

  it('shows no edit or create button for a table without a page (a reference list)', () => {
    const db = demoTables();
    db.vergi_daireleri = {
      display_name: 'Vergi Daireleri',
      display_column: 'name_basic',
      columns: [column('name_basic', 'Vergi Dairesi', 'string')],
      records: [{ id: 1, name_basic: 'Kadıköy' }],
    };
    const columns = [relation('vergi_daireleri_id', 'Vergi Dairesi', 'vergi_daireleri', {}, 'name_basic')];
    render(
      <FieldPreview
        table="front_test_table"
        columns={columns}
        tables={createMemoryTables(db)}
        formData={{ vergi_daireleri_id: 1 } as never}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Vergi Dairesi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni kayıt ekle' })).toBeNull();
  });
});

// The exchange button reads the server's rates (/kurlar); spec 000 §8: "Rate feed error → the server message
// is shown".
describe('the select’s exchange-rate button', () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    resetBrowserState();
  });

  function rateForm(kurlar: () => Reply) {
    tokenStore.set('tok-1');
    const api = fakeApi({ 'tok-1/kurlar': kurlar });
    clearCaches();
    undo = installServerRates();
    const onChange = vi.fn();
    render(
      <FieldPreview
        table="front_test_table"
        columns={testColumns('para_birimi_id', 'döviz_kuru')}
        tables={storyTables()}
        layout="special"
        formData={{ para_birimi_id: 2, döviz_kuru: '1' } as never}
        onChange={onChange}
      />,
    );
    return { api, onChange };
  }

  it('fills the TCMB selling rate of the chosen currency from the server', async () => {
    const { api, onChange } = rateForm(() =>
      ok({
        tarih: '08.07.2024',
        bulten_no: '2024/126',
        kaynak: 'yedek',
        kurlar: { 6: { ALIS: '32.5425', SATIS: '32.6011', code: 'USD' } },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Güncel kuru getir' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ döviz_kuru: '32.6011' })),
    );
    expect(api.sent('tok-1/kurlar')).toHaveLength(1);
  });

  it('shows the server’s message as an error titled "Hata!" when the rate feed fails', async () => {
    const { onChange } = rateForm(() => fail('Kur bülteni okunamadı: TCMB yanıt vermedi.', 503));
    await userEvent.click(screen.getByRole('button', { name: 'Güncel kuru getir' }));
    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.title, t.text])).toContainEqual([
        'error',
        'Hata!',
        'Kur bülteni okunamadı: TCMB yanıt vermedi.',
      ]),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns a contract code into its Turkish text', async () => {
    rateForm(() => fail('no.auth'));
    await userEvent.click(screen.getByRole('button', { name: 'Güncel kuru getir' }));
    await waitFor(() =>
      expect(getToasts().map((t) => [t.title, t.text])).toContainEqual([
        'Hata!',
        'Bu işlem için yetkiniz bulunmamaktadır.',
      ]),
    );
  });
});
