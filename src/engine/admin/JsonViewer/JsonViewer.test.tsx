import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../services/notify';
import { JsonViewer } from './JsonViewer';

const value = {
  properties: { tc: { title: 'TC / VKN' }, sehirler_id: { title: 'İl' }, unvan: { title: 'Ünvan' } },
  required: ['unvan'],
};

afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  vi.unstubAllGlobals();
});

const body = () => screen.getByLabelText('JSON Schema', { selector: 'pre' });

describe('JsonViewer', () => {
  it('searches keys and values by keyboard: shows the matches with their path, marks them, Escape clears', async () => {
    render(<JsonViewer title="JSON Schema" value={value} open />);
    const search = screen.getByRole('searchbox', { name: 'JSON Schema içinde ara' });
    await userEvent.click(search);
    await userEvent.keyboard('İL');
    expect(JSON.parse(body().textContent!)).toEqual({ properties: { sehirler_id: { title: 'İl' } } });
    expect([...body().querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['İl']);
    expect(screen.getByRole('status')).toHaveTextContent('1 eşleşme');

    await userEvent.clear(search);
    await userEvent.type(search, 'UNVAN');
    expect(JSON.parse(body().textContent!)).toEqual({
      properties: { unvan: { title: 'Ünvan' } },
      required: ['unvan'],
    });
    expect(screen.getByRole('status')).toHaveTextContent('2 eşleşme');

    await userEvent.type(search, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Eşleşme yok');
    expect(body().textContent).toBe('');

    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(JSON.parse(body().textContent!)).toEqual(value);
    expect(body().querySelector('mark')).toBeNull();
  });

  it('Kopyala copies the whole JSON to the clipboard and says "Kopyalandı"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    render(<JsonViewer title="JSON Schema" value={value} open />);
    // user-event installs its own clipboard on setup; ours goes over it.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(screen.getByRole('searchbox', { name: 'JSON Schema içinde ara' }), 'tc');
    const copy = screen.getByRole('button', { name: 'Kopyala' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(value, null, 2));
    expect(getToasts().map((t) => [t.kind, t.text])).toEqual([['success', 'Kopyalandı']]);
  });

  it('says so when the browser refuses to copy', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    render(<JsonViewer title="JSON Schema" value={value} open />);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Kopyala' }));
    expect(writeText).toHaveBeenCalled();
    expect(getToasts().map((t) => t.text)).toEqual(['Kopyalanamadı. Metni seçip Ctrl+C ile kopyalayın.']);
  });
});
