import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MASKS } from '../../../../domain/masks';
import { WidgetDocs } from './_parts/WidgetDocs';

// A docs page per widget (what it draws, its value, the ui:options it reads, its masks, its six states); each
// widget's own stories are under Engine/Widgets/<Widget>. Storybook's autodocs need @storybook/addon-docs, which
// the project does not have: these pages are stories.
const meta = {
  title: 'Engine/Widgets/Docs',
  component: WidgetDocs,
} satisfies Meta<typeof WidgetDocs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page names the widget and its six states. */
const documented = (widget: string): Story => ({
  args: { widget },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('article', { name: `${widget} belgesi` });
    await expect(within(page).getByRole('heading', { name: widget })).toBeVisible();
    await expect(page).toHaveTextContent('Empty · Filled · Error · Disabled · Read Only · Required');
  },
});

export const TextWidget: Story = documented('TextWidget');

export const MaskedWidget: Story = {
  args: { widget: 'MaskedWidget' },
  play: async ({ canvasElement }) => {
    // Every text mask of domain/masks is listed, with its pattern.
    const masks = within(canvasElement).getByRole('table', { name: 'Maskeler (domain/masks)' });
    for (const [column, m] of Object.entries(MASKS))
      if (m.pattern) await expect(within(masks).getByText(column)).toBeVisible();
  },
};

export const TextareaWidget: Story = documented('TextareaWidget');

export const NumericWidget: Story = documented('NumericWidget');

export const PhoneWidget: Story = documented('PhoneWidget');

export const PasswordWidget: Story = documented('PasswordWidget');

export const DateWidget: Story = documented('DateWidget');

export const DateTimeWidget: Story = documented('DateTimeWidget');

export const TimeWidget: Story = documented('TimeWidget');

export const MonthWidget: Story = documented('MonthWidget');

export const BooleanWidget: Story = documented('BooleanWidget');

export const ToggleWidget: Story = documented('ToggleWidget');

export const SelectWidget: Story = documented('SelectWidget');

export const MultiSelectWidget: Story = documented('MultiSelectWidget');

export const SortableSelectWidget: Story = documented('SortableSelectWidget');

export const FilesWidget: Story = documented('FilesWidget');

export const PlainWidget: Story = documented('PlainWidget');

export const JsonWidget: Story = documented('JsonWidget');

export const LineTableWidget: Story = documented('LineTableWidget');
