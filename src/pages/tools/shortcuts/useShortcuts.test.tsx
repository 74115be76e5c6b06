import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { pages } from '../../../schemas';
import { tokenStore } from '../../../services/http';
import { matchesKeys } from './shortcuts';
import { addRouteFor } from './useShortcuts';

// The engine's pages are another suite's concern; the form stand-in is a React-controlled amount field
// that prints its state, so the tests see what React received.
vi.mock('../../../engine/page/index', async () => {
  const { useState } = await import('react');
  return {
    ListPage: ({ def }: { def: PageDefinition }) => <p>liste:{def.table}</p>,
    FormPage: ({ def }: { def: PageDefinition }) => {
      const [amount, setAmount] = useState('12');
      const [note, setNote] = useState('Fatura ');
      return (
        <form aria-label={`form:${def.table}`}>
          <label>
            Tutar
            <input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(',', '.'))}
            />
          </label>
          <label>
            Açıklama
            <textarea value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <output>
            state:{amount}|{note}
          </output>
        </form>
      );
    },
  };
});

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function session(settings: unknown = null, changes?: Parameters<typeof userInfo>[0]) {
  tokenStore.set('tok-1');
  const info = userInfo(changes);
  info.user.kullanici_ayarlari = settings;
  fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info) });
}

async function ready(path: string, settings?: unknown, changes?: Parameters<typeof userInfo>[0]) {
  session(settings, changes);
  const app = renderApp(path);
  await screen.findByRole('banner');
  return { app, user: userEvent.setup() };
}

describe('navigation shortcuts', () => {
  it('F2 on a list page opens its add form', async () => {
    const { app, user } = await ready('/kasa');
    await screen.findByText('liste:kasa_karti');
    await user.keyboard('{F2}');
    expect(app.location()).toBe('/kasa/ekle');
    expect(await screen.findByRole('form', { name: 'form:kasa_karti' })).toBeInTheDocument();
  });

  it('F2 does nothing outside a list page', async () => {
    const { app, user } = await ready('/');
    await user.keyboard('{F2}');
    expect(app.location()).toBe('/');
    expect(addRouteFor('/kasa/ekle', null, pages)).toBeNull();
    expect(addRouteFor('/kasa/', null, pages)).toBe('/kasa/ekle');
  });

  it("F2 on a list with tabs opens the add form of the tab's kind (the purchase or the sales invoice)", async () => {
    const { app, user } = await ready('/alis-satis-yonetimi/fatura', undefined, {
      tables: ['alis_fatura', 'satis_fatura'],
    });
    await screen.findByText('liste:alis_fatura');
    await user.keyboard('{F2}');
    expect(app.location()).toBe('/alis-satis-yonetimi/fatura/alis-ekle');
    expect(await screen.findByRole('form', { name: 'form:alis_fatura' })).toBeInTheDocument();

    await act(() => app.router.navigate('/alis-satis-yonetimi/fatura?tab=second'));
    await screen.findByText('liste:satis_fatura');
    await user.keyboard('{F2}');
    expect(app.location()).toBe('/alis-satis-yonetimi/fatura/satis-ekle');
    expect(await screen.findByRole('form', { name: 'form:satis_fatura' })).toBeInTheDocument();
    // The e-invoice list's Gelen tab shows a read-only list without Ekle: F2 does not add there either.
    expect(addRouteFor('/e-donusum/fatura', 'third', pages)).toBeNull();
    expect(addRouteFor('/e-donusum/fatura', 'second', pages)).toBe('/e-donusum/fatura/ekle');
  });

  it('Ctrl+E opens a new customer; Ctrl+M a new e-Fatura', async () => {
    const { app, user } = await ready('/kasa');
    await user.keyboard('{Control>}e{/Control}');
    expect(app.location()).toBe('/cari-hesaplar/ekle');
    await user.keyboard('{Control>}m{/Control}');
    expect(app.location()).toBe('/e-donusum/fatura/ekle');
    expect(await screen.findByRole('form', { name: 'form:e_fatura' })).toBeInTheDocument();
  });

  it('F2 on a read-only list goes nowhere; on an e-document list with its form it opens the form', async () => {
    const { app, user } = await ready('/ayarlar/vergiler');
    await screen.findByRole('main');
    await user.keyboard('{F2}');
    expect(app.location()).toBe('/ayarlar/vergiler');
    // The e-SMM has its form now (issue 13 item 1, docs/e-documents.md "e-SMM ve e-MM formları").
    await act(() => app.router.navigate('/e-donusum/smm'));
    await screen.findByText('liste:serbest_meslek_makbuzu');
    await user.keyboard('{F2}');
    expect(app.location()).toBe('/e-donusum/smm/ekle');
  });

  it("runs the user's own shortcuts from kisayol", async () => {
    const { app, user } = await ready('/', { kisayol: [{ tus: 'Ctrl+1', link: '/banka', ad: 'Banka' }] });
    await user.keyboard('{Control>}1{/Control}');
    expect(app.location()).toBe('/banka');
  });

  it('matches user shortcut keys by modifier and key', () => {
    const press = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
    expect(matchesKeys(press({ key: '1', code: 'Digit1', ctrlKey: true }), 'Ctrl+1')).toBe(true);
    expect(
      matchesKeys(press({ key: '!', code: 'Digit1', ctrlKey: true, shiftKey: true }), 'Ctrl+Shift+1'),
    ).toBe(true);
    expect(matchesKeys(press({ key: '1', code: 'Digit1' }), 'Ctrl+1')).toBe(false);
    expect(matchesKeys(press({ key: 'k', code: 'KeyK', altKey: true }), 'Alt+K')).toBe(true);
  });
});

