import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../../services/http';
import { toMultipart } from '../../../../services/tables';
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

  it('takes an XSLT template (.xslt / .xsl, XML text) in a template field, and nothing else there', async () => {
    const xml = (name: string, text: string) => new File([text], name);
    const bom = '\uFEFF  \n<?xml version="1.0"?>';
    expect(await checkFile(xml('Fatura.xslt', '<?xml version="1.0"?><xsl:stylesheet/>'), 'xslt')).toBeNull();
    expect(await checkFile(xml('fatura.XSL', bom), 'xslt')).toBeNull();
    expect(await checkFile(xml('fatura.xslt', 'merhaba'), 'xslt')).toBe(
      'Lütfen geçerli bir dosya formatı seçiniz.',
    );
    expect(await checkFile(file('fatura.xslt', [0x25, 0x50, 0x44, 0x46, 0x2d]), 'xslt')).toBe(
      'Lütfen geçerli bir dosya formatı seçiniz.',
    );
    expect(await checkFile(file('fatura.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]), 'xslt')).toBe(
      'Lütfen geçerli bir dosya formatı seçiniz.',
    );
    // Other file fields do not take templates.
    expect(await checkFile(xml('fatura.xslt', '<xsl:stylesheet/>'))).toBe(
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

describe('FilesWidget with a documents field', () => {
  afterEach(() => tokenStore.clear());
  const kept = {
    id: 3,
    file_name: 'Sözleşme 2026.pdf',
    mime: 'application/pdf',
    size: 18_204,
    disk: 'database',
    destination_path: 'files/3',
  };

  it('encodes the picked PDF as belgeler[] and the kept file as belgeler_old in the multipart body', async () => {
    const onChange = vi.fn();
    const columns = testColumns('belgeler');
    render(
      <FieldPreview
        table="front_test_table"
        columns={columns}
        tables={storyTables()}
        formData={{ belgeler: [kept] }}
        onChange={onChange}
      />,
    );
    const pdf = file('İrsaliye Ağustos.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], 2048);
    await userEvent.upload(screen.getByLabelText('Belgeler'), pdf);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const body = toMultipart(encodeFields(onChange.mock.lastCall![0], columns, '0'));
    const sent = body.getAll('belgeler[]') as File[];
    // The very file the user picked (a document is not cropped), under its own name.
    expect(sent).toHaveLength(1);
    expect(sent[0].name).toBe('İrsaliye Ağustos.pdf');
    expect(sent[0].size).toBe(2048);
    expect(new Uint8Array(await sent[0].slice(0, 5).arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
    );
    expect(JSON.parse(String(body.get('belgeler_old')))).toEqual([kept]);
    expect(body.has('belgeler')).toBe(false);
  });

  it('sends an empty keep list when every stored file is removed', async () => {
    const onChange = vi.fn();
    const columns = testColumns('belgeler');
    render(
      <FieldPreview
        table="front_test_table"
        columns={columns}
        tables={storyTables()}
        formData={{ belgeler: [kept] }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sözleşme 2026.pdf dosyasını kaldır' }));
    const body = toMultipart(encodeFields(onChange.mock.lastCall![0], columns, '0'));
    expect(body.get('belgeler_old')).toBe('[]');
    expect(body.getAll('belgeler[]')).toEqual([]);
  });

  it('links a stored file to the download route and shows a stored picture', () => {
    tokenStore.set('tok');
    const picture = {
      ...kept,
      id: 9,
      file_name: 'Ürün Ön.png',
      mime: 'image/png',
      destination_path: 'files/9',
    };
    render(
      <FieldPreview
        table="front_test_table"
        columns={testColumns('belgeler', 'images')}
        tables={storyTables()}
        formData={{ belgeler: [kept], images: [picture] }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Sözleşme 2026.pdf' });
    expect(link).toHaveAttribute('href', `/api/v1/tok/files/3/${encodeURIComponent('Sözleşme 2026.pdf')}`);
    expect(link).toHaveAttribute('download', 'Sözleşme 2026.pdf');
    const pictureLink = screen.getByRole('link', { name: 'Ürün Ön.png' });
    expect(pictureLink).toHaveAttribute('href', `/api/v1/tok/files/9/${encodeURIComponent('Ürün Ön.png')}`);
    const thumb = pictureLink.parentElement!.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', `/api/v1/tok/files/9/${encodeURIComponent('Ürün Ön.png')}?inline=1`);
  });
});
