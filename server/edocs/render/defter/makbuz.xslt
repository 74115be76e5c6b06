<?xml version="1.0" encoding="UTF-8"?>
<!--
  Defter's view of its receipts (docs/e-documents.md, "Rendering"):
  - e-SMM (Serbest Meslek Makbuzu): an Invoice, ProfileID EARSIVBELGE, InvoiceTypeCode SERBESTMESLEKMAKBUZU;
  - e-MM (Müstahsil Makbuzu): a CreditNote, ProfileID EARSIVBELGE, CreditNoteTypeCode MUSTAHSILMAKBUZ.
  GİB's general.xslt reads only Invoice and calls every document "e-FATURA", so the receipts get this one.
  Amounts are xs:decimal (exact) and shown the Turkish way (1.234,56 TL). No script, no outside resource.
-->
<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:inv="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cn="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:d="urn:defter:xslt"
  exclude-result-prefixes="#all" expand-text="yes">

  <xsl:output method="html" html-version="5" encoding="UTF-8" indent="no"/>
  <xsl:decimal-format name="tr" decimal-separator="," grouping-separator="."/>

  <!-- GİB's unit codes (birimler) and their Turkish names; an unknown code is shown as it is. -->
  <xsl:variable name="units" as="map(xs:string, xs:string)" select="map {
      'C62': 'Adet', 'KGM': 'Kilogram', 'GRM': 'Gram', 'LTR': 'Litre', 'MTR': 'Metre', 'MTK': 'Metre Kare',
      'MTQ': 'Metre Küp', 'KWH': 'Kilowatt Saat', 'KWT': 'Kilowatt', 'MWH': 'Megawatt Saat (1000 kW.h)',
      'GWH': 'Gigawatt Saat', 'D32': 'Terawatt Saat', 'SET': 'Set', 'PR': 'Çift', 'T3': 'Bin Adet',
      'CEN': 'Yüz Adet', 'GT': 'Gross Ton', 'D40': 'Bin Litre', 'R9': 'Bin Metre Küp',
      'SM3': 'Standart Metreküp', 'DMK': 'Desimetre Kare', 'CTM': 'Karat', 'LPA': 'Saf Alkol Litresi',
      'NCL': 'Hücre Adedi', 'CCT': 'Ton Başına Taşıma Kapasitesi', 'D30': 'Brüt Kalori Değeri',
      'B32': 'Kg-Metre Kare', '3I': 'Kilogram-Adet', 'GFI': 'Fissile İzotop Gramı',
      'KPO': 'Kilogram Potasyum Oksit', 'MND': 'Kurutulmuş Net Ağırlıklı Kilogramı',
      'KFO': 'Difosfor Pentaoksit Kilogramı', 'KHY': 'Hidrojen Peroksit Kilogramı',
      'KMA': 'Metil Aminlerin Kilogramı', 'KNI': 'Azotun Kilogramı', 'KPH': 'Kilogram Potasyum Hidroksit',
      'KSD': '%90 Kuru Ürün Kilogramı', 'KSH': 'Sodyum Hidroksit Kilogramı', 'KUR': 'Uranyum Kilogramı',
      'DAY': 'Gün', 'MON': 'Ay', 'ANN': 'Yıl', 'HUR': 'Saat', 'D61': 'Dakika', 'D62': 'Saniye', 'PA': 'Paket',
      'BX': 'Kutu', 'DZN': 'Düzine', 'MGM': 'Miligram', 'TNE': 'Ton', 'NT': 'Net Ton', 'MMT': 'Milimetre',
      'CMT': 'Santimetre', 'KMT': 'Kilometre', 'KTM': 'Kilometre', 'MLT': 'Mililitre', 'CLT': 'Santilitre',
      'MMQ': 'Milimetreküp', 'CMQ': 'Santimetreküp', 'CMK': 'Santimetrekare', 'KJO': 'Kilojoule',
      'DMT': 'Desimetre', 'HAR': 'Hektar' }"/>

  <!-- 1234.5 → "1.234,50 TL" (the document's currency; TRY as TL). -->
  <xsl:function name="d:money" as="xs:string">
    <xsl:param name="amount" as="item()?"/>
    <xsl:param name="currency" as="xs:string?"/>
    <xsl:variable name="code" select="if (empty($currency) or $currency = 'TRY') then 'TL' else $currency"/>
    <xsl:sequence select="format-number(xs:decimal(($amount, 0)[1]), '#.##0,00', 'tr') || ' ' || $code"/>
  </xsl:function>

  <!-- A unit price: at least 2, at most 4 decimals. -->
  <xsl:function name="d:price" as="xs:string">
    <xsl:param name="amount" as="item()?"/>
    <xsl:param name="currency" as="xs:string?"/>
    <xsl:variable name="code" select="if (empty($currency) or $currency = 'TRY') then 'TL' else $currency"/>
    <xsl:sequence select="format-number(round(xs:decimal(($amount, 0)[1]), 4), '#.##0,00##', 'tr') || ' ' || $code"/>
  </xsl:function>

  <!-- A quantity or rate without trailing zeros: 8400 → "8.400", 0.2 → "0,2". -->
  <xsl:function name="d:number" as="xs:string">
    <xsl:param name="value" as="item()?"/>
    <xsl:sequence select="format-number(xs:decimal(($value, 0)[1]), '#.##0,########', 'tr')"/>
  </xsl:function>

  <!-- 2026-03-12 → 12.03.2026 -->
  <xsl:function name="d:date" as="xs:string">
    <xsl:param name="value" as="item()?"/>
    <xsl:sequence select="if (matches(string($value), '^\d{4}-\d{2}-\d{2}$'))
      then string-join(reverse(tokenize(string($value), '-')), '.') else string($value)"/>
  </xsl:function>

  <!-- The sum of the subtotals of one tax code (0 when none). -->
  <xsl:function name="d:tax" as="xs:decimal">
    <xsl:param name="taxTotals" as="element()*"/>
    <xsl:param name="code" as="xs:string"/>
    <xsl:sequence select="sum(($taxTotals/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode = $code]
      /cbc:TaxAmount ! xs:decimal(.), 0.0))"/>
  </xsl:function>

  <xsl:template match="/">
    <xsl:variable name="doc" select="*"/>
    <xsl:variable name="title" select="
      if ($doc/self::cn:CreditNote) then 'e-Müstahsil Makbuzu'
      else if ($doc/cbc:InvoiceTypeCode = 'SERBESTMESLEKMAKBUZU') then 'e-Serbest Meslek Makbuzu'
      else 'e-Belge'"/>
    <html lang="tr">
      <head>
        <meta charset="UTF-8"/>
        <title>{$title} {$doc/cbc:ID}</title>
        <style xsl:expand-text="no">
          body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10pt; color: #111; margin: 0; }
          .sayfa { width: 190mm; margin: 0 auto; padding: 8mm 0; }
          .ust { display: flex; justify-content: space-between; gap: 8mm; }
          .taraf { flex: 1; border-bottom: 1px solid #999; padding-bottom: 3mm; margin-bottom: 3mm; }
          .taraf b { display: block; font-size: 11pt; }
          h1 { font-size: 15pt; text-align: center; margin: 0 0 3mm; letter-spacing: .5pt; }
          table { border-collapse: collapse; width: 100%; }
          table.bilgi { width: auto; margin-left: auto; }
          table.bilgi td { padding: .6mm 2mm; border: 1px solid #999; }
          table.bilgi td:first-child { font-weight: bold; }
          table.satirlar { margin-top: 4mm; }
          table.satirlar th, table.satirlar td { border: 1px solid #999; padding: 1mm 1.5mm; }
          table.satirlar th { background: #eee; font-weight: bold; }
          td.n { text-align: right; white-space: nowrap; }
          table.toplam { width: 95mm; margin: 4mm 0 0 auto; }
          table.toplam td { border: 1px solid #999; padding: 1mm 2mm; }
          table.toplam td:first-child { font-weight: bold; }
          table.toplam tr.odenecek td { background: #eee; font-weight: bold; }
          .notlar { margin-top: 5mm; border: 1px solid #999; padding: 2mm; }
          .etiket { color: #555; }
        </style>
      </head>
      <body>
        <div class="sayfa">
          <xsl:apply-templates select="$doc">
            <xsl:with-param name="title" select="$title"/>
          </xsl:apply-templates>
        </div>
      </body>
    </html>
  </xsl:template>

  <!-- A party: name (title, or first and family name), address, tax office, VKN / TCKN, contact. -->
  <xsl:template name="party">
    <xsl:param name="party" as="element()?"/>
    <xsl:param name="heading" as="xs:string?"/>
    <div class="taraf">
      <xsl:if test="$heading"><span class="etiket">{$heading}</span></xsl:if>
      <b>{($party/cac:PartyName/cbc:Name, string-join(($party/cac:Person/cbc:FirstName,
        $party/cac:Person/cbc:FamilyName), ' '))[normalize-space()][1]}</b>
      <xsl:for-each select="$party/cac:PostalAddress">
        <div>{string-join((cbc:District, cbc:StreetName, cbc:BuildingName,
          cbc:BuildingNumber ! ('No:' || .), cbc:Room ! ('Kapı No:' || .))[normalize-space()], ' ')}</div>
        <div>{string-join((cbc:PostalZone, string-join((cbc:CitySubdivisionName, cbc:CityName)[normalize-space()],
          ' / '), cac:Country/cbc:Name)[normalize-space()], ' ')}</div>
      </xsl:for-each>
      <xsl:for-each select="$party/cac:PartyTaxScheme/cac:TaxScheme/cbc:Name[normalize-space()]">
        <div><span class="etiket">Vergi Dairesi: </span>{.}</div>
      </xsl:for-each>
      <xsl:for-each select="$party/cac:PartyIdentification/cbc:ID[@schemeID = ('VKN', 'TCKN')]">
        <div><span class="etiket">{@schemeID}: </span>{.}</div>
      </xsl:for-each>
      <xsl:for-each select="$party/cac:Contact/cbc:Telephone[normalize-space()]">
        <div><span class="etiket">Tel: </span>{.}</div>
      </xsl:for-each>
      <xsl:for-each select="$party/cac:Contact/cbc:ElectronicMail[normalize-space()]">
        <div><span class="etiket">E-Posta: </span>{.}</div>
      </xsl:for-each>
    </div>
  </xsl:template>

  <!-- The box of the document's number, dates and ETTN. -->
  <xsl:template name="facts">
    <xsl:param name="rows" as="xs:string*"/>
    <table class="bilgi">
      <xsl:for-each select="1 to count($rows) idiv 2">
        <xsl:variable name="i" select="2 * . - 1"/>
        <xsl:if test="normalize-space($rows[$i + 1])">
          <tr><td>{$rows[$i]}</td><td>{$rows[$i + 1]}</td></tr>
        </xsl:if>
      </xsl:for-each>
    </table>
  </xsl:template>

  <xsl:template name="notes">
    <xsl:param name="doc" as="element()"/>
    <xsl:if test="$doc/cbc:Note[normalize-space()]">
      <div class="notlar">
        <xsl:for-each select="$doc/cbc:Note[normalize-space()]">
          <div>{.}</div>
        </xsl:for-each>
      </div>
    </xsl:if>
  </xsl:template>

  <!-- e-SMM: the freelancer issues it to the client; per service the gross fee, income-tax withholding and KDV. -->
  <xsl:template match="inv:Invoice">
    <xsl:param name="title" as="xs:string"/>
    <xsl:variable name="cur" select="string(cbc:DocumentCurrencyCode)"/>
    <xsl:variable name="gross" select="xs:decimal((cac:LegalMonetaryTotal/cbc:LineExtensionAmount, 0)[1])"/>
    <xsl:variable name="stopaj" select="d:tax(cac:TaxTotal, '0003')"/>
    <xsl:variable name="kdv" select="d:tax(cac:TaxTotal, '0015')"/>
    <xsl:variable name="withheld" select="sum((cac:WithholdingTaxTotal/cbc:TaxAmount ! xs:decimal(.), 0.0))"/>
    <div class="ust">
      <xsl:call-template name="party">
        <xsl:with-param name="party" select="cac:AccountingSupplierParty/cac:Party"/>
      </xsl:call-template>
      <div>
        <h1>{$title}</h1>
        <xsl:call-template name="facts">
          <xsl:with-param name="rows" select="('Makbuz No', string(cbc:ID), 'Düzenleme Tarihi', d:date(cbc:IssueDate),
            'Düzenleme Saati', string(cbc:IssueTime), 'ETTN', string(cbc:UUID))"/>
        </xsl:call-template>
      </div>
    </div>
    <xsl:call-template name="party">
      <xsl:with-param name="party" select="cac:AccountingCustomerParty/cac:Party"/>
      <xsl:with-param name="heading" select="'SAYIN'"/>
    </xsl:call-template>
    <table class="satirlar">
      <tr>
        <th>Sıra No</th><th>Açıklama</th><th>Brüt Ücret</th><th>GV Stopajı</th><th>Net Ücret</th>
        <th>KDV Oranı</th><th>KDV Tutarı</th><th>KDV Tevkifatı</th><th>Net Tahsilat</th>
      </tr>
      <xsl:for-each select="cac:InvoiceLine">
        <xsl:variable name="lineGross" select="xs:decimal((cbc:LineExtensionAmount, 0)[1])"/>
        <xsl:variable name="lineStopaj" select="d:tax(cac:TaxTotal, '0003')"/>
        <xsl:variable name="lineKdv" select="d:tax(cac:TaxTotal, '0015')"/>
        <xsl:variable name="lineWithheld" select="sum((cac:WithholdingTaxTotal/cbc:TaxAmount ! xs:decimal(.), 0.0))"/>
        <xsl:variable name="stopajRate" select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode = '0003']/cbc:Percent"/>
        <xsl:variable name="kdvRate" select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode = '0015']/cbc:Percent"/>
        <tr>
          <td class="n">{cbc:ID}</td>
          <td>{cac:Item/cbc:Name}</td>
          <td class="n">{d:money($lineGross, $cur)}</td>
          <td class="n">{d:money($lineStopaj, $cur)}<xsl:if test="$stopajRate"> (%{d:number($stopajRate[1])})</xsl:if></td>
          <td class="n">{d:money($lineGross - $lineStopaj, $cur)}</td>
          <td class="n"><xsl:if test="$kdvRate">%{d:number($kdvRate[1])}</xsl:if></td>
          <td class="n">{d:money($lineKdv, $cur)}</td>
          <td class="n">{d:money($lineWithheld, $cur)}</td>
          <td class="n">{d:money($lineGross - $lineStopaj + $lineKdv - $lineWithheld, $cur)}</td>
        </tr>
      </xsl:for-each>
    </table>
    <table class="toplam">
      <tr><td>Brüt Ücret</td><td class="n">{d:money($gross, $cur)}</td></tr>
      <tr><td>Gelir Vergisi Stopajı</td><td class="n">{d:money($stopaj, $cur)}</td></tr>
      <tr><td>Net Ücret</td><td class="n">{d:money($gross - $stopaj, $cur)}</td></tr>
      <tr><td>Hesaplanan KDV</td><td class="n">{d:money($kdv, $cur)}</td></tr>
      <tr><td>KDV Tevkifatı</td><td class="n">{d:money($withheld, $cur)}</td></tr>
      <tr><td>Tahsil Edilen KDV</td><td class="n">{d:money($kdv - $withheld, $cur)}</td></tr>
      <tr class="odenecek"><td>Net Tahsil Edilen</td>
        <td class="n">{d:money(cac:LegalMonetaryTotal/cbc:PayableAmount, $cur)}</td></tr>
    </table>
    <xsl:for-each select="cac:WithholdingTaxTotal/cac:TaxSubtotal">
      <div class="etiket">Tevkifat: {cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode} - %{d:number(cbc:Percent)}</div>
    </xsl:for-each>
    <xsl:call-template name="notes">
      <xsl:with-param name="doc" select="."/>
    </xsl:call-template>
  </xsl:template>

  <!-- e-MM: the buyer issues it for the farmer's produce; the deductions (stopaj, fonds, SGK, borsa) lower the payable. -->
  <xsl:template match="cn:CreditNote">
    <xsl:param name="title" as="xs:string"/>
    <xsl:variable name="cur" select="string(cbc:DocumentCurrencyCode)"/>
    <div class="ust">
      <xsl:call-template name="party">
        <xsl:with-param name="party" select="cac:AccountingSupplierParty/cac:Party"/>
      </xsl:call-template>
      <div>
        <h1>{$title}</h1>
        <xsl:call-template name="facts">
          <xsl:with-param name="rows" select="('Makbuz No', string(cbc:ID), 'Düzenleme Tarihi', d:date(cbc:IssueDate),
            'Düzenleme Saati', string(cbc:IssueTime), 'Teslim Tarihi', d:date(cac:Delivery/cbc:ActualDeliveryDate),
            'ETTN', string(cbc:UUID))"/>
        </xsl:call-template>
      </div>
    </div>
    <xsl:call-template name="party">
      <xsl:with-param name="party" select="cac:AccountingCustomerParty/cac:Party"/>
      <xsl:with-param name="heading" select="'MÜSTAHSİL'"/>
    </xsl:call-template>
    <table class="satirlar">
      <tr>
        <th>Sıra No</th><th>Malın Cinsi</th><th>Miktar</th><th>Birim</th><th>Birim Fiyat</th><th>Tutar</th>
        <th>Kesintiler</th>
      </tr>
      <xsl:for-each select="cac:CreditNoteLine">
        <xsl:variable name="amount" select="xs:decimal((cbc:LineExtensionAmount, 0)[1])"/>
        <xsl:variable name="quantity" select="xs:decimal((cbc:CreditedQuantity, 0)[1])"/>
        <tr>
          <td class="n">{cbc:ID}</td>
          <td>{cac:Item/cbc:Name}</td>
          <td class="n">{d:number($quantity)}</td>
          <td>{($units(string(cbc:CreditedQuantity/@unitCode)), string(cbc:CreditedQuantity/@unitCode))[1]}</td>
          <td class="n">
            <xsl:choose>
              <xsl:when test="cac:Price/cbc:PriceAmount">{d:price(cac:Price/cbc:PriceAmount, $cur)}</xsl:when>
              <xsl:when test="$quantity ne 0">{d:price($amount div $quantity, $cur)}</xsl:when>
            </xsl:choose>
          </td>
          <td class="n">{d:money($amount, $cur)}</td>
          <td>
            <xsl:for-each select="cac:TaxTotal/cac:TaxSubtotal">
              <div>{cac:TaxCategory/cac:TaxScheme/cbc:Name} (%{d:number(cbc:Percent)}): {d:money(cbc:TaxAmount, $cur)}</div>
            </xsl:for-each>
          </td>
        </tr>
      </xsl:for-each>
    </table>
    <table class="toplam">
      <tr><td>Mal Bedeli</td><td class="n">{d:money(cac:LegalMonetaryTotal/cbc:LineExtensionAmount, $cur)}</td></tr>
      <xsl:for-each select="cac:TaxTotal/cac:TaxSubtotal">
        <tr>
          <td>{cac:TaxCategory/cac:TaxScheme/cbc:Name} (%{d:number(cbc:Percent)})</td>
          <td class="n">{d:money(cbc:TaxAmount, $cur)}</td>
        </tr>
      </xsl:for-each>
      <tr><td>Toplam Kesinti</td><td class="n">{d:money(sum((cac:TaxTotal/cbc:TaxAmount ! xs:decimal(.), 0.0)), $cur)}</td></tr>
      <tr class="odenecek"><td>Ödenecek Tutar</td>
        <td class="n">{d:money(cac:LegalMonetaryTotal/cbc:PayableAmount, $cur)}</td></tr>
    </table>
    <xsl:call-template name="notes">
      <xsl:with-param name="doc" select="."/>
    </xsl:call-template>
  </xsl:template>

  <!-- Any other document: say so rather than show nothing. -->
  <xsl:template match="*" priority="-1">
    <xsl:param name="title" as="xs:string"/>
    <h1>{$title}</h1>
    <p>Bu şablon yalnızca serbest meslek ve müstahsil makbuzlarını gösterir.</p>
  </xsl:template>
</xsl:stylesheet>
