/**
 * The order pages' words (docs/product.md#orders): the cart, the buyer's orders and one
 * order, the seller's sales, second-chance offers, the dashboard's list of what needs doing
 * and the live notices about orders. What the server answers an order request with is
 * serverMessages in messages.ts; the forms' field messages are orderValidationMessages.
 */
import { SECOND_CHANCE_OFFER_HOURS, TERMS, type DisputeReason, type OrderStatus } from '../constants';
import type { OrderAction } from '../schemas/orders';
import { marketplaceHeaderLabels } from './marketplace';

/** Each status's one label, on badges, lists and the timeline. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  forfeited: 'Forfeited',
  cancelled: 'Cancelled',
  disputed: 'In dispute',
  refunded: 'Refunded',
  resolved: 'Resolved',
  return_requested: 'Return asked',
  return_accepted: 'Return accepted',
  return_shipped: 'Return on its way',
};

export const disputeReasonLabels: Record<DisputeReason, string> = {
  not_received: 'The item never arrived',
  not_as_described: 'The item is not as described',
};

/** What each step of the timeline says happened, by the status it reached. */
export const orderTimelineLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Won; payment due',
  paid: 'Paid into escrow',
  shipped: 'Shipped',
  // "It has arrived" (or a return asked for) records the arrival; confirming pays the seller (completed).
  delivered: 'Item arrived',
  completed: 'Completed; the seller was paid',
  forfeited: 'Forfeited: not paid in time',
  cancelled: 'Cancelled and refunded',
  disputed: 'Dispute opened',
  refunded: 'Refunded to the buyer',
  resolved: 'Dispute resolved: part refunded, the rest paid to the seller',
  return_requested: 'Return asked for',
  return_accepted: 'Return accepted',
  return_shipped: 'Item sent back',
};

export const orderActorLabels = {
  buyer: 'by the buyer',
  seller: 'by the seller',
  system: 'automatically',
  operator: 'by NaijaBid support',
} as const;

/** Shared by every order screen. */
export const orderLabels = {
  loading: 'Loading…',
  close: 'Close',
  back: 'Back',
  price: 'Price',
  securityHeld: 'Security already held',
  deliveryFee: 'Delivery fee',
  toPay: 'To pay from your wallet',
  amountPaid: 'Paid into escrow',
  sellerPayout: 'You will receive',
  sellerPayoutHint: 'The price less our commission, plus the delivery fee, credited to your wallet on delivery.',
  /** A pickup has no delivery fee: paid when the buyer collects it. */
  sellerPayoutHintPickup: 'The price less our commission, credited to your wallet when you hand the item over.',
  sellerPaidOut: 'Credited to your wallet',
  /** A disputed sale's payout: the escrow stays frozen until support decides. */
  sellerPayoutOnHold: 'On hold for the dispute',
  sellerPayoutOnHoldHint: 'Support decides how the escrow is paid out; the most you can receive is shown.',
  /** A return waiting for the seller's answer: the escrow stays, nothing is decided yet. */
  sellerPayoutHeldForReturn: 'Held for the return',
  sellerPayoutHeldForReturnHint:
    'The buyer asked for a return; the payment stays in escrow. Accept, and the buyer is refunded once the item is back with you; refuse, and our support team decides. The most you can receive is shown.',
  /** An accepted return: the escrow goes back to the buyer once the item is back. */
  toRefundToBuyer: 'To be refunded to the buyer',
  toRefundToYou: 'To be refunded to you',
  toRefundToBuyerHint:
    'Once the item is back with you, the buyer is refunded what they paid from escrow, and you receive nothing for this sale. The return delivery fee is charged to your wallet.',
  toRefundToYouHint:
    'Once the seller has the item back, what you paid comes back to your wallet, with the return delivery fee, paid by the seller.',
  returnDeliveryFeeCharged: 'Return delivery fee, charged to you',
  returnDeliveryFeeCredited: 'Return delivery fee, paid by the seller',
  refundedToYou: 'Refunded to your wallet',
  refundedToBuyer: 'Refunded to the buyer',
  securityForfeited: 'Your security, forfeited',
  buyersSecurityForfeited: 'The winner’s security, forfeited',
  payBy: 'Pay by',
  shipBy: 'Seller ships by',
  youShipBy: 'Ship by',
  /** A pickup's `shipBy`: the seller hands the item over by then. */
  handOverBy: 'Seller hands over by',
  youHandOverBy: 'Hand over by',
  confirmBy: 'Confirm by',
  offerEndsIn: 'Offer ends in',
  timeLeft: 'Time left',
  seller: 'Seller',
  buyer: 'Buyer',
  pay: 'Pay',
  payFor: (title: string) => `Pay for ${title}`,
  view: 'View order',
  viewOrderOf: (title: string) => `View order for ${title}`,
  free: 'Free',
} as const;

