import { FILE_RULES } from '../../../schema/field-data';

/** The centred square of a picture that fills the crop (object-fit: cover): source x, y and side. */
export function coverRect(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}

/** `photo.jpeg` → `photo.png`. */
export const pngName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'resim'}.png`;

/**
 * Crops a picture to its centred square and scales it to 300×300 PNG in the browser (canvas), as 001 §5.1
 * asks of image fields. Rejects when the browser cannot decode or draw it.
 */
export async function cropToSquarePng(file: File, size: number = FILE_RULES.crop): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas');
    const { sx, sy, side } = coverRect(bitmap.width, bitmap.height);
    ctx.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('canvas');
    return new File([blob], pngName(file.name), { type: 'image/png' });
  } finally {
    bitmap.close?.();
  }
}
