import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { resetBrowserState } from '../../../app/testing/reset';
import { pageReload } from '../shortcuts/fields';
import { FieldContextMenu } from './FieldContextMenu';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

function Form() {
  const [amount, setAmount] = useState('75');
  return (
    <>
      <label>
        Tutar
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label>
        Kod
        <input value="K-1" readOnly />
      </label>
      <p>state:{amount}</p>
    </>
  );
}

function setup() {
  render(
    <Provider store={createStore()}>
      <Form />
      <FieldContextMenu />
    </Provider>,
  );
  return userEvent.setup();
}

const menu = () => screen.queryByRole('menu', { name: 'Alan menüsü' });

describe('FieldContextMenu', () => {
  it('offers paste, clear and reload on a right-click in a field, with the focus on the first item', async () => {
    localStorage.setItem('defter.calculator.last', '-42.5');
    const user = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByLabelText('Tutar') });
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Son hesap makinesi değerini yapıştır (Ctrl+U)',
      'Değeri temizle (Ctrl+Backspace)',
      'Sayfayı yenile',
    ]);
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(menu()).toBeNull();
    expect(screen.getByText('state:-42,5')).toBeInTheDocument();
    expect(screen.getByLabelText('Tutar')).toHaveFocus();
  });

  it('clears the value, moves with the arrow keys and closes on Esc', async () => {
    const user = setup();
    const field = screen.getByLabelText('Tutar');
    await user.pointer({ keys: '[MouseRight]', target: field });
    // Nothing to paste yet: the first item is disabled and skipped.
    expect(screen.getAllByRole('menuitem')[0]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: /Değeri temizle/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sayfayı yenile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /Değeri temizle/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(field).toHaveFocus();
    expect(screen.getByText('state:75')).toBeInTheDocument();

    await user.pointer({ keys: '[MouseRight]', target: field });
    await user.click(screen.getByRole('menuitem', { name: /Değeri temizle/ }));
    expect(screen.getByText('state:')).toBeInTheDocument();
  });

  it('reloads the page', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const user = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByLabelText('Tutar') });
    await user.click(screen.getByRole('menuitem', { name: 'Sayfayı yenile' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves read-only fields, other elements and Shift+right-click to the browser', () => {
    setup();
    expect(fireEvent.contextMenu(screen.getByLabelText('Kod'))).toBe(true);
    expect(fireEvent.contextMenu(screen.getByText(/^state:/))).toBe(true);
    expect(fireEvent.contextMenu(screen.getByLabelText('Tutar'), { shiftKey: true })).toBe(true);
    expect(menu()).toBeNull();
    expect(fireEvent.contextMenu(screen.getByLabelText('Tutar'))).toBe(false);
    expect(menu()).toBeInTheDocument();
  });
});
