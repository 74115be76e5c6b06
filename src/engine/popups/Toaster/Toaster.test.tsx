import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

  it("offers a toast's action as a button that goes to its route and closes the toast", async () => {
    function Where() {
      const l = useLocation();
      return <div data-testid="where">{l.pathname + l.search}</div>;
    }
    render(
      <MemoryRouter initialEntries={['/e-donusum/smm/ekle']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Toaster />
      </MemoryRouter>,
    );
    act(
      () =>
        void toast.warning('Smm faturalar için xslt dosyası bulunamadı.', {
          duration: 10_000,
          action: { label: 'XSLT Oluştur', to: '/ayarlar/xslt/yeni?table=smm' },
        }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'XSLT Oluştur' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ayarlar/xslt/yeni?table=smm');
    expect(screen.queryByText('Smm faturalar için xslt dosyası bulunamadı.')).toBeNull();
  });

  it('closes a toast with its button', async () => {
    render(<Toaster />);
    act(() => void toast.info('Yeni doğrulama kodu gönderildi.'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByText('Yeni doğrulama kodu gönderildi.')).toBeNull();
  });
});
