import { describe, expect, it } from 'vitest';
import { column, demoTables, relation } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { fillPatch } from './fill';

// A fill copies columns of the chosen record's show answer (display values, as the server sends them: a
// relation's text with its id in `{col}__id`) into the form: ids into selects, texts into text fields.

const targets = [
  relation('vergi_dairesi_id', 'Vergi Dairesi', 'vergi_daireleri'),
  column('vergi_dairesi_adi', 'Vergi Dairesi Adı', 'string'),
  column('cari_tipi', 'Cari Tipi', 'select:static', {
    options: [
      { id: '1', text: 'Müşteri' },
      { id: '2', text: 'Tedarikçi' },
    ],
  }),
  column('cari_tipi_adi', 'Cari Tipi Adı', 'string'),
  column('tc', 'TC / VKN', 'string'),
];

async function fillFrom(id: number) {
  const db = demoTables();
  const customer = db.cari_hesap.records.find((r) => r.id === id)!;
  customer.cari_tipi = '2';
  const load = await createMemoryTables(db).show('cari_hesap', id, '0');
  const patch = fillPatch(
    {
      rule: 'musteri',
      from: 'cari_hesap_id',
      table: 'cari_hesap',
      id: String(id),
      columns: {
        vergi_dairesi_id: 'vergi_daireleri_id',
        vergi_dairesi_adi: 'vergi_daireleri_id',
        cari_tipi: 'cari_tipi',
        cari_tipi_adi: 'cari_tipi',
        tc: 'tc',
      },
    },
    load,
    targets,
  );
  return {
    customer,
    taxOffice: db.vergi_daireleri.records.find((r) => r.id === customer.vergi_daireleri_id)!,
    patch,
  };
}

describe('fillPatch over a show answer', () => {
  it('gives a relation’s id to a select (its text shown) and its text to a text field', async () => {
    const { customer, taxOffice, patch } = await fillFrom(1);
    expect(patch.data.vergi_dairesi_id).toBe(customer.vergi_daireleri_id);
    expect(patch.displays.vergi_dairesi_id).toBe(taxOffice.name_basic);
    expect(patch.data.vergi_dairesi_adi).toBe(taxOffice.name_basic);
    expect(patch.data.tc).toBe(customer.tc);
  });

  it('gives a static select’s id to a select and its text to a text field', async () => {
    const { patch } = await fillFrom(1);
    expect(patch.data.cari_tipi).toBe('2');
    expect(patch.data.cari_tipi_adi).toBe('Tedarikçi');
  });
});
