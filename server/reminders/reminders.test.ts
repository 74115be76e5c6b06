import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/recurring/periods';
import { mailerFor, type Mailer } from '../mail/mail';
import { DEMO_ADMIN, departmentOf } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { reminderTexts, runReminders } from './reminders.service';

// Payment reminders (issue 28 item 4; docs/mail.md "Reminders"): a real SMTP server on loopback (smtp-server)
// receives exactly the scheduled mails — each step of the company's schedule once per invoice, none for an invoice
// without an address or with nothing left, none twice when two rounds run at once — each with its share link.
// The clock is fixed (never the real date); PGlite, and PostgreSQL with TEST_DATABASE_URL.

type Row = Record<string, any>;
let t: TestContext;
let smtp: TestSmtpServer;
let mailer: Mailer;
let token: string;
let dept: number;
const DUE = '2027-03-10';
const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const at = (day: string) => new Date(`${day}T10:00:00+03:00`);
const round = (day: string) => runReminders({ db: t.database.db, now: at(day), mailer, config: t.config });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Demo Ticaret <tahsilat@demoticaret.example>' },
  });
  mailer = mailerFor(t.config.mail, t.database.db);
  token = await t.login(DEMO_ADMIN);
  dept = await departmentOf(t, DEMO_ADMIN);
});
afterAll(async () => {
  await mailer?.close();
  await t?.close();
  await smtp?.close();
});

