import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { PaystackError } from '../../http';
import type { TransferEvent } from '../../transfers';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';

/** A valid account number at a bank the NUBAN check covers. */
function nuban(bankCode: string, serial: string): string {
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}

let fake: FakeTransfers;
const events: TransferEvent[] = [];

beforeAll(async () => {
  fake = await startFakeTransfers();
  fake.onTransferEvent(async (event) => {
    events.push(event);
  });
});

afterAll(async () => {
  await fake.close();
});

async function eventsFor(reference: string): Promise<string[]> {
  await fake.webhooksSettled();
  return events.filter((event) => event.data.reference === reference).map((event) => event.event);
}

async function recipientFor(accountNumber: string, bankCode = '058') {
  return (await fake.transfers.createTransferRecipient({ bankCode, accountNumber, accountName: 'TEST NAME' }))
    .recipientCode;
}

function send(recipientCode: string, reference: string, amountKobo = 500_000) {
  return fake.transfers.initiateTransfer({ amountKobo, recipientCode, reference, reason: 'test' });
}

describe('the fake Paystack: payouts', () => {
  it('lists Nigerian banks under the codes Paystack gives them', async () => {
    const banks = await fake.transfers.listBanks();
    const codes = Object.fromEntries(banks.map((bank) => [bank.name, bank.code]));
    expect(codes).toMatchObject({
      'Access Bank': '044',
      'Guaranty Trust Bank': '058',
      'First Bank of Nigeria': '011',
      'United Bank For Africa': '033',
      'Zenith Bank': '057',
      'Wema Bank': '035',
      'Kuda Bank': '50211',
      'OPay Digital Services Limited (OPay)': '999992',
      'Moniepoint MFB': '50515',
    });
  });

  it('names a valid account the same way every time, in capitals, and refuses unknown ones with 422', async () => {
    const accountNumber = nuban('058', '012345678');
    const first = await fake.transfers.resolveAccount('058', accountNumber);
    expect(first.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(await fake.transfers.resolveAccount('058', accountNumber)).toEqual(first);
    const typo = `${accountNumber.slice(0, 9)}${(Number(accountNumber[9]) + 1) % 10}`;
    for (const [bankCode, number] of [
      ['058', typo],
      ['058', nuban('058', '990000001')],
      ['50211', '9912345678'],
      ['000', accountNumber],
    ]) {
      const refusal = await fake.transfers.resolveAccount(bankCode!, number!).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(PaystackError);
      expect((refusal as PaystackError).status).toBe(422);
    }
    // Fintech codes are not the CBN's: any 10 digits may exist there.
    expect((await fake.transfers.resolveAccount('50211', '2012345671')).accountName).toBeTruthy();
  });

  it('refuses a caller without the secret key, as Paystack does', async () => {
    const answer = await fetch(`${fake.url}/bank?currency=NGN`, { headers: { authorization: 'Bearer sk_wrong' } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it('answers the existing recipient for an account it has already', async () => {
    const accountNumber = nuban('033', '210987654');
    expect(await recipientFor(accountNumber, '033')).toBe(await recipientFor(accountNumber, '033'));
  });

  it('queues a transfer and sends a signed transfer.success; verify then says success', async () => {
    const reference = 'fake_test_success_0001';
    const sent = await send(await recipientFor(nuban('058', '100000001')), reference);
    expect(sent).toMatchObject({ reference, status: 'pending', amount: 500_000 });
    expect(sent.transfer_code).toMatch(/^TRF_/);
    expect(await eventsFor(reference)).toEqual(['transfer.success']);
    expect(await fake.transfers.verifyTransfer(reference)).toMatchObject({ status: 'success' });
    expect(fake.refusedWebhooks).toBe(0);
  });

  it('fails transfers to 98…, reverses those to 97… after success, and asks an OTP for 96…', async () => {
    await send(await recipientFor(nuban('058', '980000001')), 'fake_test_failed_0001');
    await send(await recipientFor(nuban('058', '970000001')), 'fake_test_reversed_001');
    const otp = await send(await recipientFor(nuban('058', '960000001')), 'fake_test_otp_0000001');
    expect(otp.status).toBe('otp');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await eventsFor('fake_test_failed_0001')).toEqual(['transfer.failed']);
    expect(await eventsFor('fake_test_reversed_001')).toEqual(['transfer.success', 'transfer.reversed']);
    expect(await eventsFor('fake_test_otp_0000001')).toEqual([]);
  });

  it('keeps 95… pending until the outcome is set, with or without its webhook', async () => {
    const recipient = await recipientFor(nuban('058', '950000001'));
    await send(recipient, 'fake_test_pending_0001');
    await send(recipient, 'fake_test_pending_0002');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await fake.transfers.verifyTransfer('fake_test_pending_0001')).toMatchObject({ status: 'pending' });
    await fake.setOutcome('fake_test_pending_0001', 'failed');
    await fake.setOutcome('fake_test_pending_0002', 'success', false);
    expect(await eventsFor('fake_test_pending_0001')).toEqual(['transfer.failed']);
    expect(await eventsFor('fake_test_pending_0002')).toEqual([]);
    expect(await fake.transfers.verifyTransfer('fake_test_pending_0002')).toMatchObject({ status: 'success' });
  });

  it('refuses a repeated reference and answers 404 for a transfer it does not know', async () => {
    const recipient = await recipientFor(nuban('058', '100000002'));
    await send(recipient, 'fake_test_duplicate_01');
    await expect(send(recipient, 'fake_test_duplicate_01')).rejects.toMatchObject({ status: 400 });
    await expect(fake.transfers.verifyTransfer('fake_test_unknown_0001')).rejects.toMatchObject({ status: 404 });
  });
});
