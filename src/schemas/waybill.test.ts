import { describe, expect, it } from 'vitest';
import { evaluate } from '../../domain/rules';
import alisIrsaliye from './alis_irsaliye';
import satisIrsaliye from './satis_irsaliye';
import { waybillGroups, waybillRules } from './waybill';

// The waybill form's carrier rules (002 §4) as the form and the server run them: carrier type 2 shows the
// driver list and hides and clears the carrier's VKN and title; any other type requires them and empties the
// driver list. And the routes of 002 §2.

const save = (data: Record<string, unknown>) =>
  evaluate(waybillRules, data, { phase: 'save', groups: waybillGroups });

const drivers = [{ isim: 'Kemal', soyisim: 'Aydın', tc: '10000000146' }];

describe('waybill carrier rules', () => {
  it('a carrier company requires its VKN and title and empties the driver list', () => {
    const out = save({ tasiyici_turu_id: '1', sofor_bilgileri: drivers, para_birimi_id: 1 });
    expect(out.fields.tasiyici_vkn).toMatchObject({ required: true });
    expect(out.fields.tasiyici_unvan).toMatchObject({ required: true });
    expect(out.hiddenGroups).toContain('soforler');
    expect(out.data.sofor_bilgileri ?? null).toBeNull();
  });

  it('type 2 shows and requires the drivers, hides and clears the carrier', () => {
    const out = save({
      tasiyici_turu_id: '2',
      tasiyici_vkn: '1234567890',
      tasiyici_unvan: 'Hızlı Nakliyat',
      sofor_bilgileri: drivers,
    });
    expect(out.fields.tasiyici_vkn).toMatchObject({ hidden: true });
    expect(out.fields.tasiyici_unvan).toMatchObject({ hidden: true });
    expect(out.data.tasiyici_vkn ?? null).toBeNull();
    expect(out.data.tasiyici_unvan ?? null).toBeNull();
    expect(out.hiddenGroups).not.toContain('soforler');
    expect(out.fields.sofor_bilgileri).toMatchObject({ required: true });
    expect(out.data.sofor_bilgileri).toEqual(drivers);
  });

  it('locks the rate of TL at 1 and dates a new waybill today', () => {
    const out = evaluate(waybillRules, { para_birimi_id: 1, döviz_kuru: '3' }, { phase: 'create' });
    expect(out.data.döviz_kuru).toBe('1');
    expect(out.fields['döviz_kuru']).toMatchObject({ disabled: true });
    expect(String(out.data.irsaliye_tarihi)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('waybill pages', () => {
  it('share /alis-satis-yonetimi/irsaliye with the spec’s add and edit segments and redirects', () => {
    expect(alisIrsaliye.route).toBe('/alis-satis-yonetimi/irsaliye');
    expect(satisIrsaliye.route).toBe('/alis-satis-yonetimi/irsaliye');
    expect([alisIrsaliye.addPath, alisIrsaliye.editPath]).toEqual(['alis-ekle', 'alis-duzenle']);
    expect([satisIrsaliye.addPath, satisIrsaliye.editPath]).toEqual(['satis-ekle', 'satis-duzenle']);
    expect(alisIrsaliye.tabs?.map((t) => [t.id, t.label])).toEqual([
      ['first', 'Alış İrsaliyeleri'],
      ['second', 'Satış İrsaliyeleri'],
    ]);
    expect(alisIrsaliye.redirect).toBe('/alis-satis-yonetimi/irsaliye?tab=first');
    expect(satisIrsaliye.redirect).toBe('/alis-satis-yonetimi/irsaliye?tab=second');
  });
});
