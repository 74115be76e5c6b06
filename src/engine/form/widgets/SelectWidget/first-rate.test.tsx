import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type Handler } from '../../../../app/testing/fake-api';
import { resetBrowserState } from '../../../../app/testing/reset';
import { clearCaches } from '../../../../services/cache';
import { tokenStore } from '../../../../services/http';
import { getToasts } from '../../../../services/notify';
import { installServerRates } from '../../../../services/rates.http';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';

// Issue 12 item 5: choosing a foreign currency loads the rate of the document's date into döviz_kuru the first
// time, from the server's exchange-rate call, and shows the bulletin's date next to the field.

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  resetBrowserState();
});

function rateForm(handler: Handler, formData: Record<string, unknown>) {
  tokenStore.set('tok-1');
  const api = fakeApi({ 'tok-1/exchange-rate': handler });
  clearCaches();
  undo = installServerRates();
  const onChange = vi.fn();
  render(
    <FieldPreview
      table="front_test_table"
      columns={testColumns('para_birimi_id', 'döviz_kuru', 'islem_tarihi')}
      tables={storyTables()}
      layout="special"
      formData={formData as never}
      onChange={onChange}
    />,
  );
  return { api, onChange };
}

async function choose(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Para Birimi' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the first foreign currency chosen', () => {
  it("fills the rate of the document's date and shows the bulletin's date", async () => {
    const { api, onChange } = rateForm(
      async () => {
        // The server's round trip: the answer comes after the choice has been rendered.
        await new Promise((r) => setTimeout(r, 50));
        return ok({
          para_birimi_id: 2,
          kod: 'USD',
          kur: '49.7285',
          alis: '49.6391',
          tarih: '2026-11-27',
          kaynak: 'ornek',
        });
      },
      { para_birimi_id: 1, döviz_kuru: '1', islem_tarihi: '2026-11-28' },
    );
    await choose('ABD doları');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ para_birimi_id: 2, döviz_kuru: '49.7285' }),
      ),
    );
    expect(api.sent('tok-1/exchange-rate').map((r) => r.body)).toEqual([
      { para_birimi_id: 2, tarih: '2026-11-28' },
    ]);
    // A Saturday: the Friday's bulletin, and the field says so.
    expect(await screen.findByText('Kur tarihi: 27.11.2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Döviz Kuru')).toHaveValue('49.7285'));
  });

  it('never overwrites a rate the user typed, and asks nothing for TL', async () => {
    const { api } = rateForm(() => ok({ kur: '40', tarih: '2026-11-27' }), {
      para_birimi_id: 1,
      döviz_kuru: '38.5',
      islem_tarihi: '2026-11-28',
    });
    await choose('Euro');
    await choose('Türk lirası');
    expect(api.sent('tok-1/exchange-rate')).toEqual([]);
    expect(screen.queryByText(/Kur tarihi/)).toBeNull();
  });

  it("shows the server's message when no rate is known for the day", async () => {
    const { onChange } = rateForm(
      () => ok({ message: 'error', errors: { döviz_kuru: ['Bu tarih için döviz kuru bulunamadı.'] } }),
      { para_birimi_id: 1, döviz_kuru: '1', islem_tarihi: '2019-01-07' },
    );
    await choose('Euro');
    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.text])).toContainEqual([
        'warning',
        'Bu tarih için döviz kuru bulunamadı.',
      ]),
    );
    // The rate stays what it was.
    expect(onChange.mock.calls.map((c) => c[0].döviz_kuru)).toEqual(['1']);
  });
});
