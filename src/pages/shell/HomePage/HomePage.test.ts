import { describe, expect, it } from 'vitest';
import { pages } from '../../../schemas';
import { offersAdd } from './HomePage';

// Issue 16: the home page's shortcuts offer "+ Yeni" only where a record can be created.
describe('home page shortcuts', () => {
  it('offer no "+ Yeni" for read-only lists and pages whose creating is not built', () => {
    const without = pages.filter((p) => !offersAdd(p)).map((p) => p.table);
    expect(without).toEqual(
      expect.arrayContaining([
        'vergiler',
        'kasa_hareketleri',
        'banka_hareketleri',
        'gelen_efatura',
        'gelen_eirsaliye',
      ]),
    );
    for (const p of pages) expect(offersAdd(p), p.table).toBe(!p.readOnly && !p.addNotice);
  });

  it('offer "+ Yeni" for the pages that create records', () => {
    const tables = pages.filter(offersAdd).map((p) => p.table);
    // The e-İrsaliye and the receipts create their drafts now (issue 13).
    expect(tables).toEqual(
      expect.arrayContaining([
        'cari_hesap',
        'satis_fatura',
        'kobi_satis_fatura',
        'e_irsaliye',
        'serbest_meslek_makbuzu',
        'e_mustahsil_makbuzu',
      ]),
    );
  });
});
