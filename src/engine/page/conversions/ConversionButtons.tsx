import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { codeTexts, conversionTexts, formTexts, ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { conversionSeedAtom } from '../../../state/conversion';
import { useAuths, useTables } from '../../engine-context';
import { texts } from '../../texts';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { buildConversion, refusalOf } from './build';
import type { ConversionDefinition } from '../../../../domain/pages/conversions.types';
import './conversions.css';

const first = (ids: (string | number)[] | undefined) => (ids?.[0] === undefined ? '0' : String(ids[0]));

/** 001 §7: the lines of a source are read in one list of at most 10,000 rows. */
const LINE_LIMIT = 10000;

/**
 * The conversion buttons of a record (`PageDefinition.conversions`, 001 §2.3): each reads the record (its edit
 * load, then its line rows for their ids) while "Verileriniz işleniyor" shows, hands the target's header and lines
 * to the target's add page through shared state, opens it and reports success after the definition's delay.
 */
export function ConversionButtons({
  def,
  id,
  onOpen,
}: {
  def: PageDefinition;
  id: string;
  /** Called when the target opens (a modal closes itself). */
  onOpen?: () => void;
}) {
  const tables = useTables();
  const auths = useAuths().tables;
  const navigate = useNavigate();
  const setSeed = useSetAtom(conversionSeedAtom);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  // A target the user may not create (another package, no auth) offers no button.
  const offered = (def.conversions ?? []).filter((c) => !auths || Boolean(auths[c.target]?.creates?.length));
  if (!offered.length) return null;

  const run = async (c: ConversionDefinition) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const load = await tables.edit(def.table, id, first(auths?.[def.table]?.edits));
      // A source in a refused state (an order İptal Edildi) gives nothing: the warning, no target.
      const refused = refusalOf(c, load.record ?? {});
      if (refused) {
        toast.warning(refused, { title: formTexts.warningTitle });
        return;
      }
      const l = c.lines;
      let lineIds: (string | number)[] = [];
      if (l.from === 'lines' && l.lineTable && l.parentColumn) {
        const a = auths?.[l.lineTable];
        const rows = await tables.list(l.lineTable, {
          page: 1,
          limit: LINE_LIMIT,
          column_array_id: first(a?.lists),
          column_array_id_query: first(a?.queries ?? a?.lists),
          sorts: { [l.orderColumn ?? 'sira_no']: true },
          filters: { [l.parentColumn]: { type: 1, guiType: 'select', filter: [id] } },
        });
        lineIds = rows.records.map((r) => r.id as string | number);
      }
      const record = buildConversion(c, load.record ?? {}, id, lineIds);
      if (!record) {
        toast.warning(conversionTexts.nothingLeft, { title: formTexts.warningTitle });
        return;
      }
      setSeed({ table: c.target, record });
      onOpen?.();
      navigate(c.path);
      setTimeout(() => toast.success(conversionTexts.done), c.delay);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: texts.errorTitle });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <span className="df-conversions">
      {offered.map((c) => (
        <button key={c.path} type="button" className="df-button" disabled={busy} onClick={() => void run(c)}>
          {c.label}
        </button>
      ))}
      {busy && (
        <span role="status" className="df-conversions__working">
          <span className="df-conversions__spinner" aria-hidden="true" />
          {conversionTexts.working}
        </span>
      )}
    </span>
  );
}