describe('field shortcuts', () => {
  it('Ctrl+U writes the last calculator result into the focused field, and React sees it', async () => {
    localStorage.setItem('defter.calculator.last', '1234.5');
    const { user } = await ready('/kasa/ekle');
    const amount = await screen.findByLabelText('Tutar');
    await user.click(amount);
    await user.keyboard('{Control>}u{/Control}');
    expect(amount).toHaveValue('1234.5');
    expect(screen.getByText('state:1234.5|Fatura')).toBeInTheDocument();

    const note = screen.getByLabelText('Açıklama');
    await user.click(note);
    await user.keyboard('{End}{Control>}u{/Control}');
    expect(note).toHaveValue('Fatura 1234,5');
    expect(screen.getByText('state:1234.5|Fatura 1234,5')).toBeInTheDocument();
  });

  it('Ctrl+U without a stored result says so and leaves the field alone', async () => {
    const { user } = await ready('/kasa/ekle');
    await user.click(await screen.findByLabelText('Tutar'));
    await user.keyboard('{Control>}u{/Control}');
    expect(screen.getByLabelText('Tutar')).toHaveValue('12');
    expect(await screen.findByText('Hesap makinesinde henüz bir sonuç yok.')).toBeInTheDocument();
  });

  it('Ctrl+Backspace clears the focused field', async () => {
    const { user } = await ready('/kasa/ekle');
    await user.click(await screen.findByLabelText('Açıklama'));
    await user.keyboard('{Control>}{Backspace}{/Control}');
    expect(screen.getByLabelText('Açıklama')).toHaveValue('');
    expect(screen.getByText('state:12|')).toBeInTheDocument();
  });

  it('a result calculated in the dialog is pasted: Ctrl+Enter, type, =, Esc, Ctrl+U', async () => {
    const { user } = await ready('/kasa/ekle');
    await user.click(await screen.findByLabelText('Tutar'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    const calc = screen.getByRole('dialog', { name: 'Hesap Makinesi' });
    await user.keyboard('0,1+0,2{Enter}');
    expect(within(calc).getByLabelText('Hesap makinesi ekranı')).toHaveTextContent('0,3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Tutar')).toHaveFocus();
    await user.keyboard('{Control>}u{/Control}');
    expect(screen.getByText('state:0.3|Fatura')).toBeInTheDocument();
  });
});

describe('tool shortcuts', () => {
  it('Ctrl+Enter and Cmd+Enter toggle the calculator', async () => {
    const { user } = await ready('/');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('dialog', { name: 'Hesap Makinesi' })).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(screen.getByRole('dialog', { name: 'Hesap Makinesi' })).toBeInTheDocument();
  });

  it('Ctrl+Y without a PIN opens the PIN dialog', async () => {
    const { user } = await ready('/');
    await act(async () => undefined);
    await user.keyboard('{Control>}y{/Control}');
    expect(screen.getByRole('dialog', { name: 'Ekran Kilidi PIN Kodu' })).toBeInTheDocument();
  });
});
