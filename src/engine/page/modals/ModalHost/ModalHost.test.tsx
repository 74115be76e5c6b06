import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, getModals, openCentreModal, openRightModal, openWindowModal } from '../index';
import { ModalHost } from './ModalHost';

function Page() {
  return (
    <>
      <button type="button">Sayfadaki düğme</button>
      <ModalHost />
    </>
  );
}

const form = (
  <form>
    <label>
      Ad
      <input />
    </label>
    <button type="button">Kaydet</button>
  </form>
);

describe('the modal containers', () => {
  afterEach(() => {
    act(() => closeAllModals());
    window.innerWidth = 1024;
  });

  it('opens a centre modal with the focus on its first field, traps Tab, and Esc closes it back to the opener', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Sayfadaki düğme' });
    opener.focus();
    const onClose = vi.fn();
    act(() => void openCentreModal({ title: 'Cari Hesap - Yeni Kayıt', content: form, onClose }));
    const dialog = screen.getByRole('dialog', { name: 'Cari Hesap - Yeni Kayıt' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Ad')).toHaveFocus();
    // Tab wraps inside: the title bar's tools, the field, the save button.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pencereyi taşı' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Kaydet' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it('moves by the keyboard and by dragging the title bar, and toggles full screen', async () => {
    render(<Page />);
    act(() => void openCentreModal({ title: 'Taşınabilir', content: form }));
    const dialog = screen.getByRole('dialog', { name: 'Taşınabilir' });
    screen.getByRole('button', { name: 'Pencereyi taşı' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(dialog.style.transform).toBe('translate(calc(-50% + 32px), 16px)');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(dialog.style.transform).toBe('translate(calc(-50% + -32px), 16px)');
    const head = dialog.querySelector('.df-modal__head')!;
    fireEvent.pointerDown(head, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(head, { clientX: 150, clientY: 80, pointerId: 1 });
    fireEvent.pointerUp(head, { pointerId: 1 });
    expect(dialog.style.transform).toBe('translate(calc(-50% + 18px), -4px)');
    const full = screen.getByRole('button', { name: 'Tam ekran' });
    await userEvent.click(full);
    expect(dialog).toHaveClass('is-fullscreen');
    expect(dialog).toHaveAttribute('data-width', 'full');
    expect(screen.getByRole('button', { name: 'Tam ekrandan çık' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tam ekrandan çık' }));
    expect(dialog.style.transform).toBe('translate(calc(-50% + 0px), 0px)');
  });

  it('takes its width from the breakpoints and follows the viewport', () => {
    window.innerWidth = 1300;
    render(<Page />);
    act(() => void openCentreModal({ title: 'Geniş', content: 'İçerik', size: 1400 }));
    const dialog = screen.getByRole('dialog', { name: 'Geniş' });
    expect(dialog).toHaveAttribute('data-width', '1200');
    act(() => {
      window.innerWidth = 900;
      window.dispatchEvent(new Event('resize'));
    });
    expect(dialog).toHaveAttribute('data-width', '768');
    expect(dialog.style.width).toBe('768px');
  });

  it('opens the right-side modal with a title and a close button; a click on the page behind closes it', async () => {
    render(<Page />);
    act(() => void openRightModal({ title: 'Kayıt Detayı', content: <p>Yıldız Gıda</p> }));
    const dialog = screen.getByRole('dialog', { name: 'Kayıt Detayı' });
    expect(dialog).toHaveClass('df-modal--right');
    expect(dialog).toHaveAttribute('data-width', '768');
    expect(dialog).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void openRightModal({ title: 'Kayıt Detayı', content: 'x' }));
    fireEvent.mouseDown(document.querySelector('.df-modal-backdrop--right')!);
    expect(getModals()).toEqual([]);
  });

  it('keeps windows open side by side without blocking the page, the clicked one in front', async () => {
    render(<Page />);
    act(() => {
      openWindowModal({ title: 'Hesap Makinesi', content: 'a' });
      openWindowModal({ title: 'Notlar', content: 'b' });
    });
    const first = screen.getByRole('dialog', { name: 'Hesap Makinesi' });
    const second = screen.getByRole('dialog', { name: 'Notlar' });
    expect(first).toHaveAttribute('aria-modal', 'false');
    expect(document.querySelector('.df-modal-backdrop')).toBeNull();
    // The page stays usable.
    await userEvent.click(screen.getByRole('button', { name: 'Sayfadaki düğme' }));
    expect(Number(second.style.zIndex)).toBeGreaterThan(Number(first.style.zIndex));
    fireEvent.mouseDown(first);
    await waitFor(() => expect(Number(first.style.zIndex)).toBeGreaterThan(Number(second.style.zIndex)));
    first.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Hesap Makinesi' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Notlar' })).toBeInTheDocument();
  });

  it('closes only the top modal on Escape', async () => {
    render(<Page />);
    act(() => {
      openCentreModal({ title: 'Alttaki', content: form });
      openCentreModal({ title: 'Üstteki', content: <input aria-label="Üst alan" /> });
    });
    expect(screen.getByLabelText('Üst alan')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Üstteki' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Alttaki' })).toBeInTheDocument();
  });
});