export const cartLabels = {
  title: marketplaceHeaderLabels.cart,
  intro: 'Items you won, waiting for payment. Pay before the deadline or the sale and your bid security are forfeited.',
  empty: 'Nothing to pay for right now. Items you win show here until you pay.',
  browse: 'Browse live auctions',
  allOrders: 'All your orders',
  waitingForDeposit: 'Waiting for your deposit to arrive; the order is paid as soon as it does.',
} as const;

export const payDialogLabels = {
  title: 'Pay for your item',
  howToGet: 'How do you want to get it?',
  pickup: 'Pick up from the seller',
  pickupWhere: (place: string) => `In ${place}`,
  pickupUnavailable: 'The seller does not offer pickup for this item.',
  delivery: 'Delivery to my address',
  deliveryFees: (inState: string | null, otherStates: string | null, sellerState: string | null) =>
    [
      inState !== null && sellerState ? `${inState} within ${sellerState}` : null,
      otherStates !== null ? `${otherStates} to other states` : null,
    ]
      .filter(Boolean)
      .join(', '),
  deliveryUnavailable: 'The seller does not deliver this item.',
  deliveryOnlyIn: (state: string) => `Delivery within ${state} only.`,
  noDeliveryTo: (state: string) => `${state} (no delivery)`,
  address: 'Delivery address',
  fullName: 'Full name',
  phone: 'Phone number',
  street: 'Street address',
  city: 'City or town',
  state: 'State',
  chooseState: 'Choose a state',
  chooseStateForFee: 'Choose a state to see the fee',
  /** Pickup's line where delivery has its fee: nothing is added for it. */
  noDeliveryFee: 'No delivery fee',
  chooseStateForTotal: 'Choose a state to see the total',
  breakdown: 'Payment',
  submit: (amount: string) => `Pay ${amount}`,
  /** Before the delivery state is chosen, the total is not known yet: the button names no amount. */
  submitWithoutAmount: 'Pay',
  submitting: 'Paying…',
  cancel: 'Cancel',
  depositAndPay: (amount: string) => `Deposit ${amount} and pay`,
  startingDeposit: 'Opening the payment page…',
  depositHint: 'You pay on the payment page; the order is paid from your wallet as soon as the money arrives.',
} as const;

export const ordersPageLabels = {
  title: 'My orders',
  intro: 'Everything you won, newest first.',
  empty: 'You have no orders yet. Items you win show here.',
  cart: cartLabels.title,
  offers: 'Second-chance offers',
} as const;

