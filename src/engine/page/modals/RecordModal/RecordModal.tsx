import { useId, useMemo, type ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import { ui } from '../../../../../domain/messages';
import { DefterForm } from '../../../form/DefterForm/DefterForm';
import { useRecordForm } from '../../../form/useRecordForm';
import type { RecordModalRequest } from '../modal-store';
import { recordPageFor } from '../record-pages';
import type { PageDefinition } from '../../../../../domain/pages/page.types';

/** The page definition the modal uses: the table's own, or a plain one for a table without a page. */
export function modalPage(table: string): PageDefinition {
  return recordPageFor(table) ?? { table, route: '', title: table, layout: 'special' };
}

function RecordForm({ request, close }: { request: RecordModalRequest; close: () => void }) {
  const def = modalPage(request.table);
  const id = request.id === undefined ? undefined : String(request.id);
  const events = useMemo(
    () => ({
      onLeave: (saved?: { id: number }) => {
        if (saved) request.onSaved?.(saved.id);
        close();
      },
    }),
    [request, close],
  );
  const form = useRecordForm(def, id, events);
  // Ids of its own: the form under the modal may have the same fields (a label must name its own input).
  const idPrefix = `modal${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const show = request.mode === 'show';
  const uiSchema = useMemo(
    () =>
      form.loaded && show
        ? { ...form.loaded.uiSchema, 'ui:submitButtonOptions': { norender: true } }
        : form.loaded?.uiSchema,
    [form.loaded, show],
  );
  if (!form.loaded || !uiSchema)
    return form.failed ? null : (
      <p role="status" className="df-page__status">
        {ui.loading}
      </p>
    );
  return (
    <DefterForm
      schema={form.loaded.schema}
      uiSchema={uiSchema}
      formData={form.formData}
      displays={form.displays}
      rules={form.ruleView}
      saving={form.saving}
      disabled={show}
      extraErrors={form.extraErrors}
      onChange={form.change}
      onDisplay={form.remember}
      idPrefix={idPrefix}
      onSubmit={form.submit}
      onError={form.rejected}
      focusRequest={form.focusRequest}
    />
  );
}

/**
 * A table's create / edit / show form inside the centre modal (the select's edit and create buttons, related
 * records of the detail panel): the page definition's form and rules; a save closes the modal and reports the
 * record's id instead of leaving the page.
 */
export function RecordModal(props: { request: RecordModalRequest; close: () => void }): ReactNode {
  const body = <RecordForm {...props} />;
  // The form's hook can leave a page; outside a router (stories) it gets one of its own.
  return useInRouterContext() ? body : <MemoryRouter>{body}</MemoryRouter>;
}
