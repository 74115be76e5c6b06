import { useAtomValue } from 'jotai';
import { ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { adminModeAtom } from '../../../state/admin';
import { AdminPanel } from '../../admin/AdminPanel/AdminPanel';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { texts } from '../../texts';
import { DefterForm } from '../DefterForm/DefterForm';
import { useRecordForm } from '../useRecordForm';
import { DraftControls } from './DraftControls/DraftControls';
import { useDraftActions } from './useDraftActions';
import { useDrafts } from './useDrafts';
import { useTemplateWarning } from './useTemplateWarning';
import { useUserCheck } from './useUserCheck';
import '../../page/page.css';

/**
 * The generic create/edit page of a table (edit when `id` is given): the form with the page's rules, the
 * draft controls on create, and in admin mode the JSON viewers and the save-test. `list`: the page's list
 * address, where leaving goes when there is no history to go back to (absent = `def.route`). `presets`: the
 * columns a create form starts with, from its address's query (`queryPresetsOf`).
 */
export function FormPage({
  def,
  id,
  list,
  presets,
}: {
  def: PageDefinition;
  id?: string;
  list?: string;
  /** Columns the create form starts with (the page's query presets). */
  presets?: Record<string, string>;
}) {
  const drafts = useDrafts(def, id ? 'edit' : 'create');
  const form = useRecordForm(def, id, drafts.events, list, presets);
  const { actions, busy } = useDraftActions(def, form, drafts);
  const admin = useAtomValue(adminModeAtom);
  // An e-Fatura to a VKN that is no registered e-invoice user cannot be saved (the page's eDocument.userCheck).
  const notUser = useUserCheck(def, form.formData as Record<string, unknown> | undefined);
  const userField = def.eDocument?.userCheck?.field;
  // No template of the document's type in the company: the 002 §8 warning with its button (the e-SMM's).
  useTemplateWarning(def, id ?? 'create');
  // Enter in a field submits too: refused the same way as the disabled Kaydet.
  const submit: typeof form.submit = notUser
    ? async () => {
        toast.warning(notUser);
      }
    : form.submit;
  // A create-only page (a quick entry) is a new record by name: its title says what it is.
  const title = id ? texts.editTitle(def.title) : def.createOnly ? def.title : texts.newTitle(def.title);
  return (
    <section className="df-page" aria-label={title}>
      <header className="df-page__header">
        <h1 className="df-page__title">{title}</h1>
        {drafts.enabled && form.loaded && (
          <DraftControls actions={actions} draft={drafts.draft} saved={drafts.saved} busy={busy} />
        )}
      </header>
      {!form.loaded && !form.failed && (
        <p role="status" className="df-page__status">
          {ui.loading}
        </p>
      )}
      {form.loaded && (
        <DefterForm
          schema={form.loaded.schema}
          uiSchema={form.loaded.uiSchema}
          formData={form.formData}
          displays={form.displays}
          rules={form.ruleView}
          admin={admin}
          saving={form.saving}
          saveBlocked={!!notUser}
          extraErrors={
            notUser && userField
              ? { ...form.extraErrors, [userField]: { __errors: [notUser] } }
              : form.extraErrors
          }
          lineErrors={form.lineErrors}
          focusRequest={form.focusRequest}
          onChange={form.change}
          onDisplay={form.remember}
          onSubmit={submit}
          onError={form.rejected}
        />
      )}
      {admin && form.loaded && (
        <AdminPanel
          table={def.table}
          columns={form.loaded.columns}
          schema={form.loaded.schema}
          uiSchema={form.loaded.uiSchema}
          rules={form.rules}
          ruleView={form.ruleView}
          formData={form.formData}
          displays={form.displays}
          onLoad={form.replace}
        />
      )}
    </section>
  );
}
