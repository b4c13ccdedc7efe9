/**
 * Pickup handover codes and sale receipts (docs/product.md#orders, #receipts): what the
 * server answers, the buyer's code card, the seller's handover dialog and the receipt page.
 */
import { HANDOVER_CODE } from '../constants';
import { VAT_PERMILLE } from '../money';

const vatPercent = `${VAT_PERMILLE / 10}%`;

export const handoverServerMessages = {
  handedOver: 'Handed over. The sale is complete and your payment is in your wallet.',
  codeFormat: `Enter the ${HANDOVER_CODE.digits}-digit code the buyer shows you.`,
  codeWrong: (triesLeft: number) =>
    `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before you have to wait.`,
  codeLocked: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, with the code on the buyer's order page.`,
  notHandable:
    'Only a paid pickup order that is not in dispute can be handed over with its code. Ask the buyer to check their order page.',
} as const;

export const handoverLabels = {
  codeTitle: 'Your pickup code',
  codeHelp:
    'Show this code or its QR code to the seller when you collect the item, and only then: once they enter it, the seller is paid at once.',
  qrLabel: (code: string) => `QR code of your pickup code ${code.split('').join(' ')}`,
  handOver: 'Hand over',
  handOverNamed: (title: string) => `Hand over ${title} with the buyer's code`,
  dialogTitle: 'Hand over with the buyer’s code',
  dialogIntro:
    'Ask the buyer for the code on their order page. The right code completes the sale and pays you at once.',
  codeField: 'Buyer’s pickup code',
  submit: 'Confirm handover',
  submitting: 'Checking…',
  cancel: 'Cancel',
} as const;

export const receiptServerMessages = {
  notFound: 'We could not find a receipt for that order.',
  notYet: 'A receipt is issued once the sale completes and the seller is paid.',
  noSale:
    'This order ended without a sale (its price went back to the buyer, or it was cancelled or never paid), so it has no receipt.',
  monthInvalid: 'Choose a month as YYYY-MM.',
} as const;

export const receiptLabels = {
  receiptTitle: 'Receipt',
  statementTitle: 'Sales statement',
  number: 'Number',
  issued: 'Date (Lagos time)',
  item: 'Item',
  buyer: 'Buyer',
  seller: 'Seller',
  price: 'Price',
  deliveryFee: 'Delivery fee',
  refunded: 'Refunded to the buyer (dispute settled by support)',
  totalPaid: 'Total paid',
  commission: 'Our commission (VAT included)',
  commissionNet: 'Commission before VAT',
  vat: `VAT at ${vatPercent} on our commission`,
  payout: 'Paid to the seller',
  vatNote: `Our commission is 5% of the price and includes VAT at ${vatPercent}; the VAT is rounded to the nearest kobo.`,
  print: 'Print',
  downloadPdf: 'Download PDF',
  viewReceipt: 'Receipt',
  viewStatement: 'Statement',
  backToOrder: 'Back to the order',
  issuer: 'NaijaBid',
  issuerTin: (tin: string) => `TIN ${tin}`,
} as const;

/** The operator console's monthly commission and VAT, and the CSV the accountant downloads. */
export const commissionReportLabels = {
  title: 'Commission and VAT',
  lead: 'Every sale completed in the month (Lagos time), from the sellers’ statements.',
  month: 'Month',
  downloadCsv: 'Download CSV',
  totals: 'Totals',
  none: 'No sales completed in this month.',
  sales: 'Sales completed',
  commissionTotal: 'Commission (VAT included)',
  vatTotal: 'VAT within it, to remit',
  csvColumns: [
    'statement_number',
    'issued_at_lagos',
    'order_id',
    'item',
    'seller',
    'price_kobo',
    'commission_kobo',
    'commission_before_vat_kobo',
    'vat_kobo',
  ],
} as const;
