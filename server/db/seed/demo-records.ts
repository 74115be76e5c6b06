import { sql } from 'kysely';
import { banka_karti } from '../../catalog/banka_karti.table';
import { banka_subeleri } from '../../catalog/banka_subeleri.table';
import { cari_hesap } from '../../catalog/cari_hesap.table';
import { kasa_karti } from '../../catalog/kasa_karti.table';
import type { TableDef } from '../../catalog/types';
import { insertRow } from '../../tables/table.repository';
import { makeTrIban, tcknCheckDigits, vknCheckDigit } from '../../tables/value.checks';
import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';

// Demo current accounts, cash cards, bank branches and bank cards of the two demo companies. Names are
// invented; tax offices, provinces, districts, streets and banks are real; VKN, TCKN and IBAN numbers carry
// valid check digits.

const vkn = (first9: string) => first9 + vknCheckDigit(first9);
const tckn = (first9: string) => first9 + tcknCheckDigits(first9);

interface Address {
  il: number;
  ilce: string;
  mahalle: string;
  sokak: string;
  bina: string;
  posta: string;
}

interface Account {
  adi: string;
  tipi: 1 | 2 | 3;
  tc: string;
  vd: string;
  unvan?: string;
  ad?: string;
  soyad?: string;
  phone: string;
  email?: string;
  at: Address;
}

const DEMO_ACCOUNTS: Account[] = [
  {
    adi: 'Anadolu Kırtasiye',
    tipi: 2,
    tc: vkn('482017365'),
    vd: '34272',
    unvan: 'Anadolu Kırtasiye ve Ofis Malzemeleri Ticaret Ltd. Şti.',
    phone: '+90 (216) 345 18 27',
    email: 'siparis@anadolukirtasiye.example',
    at: { il: 34, ilce: 'Kadıköy', mahalle: 'Caferağa', sokak: 'Moda Caddesi', bina: '112', posta: '34710' },
  },
  {
    adi: 'Boğaziçi Lojistik',
    tipi: 2,
    tc: vkn('715309842'),
    vd: '34251',
    unvan: 'Boğaziçi Lojistik ve Taşımacılık A.Ş.',
    phone: '+90 (212) 227 40 91',
    email: 'muhasebe@bogazicilojistik.example',
    at: {
      il: 34,
      ilce: 'Beşiktaş',
      mahalle: 'Sinanpaşa',
      sokak: 'Barbaros Bulvarı',
      bina: '45',
      posta: '34353',
    },
  },
  {
    adi: 'Zeynep Arslan',
    tipi: 1,
    tc: tckn('346201587'),
    vd: '34246',
    ad: 'Zeynep',
    soyad: 'Arslan',
    phone: '+90 (532) 718 42 05',
    email: 'zeynep.arslan@example.com',
    at: {
      il: 34,
      ilce: 'Kadıköy',
      mahalle: 'Kozyatağı',
      sokak: 'Şemsettin Günaltay Caddesi',
      bina: '12',
      posta: '34742',
    },
  },
  {
    adi: 'Ege Zeytincilik',
    tipi: 3,
    tc: vkn('326910458'),
    vd: '35259',
    unvan: 'Ege Zeytincilik Tarım Ürünleri Sanayi ve Ticaret A.Ş.',
    phone: '+90 (232) 464 27 30',
    email: 'info@egezeytincilik.example',
    at: {
      il: 35,
      ilce: 'Konak',
      mahalle: 'Alsancak',
      sokak: 'Kıbrıs Şehitleri Caddesi',
      bina: '140',
      posta: '35220',
    },
  },
  {
    adi: 'Başkent Bilişim',
    tipi: 1,
    tc: vkn('157384026'),
    vd: '06257',
    unvan: 'Başkent Bilişim Teknolojileri Ltd. Şti.',
    phone: '+90 (312) 418 65 12',
    email: 'destek@baskentbilisim.example',
    at: { il: 6, ilce: 'Çankaya', mahalle: 'Kızılay', sokak: 'Atatürk Bulvarı', bina: '98', posta: '06420' },
  },
  {
    adi: 'Mustafa Çelik',
    tipi: 1,
    tc: tckn('518274093'),
    vd: '16257',
    ad: 'Mustafa',
    soyad: 'Çelik',
    phone: '+90 (544) 260 31 78',
    at: {
      il: 16,
      ilce: 'Nilüfer',
      mahalle: 'Fethiye',
      sokak: 'İzmir Yolu Caddesi',
      bina: '205',
      posta: '16140',
    },
  },
];

