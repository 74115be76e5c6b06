import { ui } from '../../../../domain/messages';
import type { PageDefinition } from '../../page/types';
import { texts } from '../../texts';
import { DefterForm } from '../DefterForm/DefterForm';
import { useRecordForm } from '../useRecordForm';
import '../../page/page.css';

/** The generic create/edit page of a table (edit when `id` is given). */
export function FormPage({ def, id }: { def: PageDefinition; id?: string }) {
  const form = useRecordForm(def, id);
  const title = id ? texts.editTitle(def.title) : texts.newTitle(def.title);
  return (
    <section className="df-page" aria-label={title}>
      <header className="df-page__header">
        <h1 className="df-page__title">{title}</h1>
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
          displays={form.loaded.displays}
          saving={form.saving}
          extraErrors={form.extraErrors}
          onChange={form.change}
          onSubmit={form.submit}
          onError={form.rejected}
        />
      )}
    </section>
  );
}
