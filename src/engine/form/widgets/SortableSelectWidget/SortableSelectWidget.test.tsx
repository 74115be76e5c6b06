import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';

// jsdom has no layout: the list's items get boxes 40 px apart, as a browser would draw them, so dnd-kit can tell
// which item the pointer is over.
const ROW = 40;
const boxOf = Element.prototype.getBoundingClientRect;
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('.df-sortable__item');
    if (!item) return boxOf.call(this);
    const i = Array.from(item.parentElement!.children).indexOf(item);
    return new DOMRect(0, i * ROW, 300, ROW - 4);
  });
}

const filled = {
  formData: { teslimat_sirasi: [35, 16, 34] },
  displays: {
    'teslimat_sirasi#35': 'İzmir',
    'teslimat_sirasi#16': 'Bursa',
    'teslimat_sirasi#34': 'İstanbul',
  },
};
const order = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.df-sortable__text')?.textContent);

const pointer = { pointerId: 1, isPrimary: true, button: 0 };

describe('SortableSelectWidget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reorders by dragging an item with the pointer (dnd-kit) and announces the new place', async () => {
    layOut();
    const onChange = vi.fn();
    render(
      <FieldPreview
        table="front_test_table"
        columns={testColumns('teslimat_sirasi')}
        tables={storyTables()}
        onChange={onChange}
        {...filled}
      />,
    );
    expect(order()).toEqual(['İzmir', 'Bursa', 'İstanbul']);
    // İstanbul (third, y 80–116) onto the first place (y 0–36).
    const item = screen.getAllByRole('listitem')[2];
    fireEvent.pointerDown(item, { ...pointer, clientX: 50, clientY: 98 });
    fireEvent.pointerMove(document, { ...pointer, clientX: 50, clientY: 60 });
    fireEvent.pointerMove(document, { ...pointer, clientX: 50, clientY: 18 });
    fireEvent.pointerUp(document, { ...pointer, clientX: 50, clientY: 18 });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ teslimat_sirasi: [34, 35, 16] }));
    expect(order()).toEqual(['İstanbul', 'İzmir', 'Bursa']);
    expect(screen.getByText('İstanbul: 1. sıra (3 seçim)')).toBeInTheDocument();
  });

  it('keeps a press shorter than the drag distance a click, and a read-only list does not drag', async () => {
    layOut();
    const onChange = vi.fn();
    render(
      <FieldPreview
        table="front_test_table"
        columns={testColumns('teslimat_sirasi')}
        tables={storyTables()}
        onChange={onChange}
        disabled
        {...filled}
      />,
    );
    const item = screen.getAllByRole('listitem')[2];
    fireEvent.pointerDown(item, { ...pointer, clientX: 50, clientY: 98 });
    fireEvent.pointerMove(document, { ...pointer, clientX: 50, clientY: 18 });
    fireEvent.pointerUp(document, { ...pointer, clientX: 50, clientY: 18 });
    await new Promise((r) => setTimeout(r, 50));
    expect(onChange).not.toHaveBeenCalled();
    expect(order()).toEqual(['İzmir', 'Bursa', 'İstanbul']);
  });
});
