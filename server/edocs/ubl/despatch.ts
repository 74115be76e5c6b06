import { isValidTckn } from '../../../domain/identity';
import type { DespatchModel, ReceiptAdviceModel } from '../../../domain/edocs';
import { CalculationInputError, D, type Dec, toPlainString } from '../../../domain/money';
import {
  address,
  checkAddress,
  checkDate,
  checkHeader,
  checkLineNames,
  checkParty,
  documentRef,
  extensions,
  header,
  notes,
  party,
  signature,
} from './common';
import { el, finish, group, newDocument, UblInputError } from './xml';

// The waybill (e-İrsaliye, DespatchAdvice) and its reply (İrsaliye Yanıtı, ReceiptAdvice), UBL-TR 1.2.1.

const CUSTOMIZATION = 'TR1.2.1';
/** A Turkish postcode: 01xxx–81xxx (GİB's DespatchAddressCheck). */
const TR_POSTCODE = /^((0[1-9])|([1-7][0-9])|(8[0-1]))[0-9]{3}$/;

const quantity = (value: string, label: string) => {
  let q: Dec;
  try {
    q = D(value, label);
  } catch (err) {
    // Not a number: the Turkish 400 of every builder, never a 500.
    if (err instanceof CalculationInputError) throw new UblInputError(err.message);
    throw err;
  }
  if (q.isNeg()) throw new UblInputError(`${label} eksi olamaz.`);
  return toPlainString(q);
};

function checkDespatch(model: DespatchModel): void {
  checkHeader(model, { timeRequired: true });
  checkParty(model.supplier, 'Gönderici');
  checkParty(model.customer, 'Alıcı');
  const s = model.shipment;
  checkDate(s.despatchDate, 'Sevk tarihi');
  if (!/^\d{2}:\d{2}:\d{2}$/.test(s.despatchTime)) throw new UblInputError('Sevk zamanı SS:DD:ss olmalıdır.');
  checkAddress(s.deliveryAddress, 'Teslimat adresi');
  if (!TR_POSTCODE.test(s.deliveryAddress.postalZone ?? ''))
    throw new UblInputError('Teslimat adresinde geçerli bir posta kodu (01000–81999) zorunludur.');
  if (!s.carrier && !s.drivers?.length)
    throw new UblInputError('İrsaliyede taşıyıcı firma veya en az bir şoför zorunludur.');
  if (s.carrier) checkParty(s.carrier, 'Taşıyıcı');
  for (const d of s.drivers ?? []) {
    if (!d.firstName.trim() || !d.familyName.trim())
      throw new UblInputError('Şoförün adı ve soyadı zorunludur.');
    if (!isValidTckn(d.tckn))
      throw new UblInputError(`Şoförün TC kimlik numarası "${d.tckn}" geçerli değil.`);
  }
  if (model.type === 'MATBUDAN' && !model.printed)
    throw new UblInputError('Matbudan irsaliyede kağıt irsaliyenin numarası ve tarihi zorunludur.');
  if (!model.lines.length) throw new UblInputError('İrsaliyede en az bir satır olmalıdır.');
  checkLineNames(model.lines);
  model.lines.forEach((l, i) => {
    if (model.profile === 'HKSIRSALIYE' && (l.kunyeNo ?? '').trim().length !== 19)
      throw new UblInputError(
        `${i + 1}. satır: hal tipi irsaliyede 19 karakterlik künye numarası zorunludur.`,
      );
  });
}

/**
 * Builds an e-İrsaliye (DespatchAdvice): SEVK or MATBUDAN, TEMELIRSALIYE or HKSIRSALIYE; the vehicle plates in
 * ShipmentStage (PLAKA), trailer plates as TransportEquipment (DORSEPLAKA), drivers and / or the carrier company.
 */
