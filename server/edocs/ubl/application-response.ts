import { RED_MIN_DESCRIPTION, type ApplicationResponseModel } from '../../../domain/edocs';
import { checkDate, checkHeader, checkParty, extensions, header, notes, party, signature } from './common';
import { el, finish, group, newDocument, UblInputError } from './xml';

// The answer to a commercial invoice (Uygulama Yanıtı, ApplicationResponse KABUL / RED), UBL-TR 1.2.

/**
 * Builds the answer to a TICARIFATURA: ProfileID TICARIFATURA (GİB allows KABUL / RED only there), the answered
 * invoice referenced by its ETTN (its number in Response/ReferenceID and in a note, as GİB's viewer shows the
 * reference's ID as "Belge No"), the answer code and its explanation (RED needs 3 characters or more).
 */
export function buildApplicationResponse(model: ApplicationResponseModel): string {
  checkHeader(model, { gibId: false, timeRequired: false });
  checkParty(model.sender, 'Yanıtlayan');
  checkParty(model.receiver, 'Faturayı düzenleyen');
  checkDate(model.invoice.date, 'Fatura tarihi');
  const description = model.description?.trim() ?? '';
  if (model.code === 'RED' && description.length < RED_MIN_DESCRIPTION)
    throw new UblInputError(`Red yanıtında en az ${RED_MIN_DESCRIPTION} karakterlik açıklama zorunludur.`);

  const doc = newDocument('ApplicationResponse');
  extensions(doc);
  header(doc, model, 'TICARIFATURA', { copyIndicator: false });
  notes(doc, [...(model.notes ?? []), `${model.invoice.id} numaralı fatura`]);
  signature(doc, model.sender, model.id);
  party(doc, 'cac:SenderParty', model.sender, { wrapped: false });
  party(doc, 'cac:ReceiverParty', model.receiver, { wrapped: false });
  const response = group(doc, 'cac:DocumentResponse');
  const answer = group(response, 'cac:Response');
  el(answer, 'cbc:ReferenceID', model.invoice.id);
  el(answer, 'cbc:ResponseCode', model.code);
  el(answer, 'cbc:Description', description || (model.code === 'KABUL' ? 'Fatura kabul edilmiştir.' : ''));
  const ref = group(response, 'cac:DocumentReference');
  el(ref, 'cbc:ID', model.invoice.uuid);
  el(ref, 'cbc:IssueDate', model.invoice.date);
  el(ref, 'cbc:DocumentTypeCode', 'FATURA');
  el(ref, 'cbc:DocumentType', 'FATURA');
  return finish(doc);
}