const ORNEK_ACCOUNTS: Account[] = [
  {
    adi: 'Kemalpaşa Un Sanayi',
    tipi: 2,
    tc: vkn('594016283'),
    vd: '35207',
    unvan: 'Kemalpaşa Un Sanayi ve Ticaret A.Ş.',
    phone: '+90 (232) 878 11 64',
    email: 'satis@kemalpasaun.example',
    at: { il: 35, ilce: 'Kemalpaşa', mahalle: 'Ulucak', sokak: 'Ankara Caddesi', bina: '61', posta: '35735' },
  },
  {
    adi: 'Bornova Ambalaj',
    tipi: 2,
    tc: vkn('268530714'),
    vd: '35264',
    unvan: 'Bornova Ambalaj Plastik Sanayi Ltd. Şti.',
    phone: '+90 (232) 347 52 09',
    email: 'info@bornovaambalaj.example',
    at: {
      il: 35,
      ilce: 'Bornova',
      mahalle: 'Kazımdirik',
      sokak: 'Mustafa Kemal Caddesi',
      bina: '45',
      posta: '35100',
    },
  },
  {
    adi: 'Ayşe Yıldız',
    tipi: 1,
    tc: tckn('437190265'),
    vd: '35256',
    ad: 'Ayşe',
    soyad: 'Yıldız',
    phone: '+90 (535) 402 67 13',
    email: 'ayse.yildiz@example.com',
    at: {
      il: 35,
      ilce: 'Karşıyaka',
      mahalle: 'Bostanlı',
      sokak: 'Cemal Gürsel Caddesi',
      bina: '312',
      posta: '35590',
    },
  },
  {
    adi: 'Akdeniz Gıda Pazarlama',
    tipi: 1,
    tc: vkn('831467209'),
    vd: '07253',
    unvan: 'Akdeniz Gıda Pazarlama A.Ş.',
    phone: '+90 (242) 323 84 50',
    email: 'satinalma@akdenizgida.example',
    at: { il: 7, ilce: 'Muratpaşa', mahalle: 'Şirinyalı', sokak: 'Lara Caddesi', bina: '90', posta: '07160' },
  },
  {
    adi: 'Hasan Öztürk',
    tipi: 1,
    tc: tckn('629305148'),
    vd: '01253',
    ad: 'Hasan',
    soyad: 'Öztürk',
    phone: '+90 (505) 731 20 96',
    at: { il: 1, ilce: 'Seyhan', mahalle: 'Reşatbey', sokak: 'Atatürk Caddesi', bina: '18', posta: '01120' },
  },
];

interface Bank {
  eft: string;
  sube: string;
  il: number;
  ilce: string;
  tanim: string;
  hesap: string;
  para: number;
}

const DEMO_BANKS: Bank[] = [
  {
    eft: '0064',
    sube: 'Kadıköy Şubesi',
    il: 34,
    ilce: 'Kadıköy',
    tanim: 'İş Bankası TL Hesabı',
    hesap: '1042000318765',
    para: 1,
  },
  {
    eft: '0062',
    sube: 'Levent Şubesi',
    il: 34,
    ilce: 'Beşiktaş',
    tanim: 'Garanti Euro Hesabı',
    hesap: '6290047315',
    para: 3,
  },
];
const ORNEK_BANKS: Bank[] = [
  {
    eft: '0010',
    sube: 'Kemalpaşa Şubesi',
    il: 35,
    ilce: 'Kemalpaşa',
    tanim: 'Ziraat Ticari Hesap',
    hesap: '58210374906',
    para: 1,
  },
  {
    eft: '0046',
    sube: 'Bornova Şubesi',
    il: 35,
    ilce: 'Bornova',
    tanim: 'Akbank TL Hesabı',
    hesap: '7315920048',
    para: 1,
  },
];

async function idOf(db: Db, query: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  const r = await query.execute(db);
  if (!r.rows[0])
    throw new Error(`demo seed: reference row not found (${query.compile(db).parameters.join(', ')})`);
  return Number(r.rows[0].id);
}

const districtId = (db: Db, il: number, ilce: string) =>
  idOf(db, sql<{ id: number }>`select id from ilceler where sehirler_id = ${il} and name_basic = ${ilce}`);

async function seedCompany(db: Db, departmentId: number, userId: number, accounts: Account[], banks: Bank[]) {
  const meta = { departmentId, userId };
  const put = (table: TableDef, values: Record<string, unknown>) => insertRow(db, table, values, meta);
  for (const a of accounts) {
    await put(cari_hesap, {
      cari_hesap_adi: a.adi,
      cari_tipi: a.tipi,
      tc: a.tc,
      vergi_daireleri_id: await idOf(
        db,
        sql<{ id: number }>`select id from vergi_daireleri where kod = ${a.vd}`,
      ),
      unvan: a.unvan ?? null,
      name_basic: a.ad ?? null,
      surname: a.soyad ?? null,
      phone: a.phone,
      email: a.email ?? null,
      ulkeler_id: 1,
      sehirler_id: a.at.il,
      ilceler_id: await districtId(db, a.at.il, a.at.ilce),
      mahalle_adi: a.at.mahalle,
      sokak_adi: a.at.sokak,
      bina_no: a.at.bina,
      posta_kodu: a.at.posta,
      adres: `${a.at.mahalle} Mah. ${a.at.sokak} No: ${a.at.bina}, ${a.at.posta} ${a.at.ilce}`,
    });
  }
  await put(kasa_karti, {
    kasa_tanımı: 'Merkez Kasa',
    para_birimi_id: 1,
    description: 'Günlük nakit işlemleri',
  });
  await put(kasa_karti, { kasa_tanımı: 'Döviz Kasası', para_birimi_id: 3, description: 'Euro nakit' });
  for (const b of banks) {
    const bankId = Number(b.eft);
    const branchId = await put(banka_subeleri, {
      bankalar_id: bankId,
      name_basic: b.sube,
      sehirler_id: b.il,
      ilceler_id: await districtId(db, b.il, b.ilce),
    });
    await put(banka_karti, {
      banka_tanımı: b.tanim,
      bankalar_id: bankId,
      banka_sube_id: branchId,
      iban_no: makeTrIban(b.eft, b.hesap),
      hesap_numarasi: b.hesap,
      para_birimi_id: b.para,
    });
  }
}

/** Adds the demo records to both demo companies (skipped when the company seed made no companies). */
export async function seedDemoRecords(db: Db, companies: DemoCompanies): Promise<void> {
  if (companies.demo.departmentId) {
    await seedCompany(db, companies.demo.departmentId, companies.demo.adminUserId, DEMO_ACCOUNTS, DEMO_BANKS);
  }
  if (companies.ornek.departmentId) {
    await seedCompany(db, companies.ornek.departmentId, companies.ornek.userId, ORNEK_ACCOUNTS, ORNEK_BANKS);
  }
}
