/**
 * Returns when an item is not as described (docs/product.md#returns): what the server answers
 * each step, the mails and notices of every step, the order page's words and the buyer
 * protection page.
 */
import type { BuyerProtectionRules, ReturnReason } from '../constants';

export const returnReasonLabels: Record<ReturnReason, string> = {
  not_as_described: 'It is not as described',
  damaged: 'It arrived damaged',
  wrong_item: 'It is not the item I bought',
};

/** Each reason as the seller's mail says it: "The buyer of … says …". */
const returnReasonInMail: Record<ReturnReason, string> = {
  not_as_described: 'it is not as described',
  damaged: 'it arrived damaged',
  wrong_item: 'it is not the item they bought',
};

/** The server's answers and refusals for the return steps. */
export const returnServerMessages = {
  received: (inspectionDays: number) =>
    `Thanks. You have ${inspectionDays} days to inspect the item; the seller is paid after that unless you ask for a return.`,
  notReceivable: 'Only a shipped order can be marked as arrived.',
  requested: 'Your return is asked for. The payment stays in escrow while the seller answers.',
  alreadyRequested: 'You have already asked for a return on this order.',
  windowClosed: (closedAt: string) =>
    `The inspection window closed on ${closedAt}; a return can no longer be asked for on this order.`,
  notReturnable: 'A return can only be asked for once the item has been shipped, within the inspection window.',
  accepted: 'You accepted the return. The buyer will send the item back.',
  refused: 'You refused the return. Our support team will review it.',
  notAnswerable: 'This return is not waiting for your answer.',
  shipped: 'Thanks. The seller is to confirm they received the item; your refund follows.',
  notShippable: 'This return is not waiting to be sent back.',
  receiptConfirmed: 'Thanks. The buyer has been refunded.',
  notConfirmable: 'This return is not on its way back to you.',
  detailsLength: 'Tell us what is wrong, in 20 to 2000 characters.',
  reasonRequired: 'Choose what is wrong with the item.',
} as const;

/** The mails and bell notices of each step: one subject per step, a sentence per party. */
export const returnMailMessages = {
  arrivedSubject: (title: string) => `The buyer has received ${title}`,
  arrivedText: (title: string, releaseAt: string) =>
    `The buyer says ${title} arrived. They have until ${releaseAt} to inspect it; you are paid then unless they ask for a return.`,
  requestedSubject: (title: string) => `A return was asked for on ${title}`,
  requestedSellerText: (title: string, answerBy: string, reason: ReturnReason) =>
    `The buyer of ${title} says ${returnReasonInMail[reason]} and asks to return it. Please accept or refuse by ${answerBy} on the sale's page; after that our support team decides. The payment stays in escrow meanwhile.`,
  requestedBuyerText: (title: string, answerBy: string) =>
    `You asked to return ${title}. The seller has until ${answerBy} to answer; the payment stays in escrow meanwhile.`,
  acceptedSubject: (title: string) => `Your return of ${title} was accepted`,
  acceptedText: (title: string, shipBy: string, returnFee: string | null) =>
    `The seller accepted your return of ${title}. Please send it back by ${shipBy} and enter the courier and tracking number on the order's page; if you do not, the seller is paid.${returnFee ? ` The return's delivery is the seller's cost: your refund includes the delivery fee you paid, and ${returnFee} for sending it back.` : ''}`,
  /** Support decided the refused return: the item comes back first, then the refund. */
  requiredSubject: (title: string) => `Our support team decided the return of ${title}`,
  requiredBuyerText: (title: string, shipBy: string, returnFee: string | null) =>
    `Our support team decided you are refunded for ${title} once the item is back with the seller. Please send it back by ${shipBy} and enter the courier and tracking number on the order's page; if you do not, the seller is paid.${returnFee ? ` Your refund includes the delivery fee you paid, and ${returnFee} for sending it back, charged to the seller.` : ''}`,
  requiredSellerText: (title: string, shipBy: string) =>
    `Our support team decided the buyer of ${title} is refunded once you have the item back. They have until ${shipBy} to send it; please confirm on the sale's page when it arrives. The return delivery fee is charged to you.`,
  refusedSubject: (title: string) => `The return of ${title} goes to our support team`,
  refusedText: (title: string) =>
    `The seller did not accept the return of ${title}, so our support team will review it and decide. The payment stays in escrow meanwhile; we will contact you by email.`,
  escalatedText: (title: string) =>
    `The seller did not answer the return of ${title} in time, so our support team will review it and decide. The payment stays in escrow meanwhile.`,
  shippedSubject: (title: string) => `${title} is on its way back to you`,
  shippedText: (title: string, carrier: string, tracking: string, receiveBy: string) =>
    `The buyer sent ${title} back with ${carrier} (tracking ${tracking}). Please confirm on the sale's page once you have it; if you have not by ${receiveBy}, it counts as received and the buyer is refunded.`,
  lapsedSubject: (title: string) => `The return of ${title} was not sent back`,
  lapsedBuyerText: (title: string) =>
    `You did not send ${title} back in time, so the return is closed and the seller has been paid.`,
  lapsedSellerText: (title: string, payout: string) =>
    `The buyer did not send ${title} back in time, so the return is closed and ${payout} was credited to your wallet.`,
  refundedSubject: (title: string) => `Your return of ${title} is refunded`,
  /** `returnFee` null for a pickup order, which has no delivery either way. */
  refundedBuyerText: (title: string, amount: string, returnFee: string | null) =>
    returnFee
      ? `The seller received ${title} back. ${amount} is in your wallet: the price and the delivery fee, and ${returnFee} for sending it back, paid by the seller.`
      : `The seller received ${title} back. ${amount}, the price, is back in your wallet.`,
  refundedSellerText: (title: string, returnFee: string | null) =>
    returnFee
      ? `The return of ${title} is complete: the buyer was refunded from escrow, and the return delivery fee of ${returnFee} was charged to you. The sale is closed.`
      : `The return of ${title} is complete: the buyer was refunded from escrow, and the sale is closed.`,
} as const;

