// Placeholder: the generic ListPage and FormPage are built by the engine work.
import type { PageDefinition } from './types';

/** The generic list page of a table. */
export function ListPage(props: { def: PageDefinition }) {
  return <div>{props.def.title}</div>;
}
/** The generic create/edit page of a table (edit when `id` is given). */
export function FormPage(props: { def: PageDefinition; id?: string }) {
  return (
    <div>
      {props.def.title} {props.id}
    </div>
  );
}
