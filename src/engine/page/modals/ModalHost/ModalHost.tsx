import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ui } from '../../../../../domain/messages';
import { chunk, chunkComponent } from '../../../chunk';
import { CentreModal } from '../CentreModal/CentreModal';
import { closeModal, getModals, subscribeModals, type ModalEntry } from '../modal-store';
import { RightModal } from '../RightModal/RightModal';
import { WindowModal } from '../WindowModal/WindowModal';
import '../modals.css';

// The record form pulls in the engine (RJSF); the shell mounts this host, so it loads only when asked — as a
// chunk component, which draws at once when the code is there (no React.lazy reveal delay, src/engine/chunk.tsx).
const RecordModal = chunkComponent(
  chunk(() => import('../RecordModal/RecordModal')),
  (m) => m.RecordModal,
  <p role="status">{ui.loading}</p>,
);

function Content({ entry }: { entry: ModalEntry }) {
  const close = () => closeModal(entry.id);
  if (entry.record) return <RecordModal request={entry.record} close={close} />;
  return <>{typeof entry.content === 'function' ? entry.content(close) : entry.content}</>;
}

/**
 * Renders the open modals of modal-store.ts over the page (a portal on document.body). Mount it once: the
 * shell's Layout does, and so do the engine's previews in stories.
 */
export function ModalHost() {
  const modals = useSyncExternalStore(subscribeModals, getModals, getModals);
  const [front, setFront] = useState<number[]>([]);
  if (!modals.length || typeof document === 'undefined') return null;
  // Later modals stack above earlier ones; a window brought to the front goes above everything.
  const layer = (m: ModalEntry) =>
    modals.indexOf(m) * 2 + (front.includes(m.id) ? front.indexOf(m.id) + 1 : 0) * 100;
  return createPortal(
    <>
      {modals.map((m) => {
        const close = () => closeModal(m.id);
        const common = { title: m.title, size: m.size, onClose: close, layer: layer(m) };
        if (m.kind === 'right')
          return (
            <RightModal key={m.id} {...common}>
              <Content entry={m} />
            </RightModal>
          );
        if (m.kind === 'window')
          return (
            <WindowModal
              key={m.id}
              {...common}
              fullscreen={m.fullscreen}
              onActivate={() =>
                setFront((f) => (f.at(-1) === m.id ? f : [...f.filter((x) => x !== m.id), m.id]))
              }
            >
              <Content entry={m} />
            </WindowModal>
          );
        return (
          <CentreModal key={m.id} {...common} fullscreen={m.fullscreen}>
            <Content entry={m} />
          </CentreModal>
        );
      })}
    </>,
    document.body,
  );
}
