import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../../errors';
import { sortKeyTypes, type BrowseCursor, type BrowseOrder, type SortKeyType } from './repository';

const idSchema = z.guid();
const INT4_MAX = 2_147_483_647;
const INT8_MAX = 9_223_372_036_854_775_807n;
/** PostgreSQL's text form of a timestamptz: date, time, optional fraction, zone offset. */
const TIMESTAMPTZ_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
/** A plain decimal with a small exponent: float8's text form for the ranks we send out. */
const FLOAT_TEXT = /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,2})?$/;

function isTimestamptz(key: string): boolean {
  const parts = TIMESTAMPTZ_TEXT.exec(key);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

function isInteger(key: string, max: bigint): boolean {
  return /^-?\d{1,19}$/.test(key) && BigInt(key) <= max && BigInt(key) >= -max;
}

/** Whether PostgreSQL reads `key` as `type` without an error: a cursor is client input. */
function keyFitsType(key: string, type: SortKeyType): boolean {
  switch (type) {
    case 'timestamptz':
      return isTimestamptz(key);
    case 'bigint':
      return isInteger(key, INT8_MAX);
    case 'integer':
      return isInteger(key, BigInt(INT4_MAX));
    case 'float8':
      return FLOAT_TEXT.test(key) && Number.isFinite(Number(key));
  }
}

export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** The cursor of a page link, checked in full for the order it pages; else the expired-link refusal. */
export function decodeCursor(raw: string, order: BrowseOrder): BrowseCursor {
  try {
    const [key, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof key === 'string' && idSchema.safeParse(id).success && keyFitsType(key, sortKeyTypes[order])) {
      return { key, id: id as string };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('invalid_cursor', serverMessages.invalidCursor);
}
