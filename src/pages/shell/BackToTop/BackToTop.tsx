import { useEffect, useState } from 'react';

/** Scroll (px) after which the back-to-top button appears (spec 000 §9). */
export const BACK_TO_TOP_AFTER_PX = 1300;

/** The back-to-top button, shown once the page has scrolled more than 1300 px. */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="btn btn--primary back-to-top"
      aria-label="Sayfanın başına dön"
      title="Sayfanın başına dön"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      ↑
    </button>
  );
}
