// The one place that attaches behaviour to the catalogue's tables (docs/architecture.md): each table's hooks,
// keyed by table name, built from the capabilities that own them (documents, money, ledger, stock, edocs, office,
// shell, auth). The catalogue (server/catalog) stays metadata; the table service reads the hooks through
// `hooksOf` (server/tables/table.hooks.ts), installed here when the app or a migration run starts.
import { usersHooks } from './auth/users.hooks';
import { documentHooks } from './documents/document.hooks';
import {
  invoiceDocument,
  kobiInvoiceDocument,
  orderDocument,
  quoteDocument,
} from './documents/document.spec';
import { withConvertedOrder, withOrderLinks } from './documents/order-links';
import { orderHooks } from './documents/order.hooks';
import { eInvoiceHooks } from './edocs/e-invoice.hooks';
import { withCardAccountCode } from './ledger/card-account.hooks';
import { eReceiptHooks } from './edocs/e-receipt.hooks';
import { eWaybillHooks } from './edocs/e-waybill.hooks';
import { prefixHooks } from './edocs/prefix.hooks';
import { xsltHooks } from './edocs/render/xslt.hooks';
import {
  fisHooks,
  hesapPlaniHooks,
  periodCloseHooks,
  postingRuleHooks,
  withCardAccounts,
  withLedgerPosting,
} from './ledger/ledger.hooks';
import { bankaKartiHooks } from './money/banka_karti.hooks';
import { cariHesapHooks } from './money/cari_hesap.hooks';
import { paperHooks } from './money/finance-paper.hooks';
import { financeTransactionHooks } from './money/finance-transaction.hooks';
import { withPaymentLimit } from './money/payment.hooks';
import { amortismanHesaplariHooks } from './office/amortisman_hesaplari.hooks';
import { amortismanListesiHooks } from './office/amortisman_listesi.hooks';
import { kiralarHooks } from './office/kiralar.hooks';
import { kobiSiparisHooks } from './office/kobi_siparis.hooks';
import { personelKartlariHooks } from './office/personel_kartlari.hooks';
import { sabitKiymetKartlariHooks } from './office/sabit_kiymet_kartlari.hooks';
import { favorilerHooks } from './shell/favoriler.hooks';
import { birimlerHooks } from './stock/birimler.hooks';
import { stockCardHooks, stockMovementHooks, waybillHooks, withStockMovements } from './stock/stock.hooks';
import { installHooks, type TableHooks } from './tables/table.hooks';

/** Every table's hooks by table name; a table without an entry has none. */
export function buildTableHooks(): Record<string, TableHooks> {
  return {
    alis_fatura: withLedgerPosting(
      withOrderLinks(
        withPaymentLimit(withStockMovements(documentHooks(invoiceDocument), 'alis_fatura'), 'alis_fatura'),
        'alis_fatura',
      ),
      'alis_fatura',
    ),
    alis_irsaliye: withOrderLinks(waybillHooks('alis_irsaliye'), 'alis_irsaliye'),
    alis_siparis: withConvertedOrder(orderHooks(orderDocument), 'alis_siparis'),
    amortisman_hesaplari: withLedgerPosting(amortismanHesaplariHooks, 'amortisman_hesaplari'),
    amortisman_listesi: amortismanListesiHooks,
    banka_gelen_havale_islemi: withLedgerPosting(
      financeTransactionHooks('banka_karti2_id', 'in', { copiesTarget: true }),
      'banka_gelen_havale_islemi',
    ),
    banka_giden_havale_islem: withLedgerPosting(
      financeTransactionHooks('banka_karti2_id', 'out'),
      'banka_giden_havale_islem',
    ),
    banka_karti: withCardAccounts(bankaKartiHooks, 'banka_karti'),
    birimler: birimlerHooks,
    cari_hesap: withCardAccounts(cariHesapHooks, 'cari_hesap'),
    donem_kapanislari: periodCloseHooks,
    e_arsiv_fatura: eInvoiceHooks('e_arsiv_fatura'),
    e_fatura: eInvoiceHooks('e_fatura'),
    e_irsaliye: eWaybillHooks,
    e_mustahsil_makbuzu: eReceiptHooks('e_mustahsil_makbuzu'),
    fatura_on_ekleri: prefixHooks,
    favoriler: favorilerHooks,
    firma_cek: withLedgerPosting(paperHooks('firma_cek'), 'firma_cek'),
    firma_senet: withLedgerPosting(paperHooks('firma_senet'), 'firma_senet'),
    fis: fisHooks,
    hesap_plani: hesapPlaniHooks,
    hizmet_ve_masraf_kartlari: withCardAccountCode(),
    kasa_karti: withCardAccounts({}, 'kasa_karti'),
    kiralar: kiralarHooks,
    kobi_alis_fatura: withLedgerPosting(
      withPaymentLimit(
        withStockMovements(documentHooks(kobiInvoiceDocument), 'kobi_alis_fatura'),
        'kobi_alis_fatura',
      ),
      'kobi_alis_fatura',
    ),
    kobi_satis_fatura: withLedgerPosting(
      withPaymentLimit(
        withStockMovements(documentHooks(kobiInvoiceDocument), 'kobi_satis_fatura'),
        'kobi_satis_fatura',
      ),
      'kobi_satis_fatura',
    ),
    kobi_siparis: kobiSiparisHooks,
    muhasebe_kurallari: postingRuleHooks,
    musteri_cek: withLedgerPosting(paperHooks('musteri_cek'), 'musteri_cek'),
    musteri_senet: withLedgerPosting(paperHooks('musteri_senet'), 'musteri_senet'),
    odeme_islemi: withLedgerPosting(financeTransactionHooks('kasa_karti2_id', 'out'), 'odeme_islemi'),
    personel_kartlari: personelKartlariHooks,
    personel_odeme: withLedgerPosting({}, 'personel_odeme'),
    sabit_kiymet_hareketleri: withLedgerPosting({}, 'sabit_kiymet_hareketleri'),
    sabit_kiymet_kartlari: withCardAccountCode(sabitKiymetKartlariHooks),
    satis_fatura: withLedgerPosting(
      withOrderLinks(
        withPaymentLimit(withStockMovements(documentHooks(invoiceDocument), 'satis_fatura'), 'satis_fatura'),
        'satis_fatura',
      ),
      'satis_fatura',
    ),
    satis_irsaliye: withOrderLinks(waybillHooks('satis_irsaliye'), 'satis_irsaliye'),
    satis_siparis: withConvertedOrder(orderHooks(orderDocument), 'satis_siparis'),
    serbest_meslek_makbuzu: eReceiptHooks('serbest_meslek_makbuzu'),
    stok_hareketleri: stockMovementHooks,
    stok_kartlari: withCardAccountCode(stockCardHooks),
    tahsilat_islem: withLedgerPosting(financeTransactionHooks('kasa_karti2_id', 'in'), 'tahsilat_islem'),
    teklifler: documentHooks(quoteDocument),
    users: usersHooks,
    xslt: xsltHooks,
  };
}

let installed = false;

/** Attaches every table's hooks (once per process): called by createApp and by the migration runner. */
export function installTableHooks(): void {
  if (installed) return;
  installHooks(buildTableHooks());
  installed = true;
}
