/** The report pages' Turkish texts (docs/reports.md). */
export const reportTexts = {
  area: 'Muhasebe',
  from: 'Dönem Başlangıç Tarihi',
  to: 'Dönem Bitiş Tarihi',
  asOf: 'Tarih',
  cari: 'Cari Hesap',
  cariPlaceholder: 'Cari hesap seçiniz',
  mizanTuru: 'Mizan Türü',
  mizanTurleri: [
    { id: '1', text: 'Dönemsel' },
    { id: '2', text: 'Aylık' },
  ],
  run: 'Raporla',
  excel: "Excel'e Aktar",
  print: 'Yazdır',
  loading: 'Rapor hazırlanıyor...',
  empty: 'Seçilen dönemde kayıt bulunmamaktadır.',
  chooseCari: 'Ekstre için bir cari hesap seçiniz.',
  notReadyTitle: 'Bu rapor henüz hazır değil',
  notReady: 'Bu rapor henüz hazırlanmadı. Muhasebe modülü tamamlandığında bu sayfada görüntülenecektir.',
  failed: 'Rapor alınamadı.',
  exportFailed: 'Excel dosyası indirilemedi.',
} as const;
