import { randomUUID } from 'node:crypto';
import { XSLT_TYPE, type UblParty, type XsltTypeId } from '../../../domain/edocs';
import { localParts } from '../../../domain/rules/rule.values';
import { buildDespatchAdvice, buildFreelanceReceipt, buildInvoice } from '../ubl';

// The sample documents an XSLT template is previewed on (fetchXsltFilesPdf, defaultXsltFilePdf): one of each
// template type, built by the same UBL-TR builders as real documents, dated today, with made-up parties whose
// numbers have the right form and check digits. Nothing here is a record of any company.

const SELLER: UblParty = {
  id: '1234567890',
  name: 'Örnek Satıcı Ticaret A.Ş.',
  taxOffice: 'Kadıköy Vergi Dairesi Müdürlüğü',
  address: {
    street: 'Bağdat Caddesi',
    buildingNumber: '250',
    neighbourhood: 'Caddebostan Mahallesi',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalZone: '34728',
    country: 'Türkiye',
    countryCode: 'TR',
  },
  phone: '+90 (216) 555 01 01',
  email: 'fatura@ornek-satici.example',
};

const BUYER: UblParty = {
  id: '9876543217',
  name: 'Örnek Alıcı Sanayi Ltd. Şti.',
  taxOffice: 'Ulus Vergi Dairesi Müdürlüğü',
  address: {
    street: 'Anafartalar Caddesi',
    buildingNumber: '17',
    neighbourhood: 'Ulus Mahallesi',
    district: 'Altındağ',
    city: 'Ankara',
    postalZone: '06050',
    country: 'Türkiye',
    countryCode: 'TR',
  },
};

const CONSUMER: UblParty = {
  id: '10000000146',
  firstName: 'Ayşe',
  familyName: 'Örnek',
  address: {
    street: 'Kordon Boyu',
    buildingNumber: '5',
    district: 'Konak',
    city: 'İzmir',
    postalZone: '35210',
    country: 'Türkiye',
    countryCode: 'TR',
  },
};

const FREELANCER: UblParty = {
  id: '10000000146',
  firstName: 'Ayşe',
  familyName: 'Örnek',
  taxOffice: 'Konak Vergi Dairesi Müdürlüğü',
  address: CONSUMER.address,
};

const today = () => localParts(new Date());

function invoice(earchive: boolean): string {
  const { date, time } = today();
  return buildInvoice({
    profile: earchive ? 'EARSIVFATURA' : 'TEMELFATURA',
    type: 'SATIS',
    id: `${earchive ? 'ORA' : 'ORN'}${date.slice(0, 4)}000000001`,
    uuid: randomUUID(),
    issueDate: date,
    issueTime: time,
    currency: 'TRY',
    notes: ['Bu belge şablon önizlemesi için hazırlanmış örnektir.'],
    supplier: SELLER,
    customer: earchive ? CONSUMER : BUYER,
    sendingType: earchive ? 'ELEKTRONIK' : null,
    lines: [
      {
        name: 'Ofis Sandalyesi',
        unitCode: 'C62',
        amounts: { miktar: '4', birim_fiyat: '2450.00', iskonto_orani: '10', kdv_id: 9 },
        discountReason: 'Toplu alım indirimi',
      },
      {
        name: 'A4 Fotokopi Kağıdı (500 yaprak)',
        unitCode: 'PA',
        amounts: { miktar: '25', birim_fiyat: '135.00', kdv_id: 9 },
      },
      {
        name: 'Kurulum Hizmeti',
        unitCode: 'HUR',
        amounts: { miktar: '2', birim_fiyat: '900.00', kdv_id: 8 },
      },
    ],
  });
}

function despatch(): string {
  const { date, time } = today();
  return buildDespatchAdvice({
    profile: 'TEMELIRSALIYE',
    type: 'SEVK',
    id: `ORI${date.slice(0, 4)}000000001`,
    uuid: randomUUID(),
    issueDate: date,
    issueTime: time,
    notes: ['Bu belge şablon önizlemesi için hazırlanmış örnektir.'],
    supplier: SELLER,
    customer: BUYER,
    shipment: {
      despatchDate: date,
      despatchTime: time,
      deliveryAddress: BUYER.address,
      drivers: [{ firstName: 'Mehmet', familyName: 'Örnek', tckn: '10000000146' }],
      plates: [{ plate: '34ABC123', kind: 'PLAKA' }],
    },
    lines: [
      { name: 'Ofis Sandalyesi', quantity: '4', unitCode: 'C62' },
      { name: 'A4 Fotokopi Kağıdı (500 yaprak)', quantity: '25', unitCode: 'PA' },
    ],
  });
}

function freelanceReceipt(): string {
  const { date, time } = today();
  return buildFreelanceReceipt({
    id: `SMM${date.slice(0, 4)}000000001`,
    uuid: randomUUID(),
    issueDate: date,
    issueTime: time,
    supplier: FREELANCER,
    customer: BUYER,
    sendingType: 'ELEKTRONIK',
    lines: [
      {
        name: 'Mali müşavirlik hizmeti',
        amounts: { brut_ucret: '10000.00', gv_stopaj_orani: '20', kdv_id: 9, kdv_tevkifat_orani: '' },
      },
    ],
  });
}

/** The sample document (UBL-TR XML) of a template type. */
export function sampleDocument(type: XsltTypeId): string {
  switch (type) {
    case XSLT_TYPE.eFatura:
      return invoice(false);
    case XSLT_TYPE.eArsiv:
      return invoice(true);
    case XSLT_TYPE.eIrsaliye:
      return despatch();
    case XSLT_TYPE.eSmm:
      return freelanceReceipt();
  }
}
