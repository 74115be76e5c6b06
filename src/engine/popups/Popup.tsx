import { FloatingPortal } from '@floating-ui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import './popups.css';

// Where the engine's popups (a select's list, the date menu, tooltips) are drawn: a portal out of the field, so
// no cell's overflow, `contain` or stacking context clips them — on document.body, unless a PopupLayer says
// otherwise (Storybook draws them inside the story's canvas, where its play functions look for them).
const PopupRoot = createContext<HTMLElement | null>(null);

/** Draws its children in the popup layer (a portal). */
export function Popup({ children }: { children: ReactNode }) {
  const root = useContext(PopupRoot);
  return <FloatingPortal root={root ?? undefined}>{children}</FloatingPortal>;
}

/** Makes the popups of its children draw in an element after them rather than on document.body. */
export function PopupLayer({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  return (
    <PopupRoot.Provider value={root}>
      {children}
      <div ref={setRoot} className="df-popup-layer" />
    </PopupRoot.Provider>
  );
}
