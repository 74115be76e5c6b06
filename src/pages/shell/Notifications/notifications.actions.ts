import { codeTexts, shellTexts, ui } from '../../../../domain/messages';
import type { Auths } from '../../../services/auth';
import { ApiError } from '../../../services/http';
import { confirmDialog, toast } from '../../../services/notify';
import { dataTexts } from '../shell-data.texts';
import { deleteAll, markAllRead, markRead, targetOf, type NotificationRecord } from './notifications.api';

const failure = (err: unknown) => {
  const message = err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError;
  toast.error(message, { title: ui.errorToastTitle });
};

/**
 * A click on a notification: an unread one is marked read (update by id, state false); a marketplace order
 * opens its page. Returns the page to open, or null.
 */
export async function openNotification(
  auths: Auths,
  record: NotificationRecord,
  onRead: (id: number) => void,
): Promise<string | null> {
  if (record.state === '1') {
    try {
      await markRead(auths, record.id);
      onRead(record.id);
    } catch (err) {
      failure(err);
    }
  }
  return targetOf(record.bildirim_json);
}

/** Marks every notification read; true when done. */
export async function readAll(): Promise<boolean> {
  try {
    await markAllRead();
    toast.success(dataTexts.markedAllRead);
    return true;
  } catch (err) {
    failure(err);
    return false;
  }
}

/** Asks 'Tüm bildirimler silinecek, emin misiniz?' (Uyarı; Sil / İptal), then deletes them all; true when done. */
export async function removeAll(): Promise<boolean> {
  const yes = await confirmDialog({
    title: shellTexts.deleteAllTitle,
    text: shellTexts.deleteAllConfirm,
    yes: shellTexts.deleteAllYes,
    no: shellTexts.deleteAllNo,
  });
  if (!yes) return false;
  try {
    await deleteAll();
    toast.success(dataTexts.deletedAll);
    return true;
  } catch (err) {
    failure(err);
    return false;
  }
}
