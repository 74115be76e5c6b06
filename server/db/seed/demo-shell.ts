import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { turkishToday } from '../../auth/user-info.service';
import { createNotification } from '../../shell/notifications.repository';
import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';

// The shell's demo data: notifications of the demo users, Defter's announcements (one of type 5, the home
// page alert) and e-documents dated in the month of the first start, so the calendar has something to show.

const HOUR = 60 * 60 * 1000;

interface DemoNotification {
  title: string;
  description: string;
  /** Hours before the seed (negative: in the future, a scheduled notification). */
  hoursAgo: number;
  unread: boolean;
  data?: { table: string; id?: number | string };
}

const adminNotifications = (year: string): DemoNotification[] => [
  {
    title: 'Yeni Trendyol siparişi',
    description: 'Trendyol mağazanızdan 2 ürünlük yeni bir sipariş geldi (Sipariş No: 10284756321).',
    hoursAgo: 1,
    unread: true,
    data: { table: 'trendyol_siparisler', id: '10284756321' },
  },
  {
    title: 'Yeni Hepsiburada siparişi',
    description: 'Hepsiburada mağazanızdan 1 ürünlük yeni bir sipariş geldi (Sipariş No: 4827305519).',
    hoursAgo: 3,
    unread: true,
    data: { table: 'hepsiburada_siparisler', id: '4827305519' },
  },
  {
    title: 'Gelen e-Fatura',
    description: "Anadolu Kırtasiye'den 12.480,00 ₺ tutarlı yeni bir e-Fatura geldi.",
    hoursAgo: 5,
    unread: true,
    data: { table: 'gelen_efatura' },
  },
  {
    title: 'Çek vadesi yaklaşıyor',
    description: "Boğaziçi Lojistik'e verdiğiniz 45.000,00 ₺ tutarlı çekin vadesine 3 gün kaldı.",
    hoursAgo: 20,
    unread: true,
  },
  {
    title: 'e-Fatura gönderildi',
    description: `DMT${year}000000003 numaralı e-Fatura alıcıya iletildi.`,
    hoursAgo: 26,
    unread: false,
    data: { table: 'e_fatura' },
  },
  {
    title: 'Döviz kurları güncellendi',
    description: 'Türkiye Cumhuriyet Merkez Bankası günlük kurları sisteme aktarıldı.',
    hoursAgo: 30,
    unread: false,
  },
  {
    title: 'Haftalık yedekleme tamamlandı',
    description: 'Firma verilerinizin haftalık yedeği başarıyla alındı.',
    hoursAgo: 74,
    unread: false,
  },
  {
    title: 'KDV beyannamesi hatırlatması',
    description: 'KDV beyannamesinin son gününe 2 gün kaldı.',
    hoursAgo: -24,
    unread: true,
  },
];

const ORNEK_NOTIFICATIONS: DemoNotification[] = [
  {
    title: 'Gelen e-Fatura',
    description: "Kemalpaşa Un Sanayi'nden 8.640,00 ₺ tutarlı yeni bir e-Fatura geldi.",
    hoursAgo: 2,
    unread: true,
    data: { table: 'gelen_efatura' },
  },
  {
    title: 'Stok uyarısı',
    description: 'Kuru kayısı (5 kg) stoğu kritik seviyenin altına düştü.',
    hoursAgo: 8,
    unread: true,
  },
  {
    title: 'Haftalık yedekleme tamamlandı',
    description: 'Firma verilerinizin haftalık yedeği başarıyla alındı.',
    hoursAgo: 50,
    unread: false,
  },
];

const OTP_NOTIFICATIONS: DemoNotification[] = [
  {
    title: 'Telefon doğrulaması açık',
    description: 'Hesabınıza her girişte telefonunuza gönderilen kod sorulur.',
    hoursAgo: 6,
    unread: true,
  },
];

async function seedNotifications(db: Db, departmentId: number, userId: number, list: DemoNotification[]) {
  const now = Date.now();
  for (const n of list) {
    await createNotification(db, {
      departmentId,
      userId,
      title: n.title,
      description: n.description,
      startTime: new Date(now - n.hoursAgo * HOUR),
      unread: n.unread,
      data: n.data ?? null,
    });
  }
}

/**
 * Days of the current Turkish month, as YYYY-MM-DD: `day` clamped into the month and never after the seed day — a
 * demo document dated in the future is one GİB refuses (an IssueDate after today), so a seed on the 7th dates the
 * "20th" document on the 7th.
 */
