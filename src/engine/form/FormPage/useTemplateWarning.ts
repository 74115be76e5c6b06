import { useEffect } from 'react';
import { toast } from '../../../services/notify';
import { useTables } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';

/**
 * The form's warning when the company has no template of the document's type (the page's
 * `eDocument.templateWarning`; 002 §8: "Smm faturalar için xslt dosyası bulunamadı. …", 10 seconds, with a button to
 * create one): asks the select data of the template column once per opened form; no option → the toast. A failed
 * call warns of nothing (the document still renders with Defter's own stylesheet).
 */
export function useTemplateWarning(def: PageDefinition, formKey: string): void {
  const warning = def.eDocument?.templateWarning;
  const tables = useTables();
  useEffect(() => {
    if (!warning) return;
    let live = true;
    tables.selectData(def.table, warning.column, { search: '***', page: 1, limit: 1 }).then(
      (res) => {
        if (live && !res.results?.length)
          toast.warning(warning.text, { duration: warning.seconds * 1000, action: warning.action });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [warning, tables, def.table, formKey]);
}
