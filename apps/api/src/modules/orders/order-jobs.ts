import { formatLagosTime } from '@naijabid/shared/date-time';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

/** The kinds of the order's jobs (plugins/job-queue.ts); their handlers are workflows/orders/order-jobs.ts. */
export const ORDER_JOB_KINDS = {
  paymentDeadline: 'order_payment_deadline',
  paymentReminder: 'order_payment_reminder',
  /** At `ship_by`: a buyer still waiting is told they may cancel. */
  shipDeadline: 'order_ship_deadline',
  /** At `confirm_by`: a shipped order not disputed counts as delivered, and the seller is paid. */
  autoConfirm: 'order_auto_confirm',
  /** At the return's `answer_by`: a return the seller did not answer goes to support. */
  returnAnswerDeadline: 'order_return_answer_deadline',
  /** At its `ship_back_by`: a return the buyer did not send back is dropped, and the seller paid. */
  returnShipBackDeadline: 'order_return_ship_back_deadline',
  /** At its `receive_by`: a return sent back and not confirmed counts as received, and the buyer is refunded. */
  returnReceiveDeadline: 'order_return_receive_deadline',
} as const;

/** The payload of the jobs that need only their order: the deadlines. */
export interface OrderJobPayload {
  orderId: string;
}
export type PaymentDeadlinePayload = OrderJobPayload;

export interface PaymentReminderPayload {
  orderId: string;
  hoursBefore: number;
}

/**
 * Every job of an order, mail included, is keyed under one prefix: scheduling one twice finds
 * the first, and the development clock moves them all together.
 */
export const orderJobKeyPrefix = (orderId: string) => `order:${orderId}:`;
export const orderJobKey = (orderId: string, what: string) => `${orderJobKeyPrefix(orderId)}${what}`;

/** A deadline as the people we write to read it: Nigerian time, whatever the server's zone. */
export function formatDeadline(at: Date): string {
  return `${formatLagosTime(at)} (Lagos time)`;
}

export function orderMail(to: string, subject: string, text: string): OutgoingMail {
  return { to, subject, text, html: `<p>${escapeHtml(text)}</p>` };
}
