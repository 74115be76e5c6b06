import { useEffect, useRef, type RefObject } from 'react';
import { PAID_MESSAGE, paymentStatus, type PaymentState } from '../../../services/billing';

/** Milliseconds between status checks while the card form is open. */
export const STATUS_POLL_MS = 3000;

/**
 * Watches an open card form until the payment ends: the provider page's message (only from the framed page)
 * triggers a check at once, and the server is asked every 3 s in case no message comes. The server's answer
 * decides, never the message.
 */
export function usePaymentWatch(
  token: string | null,
  frame: RefObject<HTMLIFrameElement | null>,
  onEnd: (state: Exclude<PaymentState, 'bekliyor'>) => void,
) {
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => {
    if (!token) return;
    let live = true;
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        const state = await paymentStatus(token);
        if (live && state !== 'bekliyor') {
          live = false;
          ended.current(state);
        }
      } catch {
        // A failed check is retried by the next tick.
      } finally {
        checking = false;
      }
    };
    const onMessage = (e: MessageEvent) => {
      if (e.source === frame.current?.contentWindow && e.data === PAID_MESSAGE) void check();
    };
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => void check(), STATUS_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [token, frame]);
}