export const orderPageLabels = {
  titleFallback: 'Order',
  allOrders: 'All orders',
  allSales: 'All sales',
  soldTo: (name: string) => `Sold to ${name}`,
  boughtFrom: (name: string) => `Bought from ${name}`,
  amounts: 'Amounts',
  deadlines: 'Deadlines',
  delivery: 'Delivery',
  pickup: 'Pickup from the seller',
  pickupIn: (place: string) => `Pickup in ${place}`,
  deliveryTo: 'Delivery to',
  notChosen: 'Chosen when paying.',
  shipping: 'Shipping',
  carrier: 'Courier',
  trackingNumber: 'Tracking number',
  shippedAt: 'Shipped',
  dispute: 'Dispute',
  /** Before when the buyer opened it, and when support resolved it. */
  disputeOpened: 'Opened',
  disputeOpen: 'Open: our support team is reviewing it.',
  disputeResolved: 'Resolved',
  /** What NaijaBid support decided, by resolution, with the amounts it moved. */
  disputeOutcome: {
    refunded: (refunded: string) => `Support refunded ${refunded} to the buyer’s wallet.`,
    released: (paid: string) => `Support released the payment to the seller: ${paid} credited to the seller’s wallet.`,
    split: (refunded: string, paid: string) =>
      `Support split the payment: ${refunded} refunded to the buyer, ${paid} credited to the seller.`,
  },
  timeline: 'Timeline',
  actions: 'What you can do',
  confirmDelivery: 'Confirm delivery',
  confirmDeliveryTitle: 'Confirm delivery?',
  confirmDeliveryBody: (payout: string) =>
    `Confirm only once you have the item and it is as described. The seller is then paid (${payout} leaves escrow), and this cannot be undone.`,
  confirming: 'Confirming…',
  openDispute: 'Open dispute',
  disputeTitle: 'Open a dispute',
  disputeIntro: 'The payment stays in escrow while our support team looks into it.',
  disputeReason: 'What went wrong?',
  disputeDetails: 'Tell us what happened',
  disputeDetailsHint: 'At least 20 characters: what you received or when you expected it.',
  submitDispute: 'Open dispute',
  submittingDispute: 'Sending…',
  disputePhotos: 'Photos (optional)',
  disputePhotosHint: (max: number) =>
    `Show what you received: JPEG, PNG or WebP, up to 8 MB each; at most ${max}. The seller and our support team see them.`,
  addDisputePhotos: 'Add photos',
  disputePhoto: (index: number) => `Dispute photo ${index}`,
  removeDisputePhoto: (index: number) => `Remove photo ${index}`,
  uploadingDisputePhoto: 'Uploading a photo…',
  cancelOrder: 'Cancel and refund',
  cancelTitle: 'Cancel this order?',
  cancelBody: (amount: string) =>
    `The seller did not ship in time. Cancelling returns ${amount} to your wallet, and the sale ends.`,
  cancelling: 'Cancelling…',
  keepOrder: 'Keep waiting',
  ship: 'Mark as shipped',
  /** The same button in a list, named after its item for screen readers. */
  shipNamed: (title: string) => `Mark as shipped: ${title}`,
  shipTitle: 'Mark as shipped',
  shipIntro: 'The buyer gets the courier and tracking number at once.',
  carrierPlaceholder: 'GIG Logistics',
  submitShip: 'Mark as shipped',
  savingShipment: 'Saving…',
  secondChance: 'Offer to next bidder',
  secondChanceTitle: 'Offer to the next bidder?',
  secondChanceBody: `The next highest bidder is offered the item at their highest bid. They have ${SECOND_CHANCE_OFFER_HOURS} hours to accept and then pay as a winner would.`,
  offering: 'Sending…',
  sendOffer: 'Send offer',
  notNow: 'Not now',
  buyerAddress: "Buyer's delivery address",
  noActions: 'Nothing to do on this order right now.',
  /** What each of a buyer's steps on a shipped order does, under its button. */
  actionHints: {
    mark_received: 'The item is here: you then have a few days to check it before the seller is paid.',
    confirm_delivery: 'All is well: the seller is paid now, and a return can no longer be asked for.',
    request_return: 'It is not as described: send it back for a refund.',
    open_dispute: 'It never arrived: our support team looks into it.',
  } as Partial<Record<OrderAction, string>>,
  /** Where several steps are offered, the one most buyers want. */
  recommended: 'Recommended',
} as const;

