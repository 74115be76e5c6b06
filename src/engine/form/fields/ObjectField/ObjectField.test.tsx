import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { column } from '../../../../services/tables.fixtures';
import { translate } from '../../../schema/translate';
import type { FormValues } from '../../../schema/values';
import { DefterForm } from '../../DefterForm/DefterForm';

const columns = [
  column('unvan', 'Ünvan*', 'string'),
  column('email', 'E-posta', 'string'),
  column('description', 'Açıklama', 'text'),
];

function Form({ onSubmit }: { onSubmit: (data: FormValues) => void }) {
  const [{ schema, uiSchema }] = useState(() => translate(columns, { table: 't', layout: 'stacked' }));
  const [data, setData] = useState<FormValues>({ email: 'a@b.tr' });
  return (
    <DefterForm schema={schema} uiSchema={uiSchema} formData={data} onChange={setData} onSubmit={onSubmit} />
  );
}

describe('the flat object field', () => {
  it('draws every column in order, keeps the others untouched while one is typed, and submits them all', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((i) => i.id)).toEqual(['root_unvan', 'root_email', 'root_description']);
    const email = screen.getByLabelText('E-posta');
    const description = screen.getByLabelText('Açıklama');
    await userEvent.type(screen.getByLabelText('Ünvan'), 'Anadolu Yapı{Enter}');
    // The same DOM nodes: a keystroke in one field did not remount the others.
    expect(screen.getByLabelText('E-posta')).toBe(email);
    expect(screen.getByLabelText('Açıklama')).toBe(description);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ unvan: 'Anadolu Yapı', email: 'a@b.tr' }),
    );
  });

  it('answers a required field left empty with the Turkish message under it', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-posta'), '{Enter}');
    expect(await screen.findByText('Ünvan alanı zorunludur.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
