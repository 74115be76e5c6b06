import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { LayoutOptions } from '../../../schema/translate';

/** Lays the fields out by the page's groups and layout: page 4 per row, special 2, stacked 1. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const opts = props.uiSchema?.['ui:options'] as Partial<LayoutOptions> | undefined;
  const layout = opts?.layout ?? 'page';
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const groups = opts?.groups?.length
    ? opts.groups
    : [{ id: 'all', columns: props.properties.map((p) => p.name) }];
  return (
    <div className={`df-form df-form--${layout}`}>
      {groups.map((g) => (
        <fieldset key={g.id} className="df-group">
          {g.title && <legend className="df-group__title">{g.title}</legend>}
          <div className={`df-grid df-grid--${layout}`}>{g.columns.map((n) => byName.get(n)?.content)}</div>
        </fieldset>
      ))}
    </div>
  );
}
