import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { resetBrowserState } from '../../../app/testing/reset';
import { Toaster } from './Toaster';

afterEach(resetBrowserState);

describe('Toaster', () => {
  it('announces errors and warnings as alerts, others as status, and drops each after its duration', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.warning(ui.loginFailed);
      toast.success(ui.saved, { duration: 1000 });
      toast.error(ui.unknownError, { title: ui.errorTitle });
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      ui.loginFailed,
      `${ui.errorTitle}${ui.unknownError}`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(ui.saved);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(ui.saved)).toBeNull();
    expect(screen.getByText(ui.loginFailed)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('closes a toast with its button', async () => {
    render(<Toaster />);
    act(() => void toast.info('Yeni doğrulama kodu gönderildi.'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByText('Yeni doğrulama kodu gönderildi.')).toBeNull();
  });
});
