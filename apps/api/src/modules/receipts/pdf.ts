import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { receiptLabels as m } from '@naijabid/shared/messages/receipts';
import { formatNaira } from '@naijabid/shared/money';
import { saleDocumentAmountRows, type SaleDocument } from '@naijabid/shared/schemas/receipts';

/**
 * A receipt or statement as an A4 PDF, drawn with the standard Helvetica every reader has, so
 * no font is embedded. Helvetica's WinAnsi encoding has no naira sign and no Yoruba or Igbo
 * dotted letters: amounts read "NGN 125,000" and names lose their diacritics, never a glyph.
 */
export async function saleDocumentPdf(document: SaleDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${titleOf(document)} ${document.number}`);
  pdf.setProducer(m.issuer);
  pdf.setCreationDate(new Date(document.issuedAt));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  let y = 780;

  const grey = rgb(0.3, 0.33, 0.38);
  page.drawText(encodable(document.issuer.name), { x: left, y, size: 20, font: bold, color: rgb(0.02, 0.47, 0.34) });
  y -= 18;
  page.drawText(encodable(document.issuer.address), { x: left, y, size: 10, font: regular, color: grey });
  y -= 14;
  page.drawText(m.issuerTin(document.issuer.tin), { x: left, y, size: 10, font: regular, color: grey });
  y -= 30;
  page.drawText(`${titleOf(document)} ${document.number}`, { x: left, y, size: 16, font: bold });
  y -= 30;

  const row = (label: string, value: string, strong = false) => {
    page.drawText(encodable(label), { x: left, y, size: 11, font: regular, color: grey });
    page.drawText(encodable(value), { x: left + 220, y, size: 11, font: strong ? bold : regular });
    y -= 20;
  };
  row(m.issued, formatLagosTime(document.issuedAt));
  row(m.item, document.title);
  row(m.buyer, document.buyerName);
  row(m.seller, document.sellerName);
  y -= 10;
  for (const [label, value, strong] of saleDocumentAmountRows(document)) row(label, pdfNaira(value), strong);
  if (document.kind === 'statement') {
    y -= 16;
    page.drawText(encodable(m.vatNote), { x: left, y, size: 9, font: regular, maxWidth: 480, lineHeight: 12 });
  }
  return pdf.save();
}

export const titleOf = (document: Pick<SaleDocument, 'kind'>) =>
  document.kind === 'receipt' ? m.receiptTitle : m.statementTitle;

/** "NGN 125,000.50", a refund "NGN -2,500": the naira sign is not in the standard fonts' encoding. */
function pdfNaira(amountKobo: number): string {
  return `NGN ${amountKobo < 0 ? '-' : ''}${formatNaira(Math.abs(amountKobo)).replace(/^[^\d]+/, '')}`;
}

/** Text the standard fonts can draw: accents taken off their letters, anything else outside Latin-1 a "?". */
function encodable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}
