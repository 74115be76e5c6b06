import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { LayoutOptions } from '../../../schema/translate';
import type { EngineFormContext } from '../../form-context';
import './ObjectFieldTemplate.css';

/**
 * Lays the fields out by the page's groups and layout: page 4 per row on large screens, special 2, stacked 1,
 * double the header groups side by side above the full-width parts (the line table). Groups and fields the
 * rules hide are not drawn; a group left with no field goes too.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const opts = props.uiSchema?.['ui:options'] as Partial<LayoutOptions> | undefined;
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  const layout = opts?.layout ?? 'page';
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const groups = opts?.groups?.length
    ? opts.groups
    : [{ id: 'all', title: undefined, columns: props.properties.map((p) => p.name) }];
  const shown = groups
    .filter((g) => !ctx?.hiddenGroups?.has(g.id))
    .map((g) => ({ ...g, columns: g.columns.filter((n) => byName.has(n) && !ctx?.hidden?.has(n)) }))
    .filter((g) => g.columns.length);
  const isWide = (name: string) =>
    (props.uiSchema?.[name]?.['ui:options'] as { span?: string } | undefined)?.span === 'full';
  return (
    <div className={`df-form df-form--${layout}`}>
      {shown.map((g) => (
        <fieldset
          key={g.id}
          className={`df-group${g.columns.every(isWide) ? ' df-group--wide' : ''}`}
          data-group={g.id}
        >
          {g.title && <legend className="df-group__title">{g.title}</legend>}
          <div className={`df-grid df-grid--${layout}`}>
            {g.columns.map((n) => (
              <div key={n} className={isWide(n) ? 'df-cell df-cell--wide' : 'df-cell'}>
                {byName.get(n)?.content}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