export const salesPageLabels = {
  title: 'My sales',
  intro: 'Your sold items, newest first. Ship paid orders before their deadline.',
  empty: 'No sales yet. When one of your auctions sells, the order shows here.',
  toShip: 'To ship',
} as const;

export const offersPageLabels = {
  title: ordersPageLabels.offers,
  intro: 'When a winner does not pay, the seller may offer the item to the next bidder at their highest bid.',
  empty: 'No offers right now.',
  yourPrice: 'Your price',
  accept: 'Accept',
  acceptOffer: (title: string) => `Accept offer for ${title}`,
  decline: 'Decline',
  declineOffer: (title: string) => `Decline offer for ${title}`,
  declineTitle: 'Decline this offer?',
  declineBody: 'The item may then be offered to another bidder. This cannot be undone.',
  keepOffer: 'Keep offer',
  working: 'Sending…',
  goToCart: 'Pay from your cart',
  statuses: { open: 'Open', accepted: 'Accepted', declined: 'Declined', expired: 'Expired' },
} as const;

/** The dashboard's list, at its top, of what the user must do now. */
export const needsActionLabels = {
  title: 'Needs your action',
  nothing: 'Nothing needs your action right now.',
  pay: (title: string) => `Pay for ${title}`,
  ship: (title: string) => `Ship ${title}`,
  confirm: (title: string) => `Confirm delivery of ${title}`,
  offer: (title: string) => `Answer the offer for ${title}`,
  dueIn: 'Due in',
  endsIn: 'Ends in',
  loadFailed: 'Some of your orders could not be loaded.',
} as const;

/** Live notices about orders, as toasts. */
export const orderNoticeLabels = {
  paymentDue: (title: string) => `Payment due for ${title}`,
  paymentDueDetail: (amount: string, dueAt: string) => `Please pay ${amount} by ${dueAt}.`,
  paid: (title: string) => `${title} is paid`,
  paidDetail: (shipBy: string) => `Please ship it by ${shipBy}.`,
  shipped: (title: string) => `${title} is on its way`,
  completed: (title: string) => `${title}: sale completed`,
  forfeited: (title: string) => `The sale of ${title} was forfeited`,
  forfeitedDetail: (amount: string) => `Bid security of ${amount} was forfeited.`,
  forfeitedSellerDetail: (share: string) =>
    `The winner did not pay. ${share} of their bid security was credited to your wallet.`,
  shipOverdue: (title: string) => `${title} was not shipped in time`,
  disputeResolved: (title: string) => `The dispute on ${title} was resolved`,
  shipOverdueDetail: 'You may cancel the order for a full refund to your wallet, or keep waiting.',
  cancelled: (title: string) => `The order for ${title} was cancelled`,
  disputed: (title: string) => `A dispute was opened on ${title}`,
  secondChance: (title: string) => `Second chance: ${title} can be yours`,
  secondChanceDetail: (price: string, expiresAt: string) => `At ${price}; accept by ${expiresAt}.`,
  offerAccepted: (title: string) => `Your offer for ${title} was accepted`,
  offerAcceptedDetail: (price: string) => `The bidder has ${TERMS.paymentDueHours} hours to pay ${price}.`,
  offerDeclined: (title: string) => `Your offer for ${title} was declined`,
  offerExpired: (title: string) => `Your offer for ${title} expired`,
  offerNextBidder: 'You may offer it to the next bidder from the sale.',
  paidByDeposit: 'Your deposit arrived and your order is paid.',
  viewOrder: 'View order',
  viewOffers: 'View offers',
  goToCart: cartLabels.title,
} as const;

/** The winner's panel on the won auction's own page: the way to pay stays there until they have. */
export const wonAuctionLabels = {
  dueIn: 'Pay within',
  paid: 'Paid. Thank you!',
  /** The won auction's outcome once its order is paid: nothing is due any more. */
  wonAndPaid: (price: string) => `You won this auction at ${price}.`,
} as const;
