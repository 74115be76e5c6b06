import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../../../app/testing/reset';
import { BackToTop } from './BackToTop';

afterEach(() => {
  resetBrowserState();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('BackToTop', () => {
  it('appears only after 1300 px of scroll and scrolls back to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<BackToTop />);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(1300);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(1301);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sayfanın başına dön' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