export function monthDay(today: string, day: number): string {
  const d = Math.min(Math.max(day, 1), Number(today.slice(8, 10)));
  return `${today.slice(0, 8)}${String(d).padStart(2, '0')}`;
}

/**
 * [table, number column, date column, uuid column, number, day of month (0 = today), unvan]. The company's own
 * e-documents are drafts, which have no number (the series gives it when one is sent; docs/document-numbers.md, "One
 * series each"); the received ones carry their sender's.
 */
type DemoDocument = [string, string, string, string, string | null, number, string | null];

function documentsOf(year: string, accounts: string[]): DemoDocument[] {
  const no = (p: string, n: number) => `${p}${year}${String(n).padStart(9, '0')}`;
  return [
    ['e_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', null, 0, accounts[0]],
    ['e_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', null, 0, accounts[1]],
    ['e_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', null, 0, accounts[2]],
    ['e_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', null, 3, accounts[0]],
    ['e_irsaliye', 'irsaliye_numarasi', 'irsaliye_tarihi', 'ettn', null, 0, null],
    ['gelen_efatura', 'document_id', 'document_issue_date', 'document_uuid', no('AKT', 118), 5, null],
    ['gelen_efatura', 'document_id', 'document_issue_date', 'document_uuid', no('BLJ', 42), 9, null],
    ['e_arsiv_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', null, 8, accounts[1]],
    ['e_arsiv_fatura', 'e_fatura_numarasi', 'fatura_tarihi', 'ettn', null, 12, accounts[2]],
    ['gelen_eirsaliye', 'document_id', 'document_issue_date', 'document_uuid', no('AKI', 7), 15, null],
    ['serbest_meslek_makbuzu', 'makbuz_numarasi', 'duzenleme_tarihi', 'ettn', null, 20, accounts[0]],
  ];
}

async function seedDocuments(db: Db, departmentId: number, userId: number, docs: DemoDocument[]) {
  const today = turkishToday(new Date());
  const dayOfToday = Number(today.slice(8, 10));
  for (const [table, numberCol, dateCol, uuidCol, number, day, unvan] of docs) {
    const values: Record<string, unknown> = {
      user_id: userId,
      department_id: departmentId,
      [numberCol]: number,
      [dateCol]: monthDay(today, day === 0 ? dayOfToday : day),
      [uuidCol]: randomUUID(),
    };
    if (unvan) values.unvan = unvan;
    const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    await sql`update ${sql.table(table)} set own_id = id where id = ${row.id}`.execute(db);
  }
}

/** Notifications, announcements and calendar documents of the demo (after the demo companies and records). */
export async function seedDemoShell(db: Db, companies: DemoCompanies): Promise<void> {
  const otp = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'otp@defter.local')
    .executeTakeFirst();
  const { demo, ornek } = companies;
  const year = turkishToday(new Date()).slice(0, 4);
  await seedNotifications(db, demo.departmentId, demo.adminUserId, adminNotifications(year));
  if (otp) await seedNotifications(db, demo.departmentId, Number(otp.id), OTP_NOTIFICATIONS);
  await seedNotifications(db, ornek.departmentId, ornek.userId, ORNEK_NOTIFICATIONS);

  await db
    .insertInto('duyurular')
    .values([
      {
        title: 'Planlı bakım çalışması',
        announcement:
          'Pazar gecesi 02.00–04.00 saatleri arasında planlı bakım yapılacaktır. Bu sürede e-belge gönderimi kısa süreli olarak duraklayabilir.',
        duyuru_tipleri_id: 5,
      },
      {
        title: 'Yeni: Takvim',
        announcement: 'Üst çubuktaki takvim düğmesiyle e-belgelerinizi ay ay görebilirsiniz.',
        duyuru_tipleri_id: 2,
      },
    ])
    .execute();

  await seedDocuments(
    db,
    demo.departmentId,
    demo.adminUserId,
    documentsOf(year, ['Anadolu Kırtasiye', 'Boğaziçi Lojistik', 'Başkent Bilişim']),
  );
  await seedDocuments(
    db,
    ornek.departmentId,
    ornek.userId,
    documentsOf(year, ['Kemalpaşa Un Sanayi', 'Bornova Ambalaj', 'Akdeniz Gıda Pazarlama']).slice(0, 6),
  );
}
