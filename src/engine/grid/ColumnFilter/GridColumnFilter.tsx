import type { CustomFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import { useCallback, useRef } from 'react';
import type { ColumnMeta, Filter } from '../../../../domain/api/contract';
import { ColumnFilter } from './ColumnFilter';

/** Filter params every column filter gets from its column definition. */
export interface ColumnFilterParams {
  column: ColumnMeta;
  table: string;
}

/** What the list grid puts in AG Grid's `context` for its filters. */
export interface FilterContext {
  /** The filters in force, by column (a dependent select's filter reads its parent's). */
  filters: () => Record<string, Filter>;
}

/** AG Grid adapter of ColumnFilter: the model is the contract filter; rows are filtered by the server. */
export function GridColumnFilter(
  props: CustomFilterProps<unknown, FilterContext, Filter> & ColumnFilterParams,
) {
  const hide = useRef<(() => void) | undefined>(undefined);
  const doesFilterPass = useCallback(() => true, []);
  const afterGuiAttached = useCallback((p?: { hidePopup?: () => void }) => {
    hide.current = p?.hidePopup;
  }, []);
  useGridFilter({ doesFilterPass, afterGuiAttached });
  const up = props.column.up_column_name ? props.context?.filters()[props.column.up_column_name] : undefined;
  const upIds = Array.isArray(up?.filter) ? up.filter : up?.filter !== undefined ? [up.filter] : [];
  return (
    <ColumnFilter
      column={props.column}
      table={props.table}
      model={props.model}
      upValue={upIds.length === 1 ? (upIds[0] as string | number) : undefined}
      onApply={(model) => {
        props.onModelChange(model);
        hide.current?.();
      }}
    />
  );
}
