import IMask, { type FactoryArg, type InputMask, type Masked } from 'imask';
import { useLayoutEffect, useRef } from 'react';

/** Which value of the mask the form keeps: what was typed without fixed characters, or the text shown. */
export type MaskRead = 'unmasked' | 'masked';

const readOf = (m: { value: string; unmaskedValue: string }, read: MaskRead) =>
  read === 'masked' ? m.value : m.unmaskedValue;

function writeTo(m: { value: string; unmaskedValue: string }, read: MaskRead, value: string) {
  if (read === 'masked') m.value = value;
  else m.unmaskedValue = value;
}

/**
 * Binds an imask mask to an uncontrolled input. `value` (from the form) is written into the mask whenever it
 * differs from what the mask holds; what the user types reaches `onAccept` (never a programmatic write).
 * `opts` must be stable (memoised): a new object rebuilds the mask.
 *
 * The mask binds to the input when the input first takes the focus (nothing is typed without it), not when it
 * mounts: a 500-field form would otherwise build some 200 input masks, with their listeners, before it is
 * shown (issue 29). Until then the input shows what the bound mask would show: the same steps (the mask reading
 * the input's first text, its commit, the form's value written) run on a mask of their own, with no input, and
 * only for a value that is not empty. A mask that shows its placeholder while empty (`lazy: false`) binds at once.
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
  // The value the form holds (the bound mask takes it when it binds).
  const current = useRef(value);
  current.current = value;
  useLayoutEffect(() => {
    accept.current = onAccept;
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !opts) return;
    // What the input showed before a mask touched it (its defaultValue): the bound mask starts from it.
    const first = el.value;
    let shadow: Masked | null = null;
    let unbind: (() => void) | null = null;
    const write = (m: { value: string; unmaskedValue: string }, v: string) => {
      if (readOf(m, read) === v) return;
      writing.current = true;
      try {
        writeTo(m, read, v);
      } finally {
        writing.current = false;
      }
    };
    const bind = () => {
      if (mask.current) return;
      el.removeEventListener('focus', bind);
      const m = IMask(el, opts);
      mask.current = m;
      shadow = null;
      write(m, current.current);
      const onMaskAccept = () => {
        if (!writing.current) accept.current(readOf(m, read), m);
      };
      m.on('accept', onMaskAccept);
      unbind = () => {
        m.off('accept', onMaskAccept);
        m.destroy();
      };
    };
    // Shows a value without a bound mask: the steps of IMask(input) and of the value written below, on a
    // mask of its own (made at the first value that is not empty).
    const show = (v: string) => {
      if (!shadow) {
        if (v === '' && first === '') return;
        shadow = IMask.createMask(opts) as Masked;
        shadow.value = first;
        shadow.doCommit();
      }
      if (readOf(shadow, read) !== v) writeTo(shadow, read, v);
      if (el.value !== shadow.displayValue) el.value = shadow.displayValue;
    };
    lazyShow.set(el, show);
    if ((opts as { lazy?: boolean }).lazy === false || el.ownerDocument.activeElement === el) bind();
    else {
      el.addEventListener('focus', bind);
      show(current.current);
    }
    return () => {
      el.removeEventListener('focus', bind);
      lazyShow.delete(el);
      unbind?.();
      mask.current = null;
    };
  }, [opts, read]);

  useLayoutEffect(() => {
    const m = mask.current;
    if (!m) {
      const el = ref.current;
      if (el) lazyShow.get(el)?.(value);
      return;
    }
    if (readOf(m, read) === value) return;
    writing.current = true;
    try {
      writeTo(m, read, value);
    } finally {
      writing.current = false;
    }
  }, [value, opts, read]);

  return { ref, mask };
}

/** How an input whose mask is not bound yet shows a value (set by the binding effect). */
const lazyShow = new WeakMap<HTMLInputElement, (value: string) => void>();
