import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { adminTokenStore } from '../../../services/accounts';
import { pageLoad } from '../../../services/auth';
import { tokenStore } from '../../../services/http';
import type { LoggedInUserInfo } from '../../../services/auth';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function session(info: LoggedInUserInfo) {
  tokenStore.set('tok-1');
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(info),
    'tok-1/logOut': () => ok({ message: 'success' }),
  });
}

describe('the impersonation banner', () => {
  it('says whose account the admin is using, on every page, with a way back', async () => {
    adminTokenStore.set('tok-admin');
    const api = session({ ...userInfo(), imitator_user_id: 1 });
    vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Taklit modu' });
    expect(banner).toHaveTextContent('Ayşe Yılmaz olarak işlem yapıyorsunuz.');
    // Not inside the top bar (its own "Taklitten Çık" stays where logout was).
    expect(within(screen.getByRole('banner')).queryByRole('region', { name: 'Taklit modu' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Taklitten Çık' }));
    await waitFor(() => expect(api.sent('tok-1/logOut')).toHaveLength(1));
    await waitFor(() => expect(tokenStore.get()).toBe('tok-admin'));
  });

  it('is absent in the user’s own session', async () => {
    session(userInfo());
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Taklit modu' })).toBeNull();
    expect(screen.queryByText(/olarak işlem yapıyorsunuz/)).toBeNull();
  });
});
