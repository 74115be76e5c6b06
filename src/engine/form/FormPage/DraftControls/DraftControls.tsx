import { formTexts } from '../../../../../domain/messages';
import type { StoredForm } from '../drafts';

/** What the buttons do (useDraftActions). */
export interface DraftActions {
  previousRecord(): void;
  clear(): void;
  pasteDraft(): void;
  lastSaved(): void;
}

/**
 * The create form's buttons (002 §2): previous record (the first listed record), clear (back to defaults),
 * paste draft (the last unsaved data), fetch last saved data.
 */
export function DraftControls(props: {
  actions: DraftActions;
  draft: StoredForm | null;
  saved: StoredForm | null;
  busy?: boolean;
}) {
  const { actions, draft, saved, busy } = props;
  return (
    <div className="df-toolbar df-draft-controls" role="toolbar" aria-label="Form işlemleri">
      <button type="button" className="df-button" disabled={busy} onClick={actions.previousRecord}>
        {formTexts.previousRecord}
      </button>
      <button type="button" className="df-button" disabled={busy} onClick={actions.clear}>
        {formTexts.clear}
      </button>
      <button type="button" className="df-button" disabled={busy || !draft} onClick={actions.pasteDraft}>
        {formTexts.pasteDraft}
      </button>
      <button type="button" className="df-button" disabled={busy || !saved} onClick={actions.lastSaved}>
        {formTexts.lastSaved}
      </button>
    </div>
  );
}