/** The return steps as the bell and live notices say them, by step. */
export const RETURN_NOTICE_STEPS = [
  'arrived',
  'requested',
  'accepted',
  'escalated',
  'shipped',
  'lapsed',
  'refunded',
] as const;
export type ReturnNoticeStep = (typeof RETURN_NOTICE_STEPS)[number];
export const returnNoticeLabels: Record<ReturnNoticeStep, (title: string) => string> = {
  arrived: (title) => `The buyer has received ${title}`,
  requested: (title) => `A return was asked for on ${title}`,
  accepted: (title) => `Your return of ${title} was accepted`,
  escalated: (title) => `The return of ${title} went to support`,
  shipped: (title) => `${title} is on its way back`,
  lapsed: (title) => `The return of ${title} was closed`,
  refunded: (title) => `The return of ${title} is refunded`,
};

/** The order page's words for the return steps and section. */
export const returnPageLabels = {
  markReceived: 'It has arrived',
  markReceivedTitle: 'Has the item arrived?',
  /** The server's window once its answer is in; until then, without the number. */
  markReceivedBody: (inspectionDays: number | undefined) =>
    `You then have ${inspectionDays === undefined ? 'a few' : inspectionDays} days to check it. If it is not as described, ask for a return; otherwise the seller is paid when the window ends.`,
  marking: 'Saving…',
  askReturn: 'Ask for a return',
  askReturnTitle: 'Ask for a return',
  askReturnIntro:
    'If the item is not as described, send it back for a full refund of the price and the delivery fee. The payment stays in escrow meanwhile.',
  reason: 'What is wrong?',
  details: 'Tell the seller what is wrong',
  detailsHint: 'At least 20 characters: what you expected and what you received.',
  submitReturn: 'Ask for a return',
  sending: 'Sending…',
  acceptReturn: 'Accept return',
  acceptTitle: 'Accept this return?',
  acceptBody:
    'The buyer sends the item back; once you confirm you have it, the buyer is refunded the price and the delivery fee from escrow, and credited the return delivery fee, charged to you: a return is always your cost.',
  refuseReturn: 'Refuse return',
  refuseTitle: 'Refuse this return?',
  refuseBody: 'Our support team then reviews the claim and decides; the payment stays in escrow meanwhile.',
  shipReturn: 'Send it back',
  shipReturnTitle: 'Send the item back',
  shipReturnIntro: 'The seller gets the courier and tracking number at once.',
  confirmReceipt: 'Confirm receipt',
  confirmReceiptTitle: 'Have you received the item back?',
  confirmReceiptBody: (amount: string) => `The buyer is then refunded ${amount} from escrow. This cannot be undone.`,
  section: 'Return',
  reasonLabel: 'Reason',
  answerBy: 'Seller answers by',
  shipBackBy: 'Send back by',
  receiveBy: 'Counts as received on',
  sentBack: 'Sent back',
  inspectUntil: 'Inspection window ends',
  /** The line on auction and order pages; the window's length once the server's answer is in. */
  buyerProtection: (inspectionDays: number | undefined) =>
    `Buyer protection: your money stays in escrow until you have the item as described${inspectionDays === undefined ? '' : `, and you get ${inspectionDays} days to check it`}.`,
  learnMore: 'How buyer protection works',
  /** The dashboard's line when a return waits on the reader. */
  waitingOnYou: (title: string) => `Return of ${title}: your turn`,
} as const;

/** The buyer protection page (/buyer-protection), in plain words, with the server's waits. */
export const buyerProtectionPage = {
  title: 'Buyer protection',
  intro: 'When you win, your money does not go to the seller straight away. We keep it safe until you have your item.',
  sections: (rules: BuyerProtectionRules) => [
    {
      heading: 'Your money waits with us',
      body: 'What you pay for an item (its price and its delivery fee) stays in escrow, held by NaijaBid, while the seller ships it.',
    },
    {
      heading: `You get ${rules.inspectionDays} days to check the item`,
      body: `When the item arrives, tap "It has arrived" on your order. You then have ${rules.inspectionDays} days to check it. If all is well, tap "Confirm delivery" and the seller is paid at once; if you do nothing, the seller is paid when the ${rules.inspectionDays} days end.`,
    },
    {
      heading: 'Not as described? Send it back',
      body: `Within those ${rules.inspectionDays} days, tap "Ask for a return", say what is wrong and add up to 5 photos. The seller has ${rules.sellerAnswerBusinessDays} working days to accept. Once accepted, send the item back within ${rules.shipBackDays} days with a tracking number.`,
    },
    {
      heading: 'Your refund',
      body: `When the seller has the item back, you get the whole price and the delivery fee back in your wallet, and the same delivery fee again for sending it back: a return's delivery is the seller's cost, charged to them. If the seller does not confirm within ${rules.receiveDays} days of it arriving, we refund you anyway.`,
    },
    {
      heading: 'If the seller says no',
      body: 'If the seller refuses or does not answer in time, our support team looks at your photos and both sides, and decides. The money stays in escrow until then.',
    },
  ],
} as const;
