import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { memo, type ReactNode } from 'react';
import type { LayoutOptions } from '../../../schema/translate';
import type { EngineFormContext } from '../../form-context';
import { layoutRuns } from './layout-runs';
import './ObjectFieldTemplate.css';

interface Cell {
  name: string;
  wide: boolean;
  content: ReactNode;
}

/** How many cells a block holds: a keystroke re-renders the block of its field, not the whole grid. */
const BLOCK = 16;

const sameCells = (a: { cells: Cell[] }, b: { cells: Cell[] }) =>
  a.cells.length === b.cells.length &&
  a.cells.every((c, i) => {
    const d = b.cells[i];
    return c.name === d.name && c.wide === d.wide && c.content === d.content;
  });

/**
 * A run of a grid's cells, drawn straight into the grid (no wrapper element). It renders again only when one of
 * its cells changed: the object field keeps the content of an unchanged field the same element.
 */
const Block = memo(function Block({ cells }: { cells: Cell[] }) {
  return cells.map((c) => (
    <div key={c.name} className={c.wide ? 'df-cell df-cell--wide' : 'df-cell'}>
      {c.content}
    </div>
  ));
}, sameCells);

function blocks(names: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < names.length; i += BLOCK) out.push(names.slice(i, i + BLOCK));
  return out;
}

/**
 * Lays the fields out by the page's groups and layout (002 §2): page 4 per row on large screens, special 2, stacked
 * 1, double the header groups in two columns side by side above the full-width parts (the line table). The
 * columns follow the form's own width (a container query, ObjectFieldTemplate.css), so the same form fits a
 * 390 px phone, a dialog and a 1920 px screen. Groups and fields the rules hide are not drawn; a group left with
 * no field goes too.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { schema, properties, title, description, optionalDataControl } = props;
  // A pure union (oneOf / anyOf without properties): the union's field draws the choice and its content.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const grid = <Grid {...props} />;
  const expandable = canExpand(schema, props.uiSchema, props.formData);
  // The engine's forms (translate()) have no title, description or additional properties: just the grid.
  if (!title && !description && !optionalDataControl && !expandable) return grid;
  const { registry, uiSchema, fieldPathId, disabled, readonly } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const inTitle = !readonly && !disabled;
  return (
    <fieldset className="df-object" id={fieldPathId.$id}>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={props.required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={inTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {!inTitle && optionalDataControl}
      {properties.length > 0 && grid}
      {expandable && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="df-object__add"
          onClick={props.onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}

/** The properties in the page's groups and layout. */
function Grid(props: ObjectFieldTemplateProps) {
  const opts = props.uiSchema?.['ui:options'] as Partial<LayoutOptions> | undefined;
  const ctx = props.registry.formContext as EngineFormContext | undefined;
  const layout = opts?.layout ?? 'page';
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const groups = opts?.groups?.length
    ? opts.groups
    : [{ id: 'all', title: undefined, columns: props.properties.map((p) => p.name) }];
  // A hand-written schema (no groups): its nested objects and arrays take the whole row.
  const nested = (name: string) => {
    const type = (props.schema.properties?.[name] as { type?: unknown } | undefined)?.type;
    return !opts?.groups && (type === 'object' || type === 'array');
  };
  const isWide = (name: string) =>
    (props.uiSchema?.[name]?.['ui:options'] as { span?: string } | undefined)?.span === 'full' ||
    nested(name);
  // Blocks are cut from a group's columns before the rules hide any, so that hiding a field never moves
  // another into a different block (which would draw it anew and lose its focus).
  const all = groups
    .map((g) => {
      const columns = g.columns.filter((n) => byName.has(n));
      return { ...g, columns, blocks: blocks(columns) };
    })
    .filter((g) => g.columns.length);
  const byId = new Map(all.map((g) => [g.id, g]));
  const runs = layoutRuns(
    layout,
    all.map((g) => {
      const wide = g.columns.filter(isWide).length;
      return { id: g.id, wide, narrow: g.columns.length - wide };
    }),
  );

  const drawGroup = (id: string) => {
    const g = byId.get(id);
    if (!g || ctx?.hiddenGroups?.has(g.id)) return null;
    const visible = g.columns.filter((n) => !ctx?.hidden?.has(n));
    if (!visible.length) return null;
    return (
      <fieldset
        key={g.id}
        className={`df-group${visible.every(isWide) ? ' df-group--wide' : ''}`}
        data-group={g.id}
      >
        {g.title && <legend className="df-group__title">{g.title}</legend>}
        <div className={`df-grid df-grid--${layout}`}>
          {g.blocks.map((names) => (
            <Block
              key={names[0]}
              cells={names
                .filter((n) => !ctx?.hidden?.has(n))
                .map((n) => ({ name: n, wide: isWide(n), content: byName.get(n)?.content }))}
            />
          ))}
        </div>
      </fieldset>
    );
  };

  return (
    <div className={`df-form df-form--${layout}`}>
      {runs.map((run) =>
        run.kind === 'wide' ? (
          drawGroup(run.id)
        ) : (
          <div
            key={run.columns[0][0]}
            className={`df-run df-run--${run.columns.length > 1 ? 'split' : 'single'}`}
          >
            {run.columns.map((ids) => (
              <div key={ids[0]} className="df-run__column">
                {ids.map(drawGroup)}
              </div>
            ))}
          </div>
        ),
      )}
    </div>
  );
}
