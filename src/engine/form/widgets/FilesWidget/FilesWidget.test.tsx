import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encodeFields } from '../../../schema/values';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { storyTables, testColumns } from '../_parts/story-kit';
import { coverRect, pngName } from './crop';
import { checkFile, sniff } from './file-checks';

vi.mock('./crop', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./crop')>()),
  // jsdom has no canvas: stand in for the browser's 300×300 PNG.
  cropToSquarePng: vi.fn(
    async (f: File) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], f.name.replace(/\.\w+$/, '.png'), {
        type: 'image/png',
      }),
  ),
}));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, head: number[], size = 32) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
};

describe('file checks (001 §5.1)', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(sniff(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe('pdf');
    expect(sniff(new Uint8Array(PNG))).toBe('png');
    expect(sniff(new Uint8Array(JPEG))).toBe('jpeg');
    expect(sniff(new Uint8Array([0x4d, 0x5a]))).toBeUndefined();
  });

  it('refuses a wrong extension, a content that does not match it, and more than 5,000,000 bytes', async () => {
    expect(await checkFile(file('a.png', PNG))).toBeNull();
    expect(await checkFile(file('a.JPG', JPEG))).toBeNull();
    expect(await checkFile(file('a.gif', PNG))).toBe('Lütfen geçerli bir dosya formatı seçiniz.');
    expect(await checkFile(file('a.jpg', PNG))).toBe('Lütfen geçerli bir dosya formatı seçiniz.');
    expect(await checkFile(file('a.png', PNG, 5_000_000))).toBeNull();
    expect(await checkFile(file('a.png', PNG, 5_000_001))).toBe('Dosya boyutu 5MB geçemez.');
    // Image fields take pictures only.
    expect(await checkFile(file('a.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]), true)).toBe(
      'Lütfen geçerli bir dosya formatı seçiniz.',
    );
  });

  it('crops the centred square of a picture', () => {
    expect(coverRect(800, 600)).toEqual({ sx: 100, sy: 0, side: 600 });
    expect(coverRect(300, 451)).toEqual({ sx: 0, sy: 75, side: 300 });
    expect(pngName('Logo Şirket.jpeg')).toBe('Logo Şirket.png');
  });
});

describe('FilesWidget with an image field', () => {
  it('sends the cropped PNG as images[] and the kept files as images_old', async () => {
    const onChange = vi.fn();
    const kept = { disk: 'local', destination_path: 'r', file_name: 'eski.png' };
    const columns = testColumns('images');
    render(
      <FieldPreview
        table="front_test_table"
        columns={columns}
        tables={storyTables()}
        formData={{ images: [kept] }}
        onChange={onChange}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Resimler'), file('Yeni Ürün.jpeg', JPEG));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const value = onChange.mock.lastCall![0].images as (File | typeof kept)[];
    expect(value[0]).toEqual(kept);
    expect(value[1]).toBeInstanceOf(File);
    expect((value[1] as File).name).toBe('Yeni Ürün.png');
    expect((value[1] as File).type).toBe('image/png');
    const fields = encodeFields({ images: value }, columns, '0');
    expect(fields.images_old).toBe(JSON.stringify([kept]));
    expect(fields['images[]']).toEqual([value[1]]);
  });
});
