import { codeTexts, ui } from '../../../domain/messages';
import { ApiError } from '../../services/http';
import { toast } from '../../services/notify';

/** Shows a failed call as the spec's error toast ('Hata', the server's message in Turkish). */
export function toastFailure(err: unknown) {
  const message = err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError;
  toast.error(message, { title: ui.errorToastTitle });
}
