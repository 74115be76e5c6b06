import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eDocumentTexts } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import { confirmDialog, toast } from '../../../services/notify';
import { useTables } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';

/** A VKN (10 digits) or TCKN (11). */
const ID = /^\d{10,11}$/;

/**
 * The registered-user check of an e-Fatura form (002 §8 "E-Fatura kesilemez."; the page's `eDocument.userCheck`):
 * when the field holds a whole VKN / TCKN, asks `{table}/isEInvoiceUser`; a refusal is "not a user": the spec's
 * dialog offers e-Arşiv (its add form, after 600 ms) and the form cannot be saved, the field showing the warning.
 * Returns that warning while it holds (null otherwise). A failed call (network) blocks nothing: the server checks.
 */
export function useUserCheck(
  def: PageDefinition,
  formData: Record<string, unknown> | undefined,
): string | null {
  const check = def.eDocument?.userCheck;
  const tables = useTables();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const skipped =
    check?.unless !== undefined &&
    String(formData?.[check.unless.field] ?? '') === String(check.unless.equals ?? '');
  const value = check && !skipped ? String(formData?.[check.field] ?? '').trim() : '';

  useEffect(() => {
    if (!check || !tables.action) return;
    if (!ID.test(value)) {
      asked.current = null;
      setBlocked(null);
      return;
    }
    if (asked.current === value) return;
    asked.current = value;
    let live = true;
    tables.action(check.table, 'isEInvoiceUser', { vkn_tckn: value }).then(
      () => live && setBlocked(null),
      async (err) => {
        if (!live || !(err instanceof ApiError) || err.message !== eDocumentTexts.notUserTitle) return;
        setBlocked(eDocumentTexts.notUserWarning);
        const archive = await confirmDialog({
          title: eDocumentTexts.notUserTitle,
          text: eDocumentTexts.notUser,
          yes: eDocumentTexts.notUserYes,
          no: eDocumentTexts.notUserNo,
        });
        if (archive && live) {
          toast.info(eDocumentTexts.notUserTitle);
          setTimeout(() => navigate(check.offer), 600);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [check, tables, value, navigate]);

  return blocked;
}
