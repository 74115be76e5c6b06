/**
 * A fetch stub that answers like Defter's server: handlers by path (after /api/v1/), replies in the
 * contract's envelope; every request is recorded with its parsed JSON body. Tests only.
 */
import { vi } from 'vitest';
import type { LoggedInUserInfo } from '../../services/auth';

/** One request the browser sent. */
export interface SentRequest {
  path: string;
  body: any;
}
/** A handler's answer: success data, or an error built with `fail`. */
export type Reply = { ok: true; data: unknown } | { ok: false; code: number; data: Record<string, unknown> };
export type Handler = (body: any, path: string) => Reply | Promise<Reply>;

/** A success envelope with `data`. */
export const ok = (data: unknown): Reply => ({ ok: true, data });
/** An error envelope: `message` is the contract code. */
export const fail = (message: string, code = 400, extra: Record<string, unknown> = {}): Reply => ({
  ok: false,
  code,
  data: { message, ...extra },
});

/**
 * The home page's dashboard call, unless a test answers it itself: what the server answers a session that may
 * list none of the dashboard's tables (the day and the windows, no parts; server/reports/dashboard.ts). Fixed day.
 */
const emptyDashboard: Handler = () =>
  ok({
    today: '2026-03-15',
    dueUntil: '2026-03-29',
    month: { from: '2026-03-01', to: '2026-03-31', lastYearFrom: '2025-03-01', lastYearTo: '2025-03-31' },
  });

/** Installs the stub as global fetch; unknown paths answer 404. Undo with `vi.unstubAllGlobals()`. */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = decodeURIComponent(new URL(req.url).pathname.replace(/^\/api\/v1\/?/, ''));
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ path, body });
    const handler = handlers[path] ?? (/^[^/]+\/dashboard$/.test(path) ? emptyDashboard : undefined);
    const reply = handler ? await handler(body, path) : fail('not.found', 404);
    const envelope = reply.ok
      ? { status: 'success', code: 200, data: reply.data }
      : { status: 'error', code: reply.code, data: reply.data };
    return new Response(JSON.stringify(envelope), {
      status: envelope.code,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests sent to `path`. */
    sent: (path: string) => requests.filter((r) => r.path === path),
  };
}

const ALL_VERBS = { lists: ['0'], queries: ['0'], shows: ['0'], edits: ['0'], creates: ['0'] };

/** getLoggedInUserInfo of the seeded demo company (Ön muhasebe), with the given changes. */
export function userInfo(
  changes: {
    tables?: string[];
    packageId?: LoggedInUserInfo['department']['musteri_paketi_id'];
    isAdmin?: boolean;
    kalanGun?: number;
  } = {},
): LoggedInUserInfo {
  const tables = changes.tables ?? ['cari_hesap', 'kasa_karti', 'banka_karti'];
  const isAdmin = changes.isAdmin ?? false;
  return {
    user: {
      id: 1,
      email: 'ayse.yilmaz@ornek-ticaret.com.tr',
      tc: '10000000146',
      name_basic: 'Ayşe',
      surname: 'Yılmaz',
      phone: '+90 (532) 123 45 12',
      department_id: 1,
      firma_sube_adi: null,
      kullanici_ayarlari: null,
    },
    auths: {
      tables: Object.fromEntries(tables.map((t) => [t, ALL_VERBS])),
      admin: isAdmin ? { authWizard: [['0']], userImitation: [['0']] } : {},
    },
    department: {
      id: 1,
      name_basic: 'Örnek Ticaret Ltd. Şti.',
      musteri_paketi_id: changes.packageId ?? 1,
      paket_adi: 'Ön muhasebe',
      son_kullanma_tarihi: '2027-06-30',
      kalan_gun: changes.kalanGun ?? 214,
      firma_adresi: 'Atatürk Cad. No: 12, Çankaya / Ankara',
    },
    is_admin: isAdmin,
    yetki_count: 1,
  };
}