export function buildDespatchAdvice(model: DespatchModel): string {
  checkDespatch(model);
  const s = model.shipment;
  const doc = newDocument('DespatchAdvice');
  extensions(doc);
  header(doc, model, model.profile, { customization: CUSTOMIZATION });
  el(doc, 'cbc:DespatchAdviceTypeCode', model.type);
  notes(doc, model.notes);
  el(doc, 'cbc:LineCountNumeric', model.lines.length);
  if (model.order) documentRef(doc, 'cac:OrderReference', model.order);
  if (model.printed)
    documentRef(doc, 'cac:AdditionalDocumentReference', model.printed, 'MATBU', 'Matbu İrsaliye');
  signature(doc, model.supplier, model.id);
  party(doc, 'cac:DespatchSupplierParty', model.supplier);
  party(doc, 'cac:DeliveryCustomerParty', model.customer);

  const shipment = group(doc, 'cac:Shipment');
  el(shipment, 'cbc:ID', '1');
  const vehicles = (s.plates ?? []).filter((p) => p.kind === 'PLAKA');
  const trailers = (s.plates ?? []).filter((p) => p.kind === 'DORSE');
  const stages = Math.max(vehicles.length, s.drivers?.length ? 1 : 0);
  for (let i = 0; i < stages; i++) {
    const stage = group(shipment, 'cac:ShipmentStage');
    if (vehicles[i])
      el(
        group(group(stage, 'cac:TransportMeans'), 'cac:RoadTransport'),
        'cbc:LicensePlateID',
        vehicles[i].plate,
        {
          schemeID: 'PLAKA',
        },
      );
    if (i === 0)
      for (const d of s.drivers ?? []) {
        const person = group(stage, 'cac:DriverPerson');
        el(person, 'cbc:FirstName', d.firstName);
        el(person, 'cbc:FamilyName', d.familyName);
        el(person, 'cbc:Title', 'Şoför');
        el(person, 'cbc:NationalityID', d.tckn);
      }
  }
  const delivery = group(shipment, 'cac:Delivery');
  address(delivery, 'cac:DeliveryAddress', s.deliveryAddress);
  if (s.carrier) party(delivery, 'cac:CarrierParty', s.carrier, { wrapped: false });
  const despatch = group(delivery, 'cac:Despatch');
  el(despatch, 'cbc:ActualDespatchDate', s.despatchDate);
  el(despatch, 'cbc:ActualDespatchTime', s.despatchTime);
  if (trailers.length) {
    const unit = group(shipment, 'cac:TransportHandlingUnit');
    for (const t of trailers)
      el(group(unit, 'cac:TransportEquipment'), 'cbc:ID', t.plate, { schemeID: 'DORSEPLAKA' });
  }

  model.lines.forEach((line, i) => {
    const node = group(doc, 'cac:DespatchLine');
    el(node, 'cbc:ID', i + 1);
    el(node, 'cbc:DeliveredQuantity', quantity(line.quantity, `${i + 1}. satırın miktarı`), {
      unitCode: line.unitCode,
    });
    el(group(node, 'cac:OrderLineReference'), 'cbc:LineID', i + 1);
    const item = group(node, 'cac:Item');
    el(item, 'cbc:Name', line.name, {}, true);
    if (line.sellersItemId) el(group(item, 'cac:SellersItemIdentification'), 'cbc:ID', line.sellersItemId);
    if (line.kunyeNo)
      el(group(item, 'cac:AdditionalItemIdentification'), 'cbc:ID', line.kunyeNo.trim(), {
        schemeID: 'KUNYENO',
      });
  });
  return finish(doc);
}

/**
 * Builds the reply to a received waybill (ReceiptAdvice, SEVK): per despatch line what arrived, what was refused of
 * it and why, what was short or over, and a timing complaint. Every quantity is written (0 when none), because
 * GİB's reply XSLT prints "NaN" for an absent one.
 */
export function buildReceiptAdvice(model: ReceiptAdviceModel): string {
  checkHeader(model, { gibId: false, timeRequired: true });
  checkParty(model.receiver, 'Teslim alan');
  checkParty(model.despatcher, 'Gönderici');
  checkDate(model.despatch.date, 'İrsaliye tarihi');
  if (model.receivedDate) checkDate(model.receivedDate, 'Teslim alma tarihi');
  if (!model.lines.length) throw new UblInputError('Yanıtta en az bir satır olmalıdır.');
  checkLineNames(model.lines);

  const doc = newDocument('ReceiptAdvice');
  extensions(doc);
  header(doc, model, model.profile, { customization: CUSTOMIZATION });
  el(doc, 'cbc:ReceiptAdviceTypeCode', 'SEVK');
  notes(doc, model.notes);
  el(doc, 'cbc:LineCountNumeric', model.lines.length);
  documentRef(doc, 'cac:DespatchDocumentReference', model.despatch);
  signature(doc, model.receiver, model.id);
  party(doc, 'cac:DeliveryCustomerParty', model.receiver);
  party(doc, 'cac:DespatchSupplierParty', model.despatcher);
  if (model.receivedDate) {
    const shipment = group(doc, 'cac:Shipment');
    el(shipment, 'cbc:ID', '1');
    el(group(shipment, 'cac:Delivery'), 'cbc:ActualDeliveryDate', model.receivedDate);
  }
  model.lines.forEach((line, i) => {
    const label = `${i + 1}. satır`;
    if (!/^\d+$/.test(line.despatchLineId))
      throw new UblInputError(`${label}: irsaliye satır numarası sayı olmalıdır.`);
    const q = (v: string | null | undefined, what: string) => quantity(v ?? '0', `${label}: ${what}`);
    const unit = { unitCode: line.unitCode };
    const node = group(doc, 'cac:ReceiptLine');
    el(node, 'cbc:ID', i + 1);
    el(node, 'cbc:ReceivedQuantity', q(line.received, 'teslim alınan miktar'), unit);
    el(node, 'cbc:ShortQuantity', q(line.short, 'eksik miktar'), unit);
    el(node, 'cbc:RejectedQuantity', q(line.rejected, 'kabul edilmeyen miktar'), unit);
    el(node, 'cbc:RejectReason', line.rejectReason);
    el(node, 'cbc:OversupplyQuantity', q(line.oversupply, 'fazla miktar'), unit);
    el(node, 'cbc:TimingComplaint', line.timingComplaint);
    el(group(node, 'cac:DespatchLineReference'), 'cbc:LineID', line.despatchLineId);
    el(group(node, 'cac:Item'), 'cbc:Name', line.name, {}, true);
  });
  return finish(doc);
}
