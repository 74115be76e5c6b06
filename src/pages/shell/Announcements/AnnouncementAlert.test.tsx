import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { ANNOUNCEMENT_POLL_MS } from './announcements.api';

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

describe('the home page announcement', () => {
  it('shows the type-5 announcements and asks again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tokenStore.set('tok-1');
    let records = [
      { id: 3, title: 'Planlı bakım çalışması', announcement: 'Pazar gecesi bakım yapılacaktır.' },
    ];
    const api = fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
      'tok-1/tables/duyurular': () => ok({ records, all_records_count: records.length }),
    });
    renderApp('/');
    const alert = await screen.findByRole('complementary', { name: 'Planlı bakım çalışması' });
    expect(alert).toHaveTextContent('Pazar gecesi bakım yapılacaktır.');
    expect(api.sent('tok-1/tables/duyurular')[0].body.params.filters).toEqual({
      duyuru_tipleri_id: { type: 1, guiType: 'select:static', filter: ['5'] },
    });

    records = [];
    await act(async () => vi.advanceTimersByTime(ANNOUNCEMENT_POLL_MS));
    await waitFor(() => expect(api.sent('tok-1/tables/duyurular')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Planlı bakım çalışması' })).toBeNull(),
    );
  });
});
