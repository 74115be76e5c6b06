import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { helpNameFor, helpNames } from './help';
import { renderMarkdown } from './markdown';

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function session() {
  tokenStore.set('tok-1');
  fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(userInfo()) });
}

describe('help files', () => {
  it('finds the nearest help of a path in docs/help', () => {
    expect(helpNames()).toEqual(expect.arrayContaining(['index', 'cari-hesaplar', 'ayarlar/genel']));
    expect(helpNameFor('/cari-hesaplar/duzenle/5')).toBe('cari-hesaplar');
    expect(helpNameFor('/ayarlar/genel')).toBe('ayarlar/genel');
    expect(helpNameFor('/')).toBe('index');
    expect(helpNameFor('/bilinmeyen/yol')).toBeNull();
  });

  it('renders Markdown as elements, never as HTML', () => {
    render(
      <MemoryRouter>
        <div data-testid="md">
          {renderMarkdown(
            '# Başlık\n\n**Kalın** ve `kod` <img src=x onerror=alert(1)>\n\n- [Kasa](/kasa)\n- [dış](javascript:alert(1))',
          )}
        </div>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Başlık' })).toBeInTheDocument();
    expect(screen.getByText('Kalın').tagName).toBe('STRONG');
    expect(screen.getByTestId('md').querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kasa' })).toHaveAttribute('href', '/kasa');
    expect(screen.queryByRole('link', { name: 'dış' })).toBeNull();
  });
});

describe('the help page', () => {
  it('opens /docs plus the current path from the top bar', async () => {
    session();
    const user = userEvent.setup();
    const app = renderApp('/cari-hesaplar/ekle');
    await user.click(await screen.findByRole('button', { name: 'Yardım' }));
    expect(app.location()).toBe('/docs/cari-hesaplar/ekle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cari Hesaplar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sayfaya dön/ })).toHaveAttribute('href', '/cari-hesaplar/ekle');
  });

  it('falls back to the general help for a path without its own text', async () => {
    session();
    renderApp('/docs/bilinmeyen');
    expect(
      await screen.findByText('Bu sayfa için henüz bir yardım metni yok. Genel yardım aşağıdadır.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yardım' })).toBeInTheDocument();
  });
});
