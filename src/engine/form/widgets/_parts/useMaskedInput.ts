import IMask, { type FactoryArg, type InputMask } from 'imask';
import { useLayoutEffect, useRef } from 'react';

/** Which value of the mask the form keeps: what was typed without fixed characters, or the text shown. */
export type MaskRead = 'unmasked' | 'masked';

/**
 * Binds an imask mask to an uncontrolled input. `value` (from the form) is written into the mask whenever it
 * differs from what the mask holds; what the user types reaches `onAccept` (never a programmatic write).
 * `opts` must be stable (memoised): a new object rebuilds the mask.
 */
export function useMaskedInput(
  opts: FactoryArg | null,
  value: string,
  onAccept: (value: string, mask: InputMask<FactoryArg>) => void,
  read: MaskRead = 'unmasked',
) {
  const ref = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask<FactoryArg> | null>(null);
  const accept = useRef(onAccept);
  const writing = useRef(false);
  useLayoutEffect(() => {
    accept.current = onAccept;
  });

  useLayoutEffect(() => {
    if (!ref.current || !opts) return;
    const m = IMask(ref.current, opts);
    mask.current = m;
    const onMaskAccept = () => {
      if (!writing.current) accept.current(read === 'masked' ? m.value : m.unmaskedValue, m);
    };
    m.on('accept', onMaskAccept);
    return () => {
      m.off('accept', onMaskAccept);
      m.destroy();
      mask.current = null;
    };
  }, [opts, read]);

  useLayoutEffect(() => {
    const m = mask.current;
    if (!m) return;
    if ((read === 'masked' ? m.value : m.unmaskedValue) === value) return;
    writing.current = true;
    try {
      if (read === 'masked') m.value = value;
      else m.unmaskedValue = value;
    } finally {
      writing.current = false;
    }
  }, [value, opts, read]);

  return { ref, mask };
}
