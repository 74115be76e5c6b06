import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import { closeAllModals, openCentreModal, openRecordModal, openRightModal, openWindowModal } from './index';
import { ModalHost } from './ModalHost/ModalHost';

/** Buttons that open each container, over an in-memory database. */
function ModalsDemo() {
  return (
    <EngineProvider tables={createMemoryTables(demoTables())}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" onClick={() => openRecordModal({ table: 'kasa_karti', id: 1, mode: 'edit' })}>
          Kasayı düzenle
        </button>
        <button
          type="button"
          onClick={() =>
            openRightModal({
              title: 'Yıldız Gıda',
              content: (
                <dl>
                  <dt>Cari Hesap Adı</dt>
                  <dd>Yıldız Gıda Sanayi ve Ticaret A.Ş.</dd>
                  <dt>Bakiye</dt>
                  <dd>₺12.500,00</dd>
                </dl>
              ),
            })
          }
        >
          Sağ paneli aç
        </button>
        <button
          type="button"
          onClick={() =>
            openCentreModal({ title: 'Bilgi', size: 768, content: <p>Şubat ayı kapanışı tamamlandı.</p> })
          }
        >
          Ortadaki pencereyi aç
        </button>
        <button
          type="button"
          onClick={() =>
            openWindowModal({ title: 'Not', size: 368, content: <textarea aria-label="Not metni" /> })
          }
        >
          Pencere aç
        </button>
      </div>
      <ModalHost />
    </EngineProvider>
  );
}

const meta = {
  title: 'Engine/Modals',
  component: ModalsDemo,
  beforeEach: () => () => closeAllModals(),
} satisfies Meta<typeof ModalsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecordInCentreModal: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Kasayı düzenle' }));
    const dialog = await page.findByRole('dialog', { name: 'Kasa - Düzenle' });
    const name = await within(dialog).findByLabelText('Kasa Tanımı', {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Merkez Kasa'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tam ekran' }));
    await expect(dialog).toHaveClass('is-fullscreen');
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const RightSideModal: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Sağ paneli aç' }));
    const dialog = page.getByRole('dialog', { name: 'Yıldız Gıda' });
    await expect(within(dialog).getByText('₺12.500,00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const DraggableCentreModal: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Ortadaki pencereyi aç' }));
    const dialog = page.getByRole('dialog', { name: 'Bilgi' });
    page.getByRole('button', { name: 'Pencereyi taşı' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(dialog.style.transform).toBe('translate(calc(-50% + 0px), 32px)');
    await userEvent.keyboard('{Escape}');
  },
};

export const WindowsModal: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Pencere aç' }));
    const dialog = page.getByRole('dialog', { name: 'Not' });
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    // The page behind stays usable while the window is open.
    await userEvent.click(page.getByRole('button', { name: 'Pencere aç' }));
    await expect(page.getAllByRole('dialog', { name: 'Not' })).toHaveLength(2);
  },
};