describe('payment reminders', () => {
  it('checks the schedule in Turkish; only admins save it', async () => {
    const bad = await t.post(`/${token}/reminders/settings/save`, {
      acik: true,
      adimlar: '-3, 0, 200',
      link_gun: 0,
    });
    expect(bad.json.data.errors).toEqual({
      adimlar: [reminderTexts.steps],
      link_gun: [reminderTexts.linkDays],
    });
    const otp = await t.login('otp@defter.local');
    expect((await t.post(`/${otp}/reminders/settings/save`, { acik: true })).json.data.message).toBe(
      reminderTexts.adminOnly,
    );
    expect((await t.post(`/${token}/reminders/settings`)).json.data).toMatchObject({
      acik: false,
      adimlar: [-3, 0, 7],
    });
  });

  it('mails exactly the scheduled steps, each once, with the share link', async () => {
    // Three open invoices due on DUE, to three customers: two with an address, one without.
    const customers = await rows(sql<Row>`select c.id from cari_hesap c where c.department_id = ${dept}
      and exists (select 1 from adres a where a.cari_hesap_id = c.id) order by c.id limit 3`);
    expect(customers).toHaveLength(3);
    const [bakim] = await rows(
      sql<Row>`select id from hizmet_ve_masraf_kartlari where department_id = ${dept} limit 1`,
    );
    await sql`update satis_fatura set vade_tarihi = ${addDays(DUE, 400)} where department_id = ${dept}`.execute(
      t.database.db,
    );
    const open: Row[] = [];
    for (const c of customers) {
      const r = await t.post(`/${token}/tables/satis_fatura/store`, {
        cari_hesap_id: c.id,
        fatura_senaryo_id: 1,
        fatura_tipi_id: 2,
        fatura_tarihi: addDays(DUE, -30),
        para_birimi_id: 1,
        döviz_kuru: '1',
        mal_hizmet_json: JSON.stringify([
          {
            mal_hizmet_turu_id: 2,
            hizmet_ve_masraf_kartlari_id: bakim.id,
            mal_hizmet: 'Aylık bakım',
            miktar: '1',
            birim_id: 1,
            birim_fiyat: '1250',
            kdv_id: 9,
            kdv_dahil_buton: '0',
          },
        ]),
      });
      expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
      open.push({ id: r.json.data.id, cari: c.id });
    }
    await sql`update satis_fatura set vade_tarihi = ${DUE} where id = any(${open.map((o) => o.id)}::bigint[])`.execute(
      t.database.db,
    );
    const addresses = ['muhasebe@musteri-bir.example', 'odeme@musteri-iki.example'];
    await sql`update cari_hesap set email = null where department_id = ${dept}`.execute(t.database.db);
    for (const [i, email] of addresses.entries())
      await sql`update cari_hesap set email = ${email} where id = ${open[i].cari}`.execute(t.database.db);
    const expectedTo = addresses;

    const saved = await t.post(`/${token}/reminders/settings/save`, {
      acik: true,
      adimlar: '-3, 0, 7',
      link_gun: 15,
    });
    expect(saved.json.data.text).toBe(reminderTexts.saved);

    const counts: Record<string, number> = {};
    for (const day of [addDays(DUE, -4), addDays(DUE, -3), addDays(DUE, -3), addDays(DUE, -1), DUE]) {
      counts[day] = (counts[day] ?? 0) + (await round(day));
    }
    // Two rounds at the same instant (two processes): each step still goes once.
    const both = await Promise.all([round(DUE), round(DUE)]);
    expect(both.reduce((a, b) => a + b, 0)).toBe(0);
    for (const day of [addDays(DUE, 3), addDays(DUE, 7), addDays(DUE, 8), addDays(DUE, 30)])
      counts[day] = (counts[day] ?? 0) + (await round(day));
    const n = expectedTo.length;
    expect(counts).toEqual({
      [addDays(DUE, -4)]: 0,
      [addDays(DUE, -3)]: n,
      [addDays(DUE, -1)]: 0,
      [DUE]: n,
      [addDays(DUE, 3)]: 0,
      [addDays(DUE, 7)]: n,
      [addDays(DUE, 8)]: 0,
      [addDays(DUE, 30)]: 0,
    });

    const received = await smtp.waitFor(3 * n);
    expect(received).toHaveLength(3 * n);
    expect(received.map((m) => m.to[0]).sort()).toEqual([...expectedTo, ...expectedTo, ...expectedTo].sort());
    const first = received[0];
    expect(first.from).toBe('tahsilat@demoticaret.example');
    expect(first.parsed.subject).toMatch(/^Ödeme hatırlatması: [A-Z0-9]{16} numaralı fatura$/);
    expect(first.parsed.text).toContain('vadesi 3 gün sonra (10.03.2027) dolacaktır');
    expect(first.parsed.text).toContain('1.500,00 ₺ tutarındaki ödemesinin');
    expect(received[n].parsed.text).toContain('vadesi bugün (10.03.2027) dolmaktadır');
    expect(received[2 * n].parsed.text).toContain('vadesi 7 gün önce (10.03.2027) dolmuştur');
    // Each mail's link opens that invoice's share page.
    const link = /(https?:\/\/\S+\/paylas\/\S+)/.exec(first.parsed.text ?? '')![1];
    const page = await t.app.request(new URL(link).pathname);
    expect(page.status).toBe(200);
    const no = /: (\S+) numaralı/.exec(first.parsed.subject ?? '')![1];
    expect(await page.text()).toContain(`Fatura ${no}`);

    const listed = (await t.post(`/${token}/reminders/list`)).json.data.records;
    expect(listed.filter((r: Row) => r.durum === 'gonderildi')).toHaveLength(3 * n);
  });

  it('a reminder the SMTP server refuses for good (5xx) is kept as hata and never sent again', async () => {
    const strict = await startSmtpServer({
      refuse: (to) => (to.startsWith('muhasebe@') ? 'Kutu yok' : null),
    });
    const refusing = mailerFor({ ...t.config.mail, smtpUrl: strict.url }, t.database.db);
    try {
      const later = addDays(DUE, 100);
      await sql`update satis_fatura set vade_tarihi = ${later} where department_id = ${dept}
        and vade_tarihi = ${DUE}`.execute(t.database.db);
      const day = addDays(later, -3);
      const sent = await runReminders({
        db: t.database.db,
        now: at(day),
        mailer: refusing,
        config: t.config,
      });
      const states = await rows(sql<Row>`select kime, durum, hata from hatirlatma_gonderimleri
        where vade_tarihi = ${later} order by kime`);
      expect(states.find((s) => s.kime.startsWith('muhasebe@'))).toMatchObject({ durum: 'hata' });
      expect(sent).toBe(states.filter((s) => s.durum === 'gonderildi').length);
      expect(
        await runReminders({ db: t.database.db, now: at(day), mailer: refusing, config: t.config }),
      ).toBe(0);
    } finally {
      await refusing.close();
      await strict.close();
    }
  });
});
