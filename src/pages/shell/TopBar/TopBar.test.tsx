import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { TOOLTIP_DELAY_MS } from './ToolButton';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function session(settings: unknown = null) {
  tokenStore.set('tok-1');
  const info = userInfo();
  info.user.kullanici_ayarlari = settings;
  fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info) });
}

async function bar() {
  return within(await screen.findByRole('banner'));
}

describe('theme', () => {
  it('switches to dark, stores it and keeps it after a reload', async () => {
    session();
    const first = renderApp('/');
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Koyu temaya geç' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('defter.theme')).toBe('dark');
    first.unmount();

    delete document.documentElement.dataset.theme;
    renderApp('/');
    expect((await bar()).getByRole('button', { name: 'Açık temaya geç' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Açık temaya geç' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('defter.theme')).toBe('light');
  });
});

describe('tool buttons', () => {
  it('have Turkish names and show their tooltip after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session();
    renderApp('/');
    const b = await bar();
    const names = b.getAllByRole('button').map((x) => x.getAttribute('aria-label') ?? x.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Koyu temaya geç',
        'Tam ekran',
        'Klavye kısayolları',
        'Mobil uygulamalar',
        'Hesap makinesi (Ctrl+Enter)',
        'Ekranı kilitle (Ctrl+Y)',
        'Çıkış Yap',
      ]),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.hover(b.getByRole('button', { name: 'Mobil uygulamalar' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mobil uygulamalar');
    await user.unhover(b.getByRole('button', { name: 'Mobil uygulamalar' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('toggles full screen through the Fullscreen API', async () => {
    session();
    const request = vi.fn().mockResolvedValue(undefined);
    document.documentElement.requestFullscreen = request;
    renderApp('/');
    await userEvent.setup().click((await bar()).getByRole('button', { name: 'Tam ekran' }));
    expect(request).toHaveBeenCalledOnce();
    delete (document.documentElement as Partial<HTMLElement>).requestFullscreen;
  });

  it('opens the mobile apps dialog, which says the apps are coming', async () => {
    session();
    renderApp('/');
    const user = userEvent.setup();
    await user.click((await bar()).getByRole('button', { name: 'Mobil uygulamalar' }));
    const dialog = screen.getByRole('dialog', { name: 'Mobil Uygulamalar' });
    expect(dialog).toHaveTextContent('Mobil uygulamalarımız yakında');
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mobil uygulamalar' })).toHaveFocus();
  });

  it("opens the shortcuts dialog with the spec's shortcuts and the user's own list", async () => {
    session({
      kisayol: [
        { tus: 'Ctrl+1', link: '/kasa', ad: 'Kasa listesi' },
        { tus: 'Ctrl+2', link: 'https://x.example' },
      ],
    });
    renderApp('/');
    await userEvent.setup().click((await bar()).getByRole('button', { name: 'Klavye kısayolları' }));
    const dialog = screen.getByRole('dialog', { name: 'Klavye Kısayolları' });
    const [builtIn, own] = within(dialog).getAllByRole('table');
    const keys = within(builtIn)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(keys).toEqual(['F2', 'Ctrl+E', 'Ctrl+M', 'Ctrl+U', 'Ctrl+Backspace', 'Ctrl+Enter', 'Ctrl+Y']);
    expect(
      within(own)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Ctrl+1Kasa listesi']);
  });

  it('says when the user has no shortcuts of their own', async () => {
    session();
    renderApp('/');
    await userEvent.setup().click((await bar()).getByRole('button', { name: 'Klavye kısayolları' }));
    expect(screen.getByText('Henüz kişisel bir kısayol tanımlamadınız.')).toBeInTheDocument();
  });
});
