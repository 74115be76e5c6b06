import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createMemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import { ModalHost } from '../modals/ModalHost/ModalHost';
import { DetailPanel } from './DetailPanel';
import { detailDemoTables } from './detail-demo';

const meta = {
  title: 'Engine/Pages/DetailPanel',
  component: DetailPanel,
  args: { table: 'kobi_siparis', id: 7 },
  render: (args) => (
    <EngineProvider tables={createMemoryTables(detailDemoTables())}>
      <DetailPanel {...args} />
      <ModalHost />
    </EngineProvider>
  ),
} satisfies Meta<typeof DetailPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sold, paid order: tags, words, money, lines, a file and a sandboxed document. */
export const SoldAndPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tahsilat Tamamlandı')).toHaveClass('df-tag--success');
    await expect(canvas.getByText('₺12.500,00')).toBeInTheDocument();
    await expect(canvas.getByText('İcrada')).toHaveClass('df-tag--danger');
    await userEvent.click(canvas.getByText('2 kalem'));
    await expect(canvas.getByText('2. ₺250,50')).toBeVisible();
    await expect(canvas.getByTitle('Belge')).toHaveAttribute('sandbox', '');
  },
};

/** A bought order not yet paid. */
export const BoughtUnpaid: Story = {
  args: { id: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ödeme Yapılmadı')).toHaveClass('df-tag--danger');
    await expect(canvas.getByText('Alınan')).toBeInTheDocument();
  },
};
