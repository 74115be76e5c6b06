import { MASKS } from '../../../../../domain/masks';
import { WIDGET_DOCS, WIDGET_STATES } from './widget-docs';

/** Props of WidgetDocs. */
export interface WidgetDocsProps {
  /** The widget, as in src/engine/form/widgets.ts (e.g. MaskedWidget). */
  widget: string;
}

/** Masks of the widget's kind, read from domain/masks (the same data the form and the server apply). */
function maskRows(kind: 'text' | 'digits') {
  return Object.entries(MASKS)
    .filter(([, m]) => (kind === 'text' ? m.pattern : m.digits || m.maxLength))
    .map(([column, m]) => ({
      column,
      rule:
        kind === 'text'
          ? `${m.pattern}${m.upper ? ' (büyük harf)' : ''}${m.placeholder ? ` — ${m.placeholder}` : ''}`
          : m.digits
            ? `en çok ${m.digits} hane`
            : `en çok ${m.maxLength} karakter`,
    }));
}

/**
 * A widget's docs page in Storybook (Engine/Widgets/Docs): what it draws, its value, the `ui:options` it reads,
 * its masks and its state stories. Written for QA; the data is `widget-docs.ts` and domain/masks.
 */
export function WidgetDocs({ widget }: WidgetDocsProps) {
  const doc = WIDGET_DOCS.find((d) => d.widget === widget);
  if (!doc) return <p role="alert">{widget}: belge yok</p>;
  const masks = doc.masks === 'text' || doc.masks === 'digits' ? maskRows(doc.masks) : [];
  return (
    <article className="df-widget-docs" aria-label={`${widget} belgesi`}>
      <h1>{widget}</h1>
      <p>{doc.notes}</p>
      <table>
        <caption>Özellikler</caption>
        <tbody>
          <tr>
            <th scope="row">Gui type</th>
            <td>{doc.guiTypes}</td>
          </tr>
          <tr>
            <th scope="row">Değer</th>
            <td>{doc.value}</td>
          </tr>
          <tr>
            <th scope="row">ui:options</th>
            <td>
              <code>labelText, kind, table, column</code>
              {doc.options.length > 0 && <code>, {doc.options.join(', ')}</code>}
            </td>
          </tr>
          <tr>
            <th scope="row">Durumlar</th>
            <td>{WIDGET_STATES.join(' · ')}</td>
          </tr>
        </tbody>
      </table>
      {doc.masks === 'phone' && (
        <p>Maske: ülkenin telefon maskesi (ulkeler.phone_mask), yoksa +90 (###) ### ## ##.</p>
      )}
      {masks.length > 0 && (
        <table>
          <caption>Maskeler (domain/masks)</caption>
          <thead>
            <tr>
              <th scope="col">Sütun</th>
              <th scope="col">Kural</th>
            </tr>
          </thead>
          <tbody>
            {masks.map((m) => (
              <tr key={m.column}>
                <td>
                  <code>{m.column}</code>
                </td>
                <td>{m.rule}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
