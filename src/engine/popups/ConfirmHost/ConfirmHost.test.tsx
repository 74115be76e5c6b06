import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ui } from '../../../../domain/messages';
import { confirmDialog } from '../../../services/notify';
import { resetBrowserState } from '../../../app/testing/reset';
import { ConfirmHost } from './ConfirmHost';

afterEach(resetBrowserState);

function askDelete() {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirmDialog({ text: ui.deleteConfirm, yes: ui.deleteYes, no: ui.deleteNo });
  });
  return answer;
}

describe('ConfirmHost', () => {
  it('shows a modal dialog with the focus on its first button; Evet answers true', async () => {
    render(<ConfirmHost />);
    const answer = askDelete();
    const dialog = screen.getByRole('dialog', { name: ui.deleteConfirm });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Evet' })).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Evet' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers no on Esc and keeps Tab inside the dialog', async () => {
    render(<ConfirmHost />);
    const answer = askDelete();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Evet' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
