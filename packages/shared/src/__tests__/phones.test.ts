import { describe, expect, it } from 'vitest';
import { orderValidationMessages } from '../messages';
import { phoneMessages } from '../messages/account-settings';
import { formatNigerianMobile, nigerianMobileE164 } from '../phone';
import { phoneCodeRequestSchema } from '../schemas/account-settings';
import { orderSchema } from '../schemas/orders';
import { deliveryAddressSchema } from '../schemas/pay-requests';

const address = { fullName: 'Aisha Okafor', street: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' };

/** The ways people write one Nigerian mobile number. */
const TYPED = ['0803 123 4567', '08031234567', '0803-123-4567', '+234 803 123 4567', '2348031234567', '+2348031234567'];

describe('one phone parser for every form', () => {
  it.each(TYPED)('takes %s as +2348031234567 in Settings and in a delivery address alike', (typed) => {
    expect(nigerianMobileE164(typed)).toBe('+2348031234567');
    expect(phoneCodeRequestSchema.parse({ phone: typed }).phone).toBe('+2348031234567');
    expect(deliveryAddressSchema.parse({ ...address, phone: typed }).phone).toBe('+2348031234567');
  });

  it.each(['0803 123', '01 234 5678', '+44 7911 123456', 'call me'])(
    'refuses %s with the same message in both forms',
    (typed) => {
      const delivery = deliveryAddressSchema.safeParse({ ...address, phone: typed });
      const settings = phoneCodeRequestSchema.safeParse({ phone: typed });
      expect(delivery.error?.issues.map((issue) => issue.message)).toEqual([phoneMessages.phoneInvalid]);
      expect(settings.error?.issues.map((issue) => issue.message)).toEqual([phoneMessages.phoneInvalid]);
    },
  );

  it('asks for the courier’s number when the delivery phone is empty', () => {
    const empty = deliveryAddressSchema.safeParse({ ...address, phone: '  ' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([orderValidationMessages.phoneRequired]);
  });

  it('answers an order’s stored address as it is, whatever form its phone was kept in', () => {
    const delivery = orderSchema.shape.delivery;
    for (const phone of ['+2348031234567', '08031234567', '07000000000'])
      expect(delivery.parse({ method: 'delivery', address: { ...address, phone } })?.address?.phone).toBe(phone);
  });
});

describe('one display form for phones', () => {
  it.each(TYPED)('shows %s as +234 803 123 4567', (stored) => {
    expect(formatNigerianMobile(stored)).toBe('+234 803 123 4567');
  });

  it('shows what is not a Nigerian mobile as it is', () => {
    expect(formatNigerianMobile('Removed on request')).toBe('Removed on request');
  });
});
