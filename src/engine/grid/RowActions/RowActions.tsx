import type { CustomCellRendererProps } from 'ag-grid-react';
import { detailTexts } from '../../../../domain/messages';
import { texts } from '../../texts';

/** What the list grid puts in AG Grid's `context` for the row buttons. */
export interface RowActionsContext {
  /** No Düzenle button without it (a read-only list). */
  onEdit?: (id: string) => void;
  /** No Sil button without it (a read-only list). */
  onDelete?: (id: string) => void;
  /** The record's detail panel (the list page's Detay action); no button without it. */
  onDetail?: (id: string) => void;
}

/**
 * A global row of a shared table (GİB's units beside a company's own): it has a company column and no company.
 * Everyone reads it, nobody edits it (docs/table-service.md, "Scope and permissions").
 */
export const isReferenceRow = (row: Record<string, unknown> | undefined) =>
  row !== undefined && 'department_id' in row && row.department_id === null;

/** The Detay, Düzenle and Sil buttons of a list row (Detay only on a global reference row). */
export function RowActions(
  props: CustomCellRendererProps<Record<string, unknown>, unknown, RowActionsContext>,
) {
  const id = props.data?.id;
  if (id === undefined || id === null) return null;
  const writable = !isReferenceRow(props.data);
  return (
    <span className="df-row-actions">
      {props.context.onDetail && (
        <button
          type="button"
          className="df-button df-button--small"
          onClick={() => props.context.onDetail?.(String(id))}
        >
          {detailTexts.detail}
        </button>
      )}
      {props.context.onEdit && writable && (
        <button
          type="button"
          className="df-button df-button--small"
          onClick={() => props.context.onEdit?.(String(id))}
        >
          {texts.edit}
        </button>
      )}
      {props.context.onDelete && writable && (
        <button
          type="button"
          className="df-button df-button--small df-button--danger"
          onClick={() => props.context.onDelete?.(String(id))}
        >
          {texts.remove}
        </button>
      )}
    </span>
  );
}
