import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { resetBrowserState } from '../../../app/testing/reset';
import { Calculator } from './Calculator';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const NAMES: Record<string, string> = {
  AC: 'Tümünü temizle',
  DEL: 'Son karakteri sil',
  '%': 'Yüzde',
  '/': 'Böl',
  X: 'Çarp',
  '-': 'Çıkar',
  '+': 'Topla',
  '=': 'Eşittir',
  ',': 'Virgül',
  '00': 'Çift sıfır',
};

function open() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <Provider store={createStore()}>
      <Calculator onClose={onClose} />
    </Provider>,
  );
  const display = () => screen.getByLabelText('Hesap makinesi ekranı').textContent;
  /** Clicks keypad keys by their faces, e.g. '0 , 1 + 0 , 2 ='. */
  const click = async (keys: string) => {
    for (const key of keys.split(' '))
      await user.click(screen.getByRole('button', { name: NAMES[key] ?? key }));
  };
  return { user, onClose, display, click };
}

describe('Calculator', () => {
  it('is a 500 px dialog with the spec keys', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Hesap Makinesi' });
    expect(dialog).toHaveClass('calc');
    const faces = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t && t !== '×');
    expect(faces).toEqual(
      expect.arrayContaining([
        'AC',
        'DEL',
        '%',
        '/',
        'X',
        '-',
        '+',
        '00',
        ',',
        '=',
        ...'0123456789'.split(''),
      ]),
    );
  });

  it('adds exactly: 0,1 + 0,2 = 0,3, keeps it in the history and stores it for pasting', async () => {
    const { click, display } = open();
    await click('0 , 1 + 0 , 2');
    expect(display()).toBe('0,1 + 0,2');
    await click('=');
    expect(display()).toBe('0,3');
    expect(localStorage.getItem('defter.calculator.last')).toBe('0.3');
    const history = screen.getByRole('region', { name: 'İşlem geçmişi' });
    expect(
      within(history).getByRole('button', { name: '0,1 + 0,2 = 0,3 sonucunu kullan' }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('defter.calculator.history')!)).toEqual([
      { expression: '0,1 + 0,2', result: '0.3' },
    ]);
  });

  it('drops a trailing operator, replaces a repeated operator and refuses a second comma', async () => {
    const { click, display } = open();
    await click('1 , 5 , 5 + X');
    expect(display()).toBe('1,55 ×');
    await click('2 - =');
    expect(display()).toBe('3,1');
  });

  it('DEL removes the last character and AC clears', async () => {
    const { click, display } = open();
    await click('1 2 3 DEL');
    expect(display()).toBe('12');
    await click('+ DEL DEL');
    expect(display()).toBe('1');
    await click('AC');
    expect(display()).toBe('0');
  });

  it('takes a percent of the previous operand for + and −, and divides by 100 for × and ÷', async () => {
    const { click, display } = open();
    await click('2 00 + 1 8 % =');
    expect(display()).toBe('236');
    await click('AC 2 00 X 1 8 % =');
    expect(display()).toBe('36');
  });

  it('shows a Turkish error for a division by zero, never Infinity or NaN, and stores nothing', async () => {
    const { click, display } = open();
    await click('7 / 0 =');
    expect(screen.getByRole('alert')).toHaveTextContent('Sıfıra bölünemez.');
    expect(display()).toBe('7 ÷ 0');
    expect(document.body.textContent).not.toMatch(/Infinity|NaN/);
    expect(localStorage.getItem('defter.calculator.last')).toBeNull();
  });

  it('works from the keyboard: digits, comma or dot, * and /, Enter, Backspace; Esc closes', async () => {
    const { user, display, onClose } = open();
    await user.keyboard('12.5*4{Enter}');
    expect(display()).toBe('50');
    await user.keyboard('/3{Backspace}8{Enter}');
    expect(display()).toBe('6,25');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('continues from a history entry and groups thousands in the display', async () => {
    const { user, click, display } = open();
    await click('1 2 3 4 X 1 00 0 =');
    expect(display()).toBe('1.234.000');
    await click('AC');
    await click('1 +');
    await user.click(screen.getByRole('button', { name: /sonucunu kullan$/ }));
    expect(display()).toBe('1.234.000');
  });
});
