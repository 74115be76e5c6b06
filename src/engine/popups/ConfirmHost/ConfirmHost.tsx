import { useId, useRef, useSyncExternalStore } from 'react';
import { useDialogKeys } from '../useDialogKeys';
import { getConfirms, subscribe, type ConfirmRequest } from '../../../services/notify';

function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogKeys(dialog, {
    onClose: () => request.resolve(false),
    initialFocus: (box) => box.querySelector('button'),
  });

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={request.title ? titleId : undefined}
        aria-label={request.title ? undefined : request.text}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        {request.title && (
          <h2 id={titleId} className="modal__title">
            {request.title}
          </h2>
        )}
        <p id={textId} className="modal__text">
          {request.text}
        </p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" onClick={() => request.resolve(true)}>
            {request.yes}
          </button>
          <button type="button" className="btn" onClick={() => request.resolve(false)}>
            {request.no}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Renders the oldest open confirmation of services/notify.ts as a modal dialog (Esc answers no). */
export function ConfirmHost() {
  const confirms = useSyncExternalStore(subscribe, getConfirms, getConfirms);
  const current = confirms[0];
  return current ? <ConfirmDialog key={current.id} request={current} /> : null;
}
