import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { biddingMessages as m, clientErrorMessages, serverMessages } from '@naijabid/shared/messages';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import { setUnauthorizedHandler } from '../../../lib/unauthorized';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { detail } from '../../../test/fixtures';
import { PlaceBidButton } from '../place-bid-button';
import { forgetReserveAnswers, RESERVE_CHECK_AFTER_MS } from '../reserve-hint';
import { reserveHintLabels } from '@naijabid/shared/messages/ratings';
import { FakeEventSource } from '../../../test/fake-event-source';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const TITLE = 'Tecno Camon 30 256GB';

// The dialog is a lazy chunk; loading it once up front keeps the first test within the find timeout.
beforeAll(() => import('../bid-dialog'));

beforeEach(() => {
  localStorage.setItem('user_access_token', 'token-1');
  FakeEventSource.install();
});
afterEach(() => vi.unstubAllGlobals());

/** The auction's stream opens in an effect, which may run just after the page shows. */
const auctionStream = () => vi.waitFor(() => FakeEventSource.find(`/auctions/${ID}/events`));

const wallet = (availableKobo: number, heldKobo = 0): MockAnswer => ({
  body: { data: { available: availableKobo, held: heldKobo, currency: 'NGN' } },
});
const answer = (overrides: Partial<{ leading: boolean; currentPrice: number; bidCount: number }> = {}): MockAnswer => ({
  status: 201,
  body: {
    message: overrides.leading === false ? serverMessages.bidOutbid : serverMessages.bidAccepted,
    data: {
      leading: true,
      currentPrice: 24_000_000,
      bidCount: 2,
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      minNextBid: 24_500_000,
      ...overrides,
    },
  },
});

/** A card's Place Bid: the dialog loads the auction and the wallet itself. */
function openFromCard(
  auction: AuctionDetail,
  answers: Parameters<typeof mockFetch>[0] = {},
  walletAnswer = wallet(10_000_000),
) {
  const calls = mockFetch({
    [`/auctions/${ID}`]: { body: { data: { auction } } },
    '/wallet': walletAnswer,
    ...answers,
  });
  renderRoute(<PlaceBidButton auctionId={ID} title={TITLE} />, { path: '/auctions', url: '/auctions' });
  return { calls, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: `Place Bid on ${TITLE}` }));
  const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
  await within(dialog).findByLabelText(m.amountLabel);
  return dialog;
}

/** The auction's first bid, at ₦240,000, as its live stream tells it: the minimum rises to ₦245,000. */
const firstBidEvent = () => ({
  listingId: ID,
  currentPrice: 24_000_000,
  bidCount: 1,
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  minNextBid: 24_500_000,
  leader: 'Tunde B***',
});

const bidCalls = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.url.endsWith(`/auctions/${ID}/bids`));

describe('the bid dialog', () => {
  it('shows the current price, the minimum next bid prefilled, the security it holds and the wallet', async () => {
    const { user } = openFromCard(
      detail({ bidCount: 1, currentPrice: 24_000_000, minNextBid: 24_500_000, leader: 'Aisha O***' }),
      {},
      wallet(5_000_000),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(m.currentBid).nextSibling).toHaveTextContent('₦240,000');
    expect(within(dialog).getByText(m.highestBidder).nextSibling).toHaveTextContent('Aisha O***');
    expect(within(dialog).getByText(m.minimumBid).nextSibling).toHaveTextContent('₦245,000');
    expect(within(dialog).getByLabelText(m.amountLabel)).toHaveValue('245000');
    expect(within(dialog).getByText(m.securityLabel).nextSibling).toHaveTextContent('₦24,500');
    expect(within(dialog).getByText(m.availableLabel).nextSibling).toHaveTextContent('₦50,000');
    expect(within(dialog).queryByRole('link', { name: m.depositLink })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bid ₦245,000' })).toBeEnabled();
  });

  it('holds at least ₦1,000 and, when the wallet is short, says by how much and links to a deposit', async () => {
    const { user } = openFromCard(
      detail({ startingPrice: 500_000, currentPrice: 500_000, minNextBid: 500_000 }),
      {},
      wallet(300_000),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(m.securityLabel).nextSibling).toHaveTextContent('₦1,000');
    expect(within(dialog).queryByRole('link', { name: m.depositLink })).not.toBeInTheDocument();

    const amount = within(dialog).getByLabelText(m.amountLabel);
    await user.clear(amount);
    await user.type(amount, '2,000,000');
    expect(within(dialog).getByText(m.securityLabel).nextSibling).toHaveTextContent('₦200,000');
    expect(
      within(dialog).getByText(serverMessages.insufficientFunds('₦200,000', '₦197,000'), { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: m.depositLink })).toHaveAttribute('href', '/wallet');
  });

  it('shows a leader their maximum, counts their held security as available, and refuses a raise that is not higher', async () => {
    const { user, calls } = openFromCard(
      detail({
        bidCount: 2,
        currentPrice: 24_500_000,
        minNextBid: 25_000_000,
        leader: 'Chiamaka E***',
        yourBid: { maxAmount: 30_000_000, leading: true },
      }),
      {},
      wallet(0, 3_000_000),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(m.yourMaximum).nextSibling).toHaveTextContent('₦300,000');
    expect(within(dialog).getByText(m.raiseAboveMaximum('₦300,000'))).toBeInTheDocument();
    // One increment above the maximum; its security (₦30,500) less the ₦30,000 released.
    expect(within(dialog).getByLabelText(m.amountLabel)).toHaveValue('305000');
    expect(
      within(dialog).getByText(serverMessages.insufficientFunds('₦30,500', '₦500'), { exact: false }),
    ).toBeInTheDocument();

    const amount = within(dialog).getByLabelText(m.amountLabel);
    await user.clear(amount);
    await user.type(amount, '300000');
    expect(within(dialog).getByRole('button', { name: 'Bid ₦300,000' })).toBeDisabled();
    expect(within(dialog).getByText(serverMessages.bidNotAboveOwnMaximum('₦300,000'))).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '1');
    expect(within(dialog).getByRole('button', { name: 'Bid ₦3,000,001' })).toBeEnabled();
    expect(bidCalls(calls)).toHaveLength(0);
  });

  it('keeps Place Bid disabled, saying why, until the amount reaches the minimum', async () => {
    const { user, calls } = openFromCard(detail());
    const dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText(m.amountLabel);
    await user.clear(amount);
    await user.type(amount, '12abc');
    expect(within(dialog).getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    expect(within(dialog).getByText(m.amountInvalid)).toBeInTheDocument();

    // The minimum is ₦240,000: every amount below it is refused here, with the server's words.
    await user.clear(amount);
    await user.type(amount, '239999');
    const bid = within(dialog).getByRole('button', { name: 'Bid ₦239,999' });
    expect(bid).toBeDisabled();
    expect(bid).toHaveAccessibleDescription(serverMessages.bidTooLow('₦240,000'));
    await user.type(amount, '{backspace}{backspace}{backspace}{backspace}{backspace}{backspace}240000');
    expect(within(dialog).getByRole('button', { name: 'Bid ₦240,000' })).toBeEnabled();
    expect(within(dialog).queryByText(serverMessages.bidTooLow('₦240,000'))).not.toBeInTheDocument();
    expect(bidCalls(calls)).toHaveLength(0);
  });

  it('sends the maximum in kobo with an Idempotency-Key, and the same key again when retrying after a lost connection', async () => {
    let attempts = 0;
    const { user, calls } = openFromCard(detail(), {
      [`/auctions/${ID}/bids`]: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return attempts === 2
          ? answer({ leading: false, currentPrice: 25_000_000 })
          : answer({ currentPrice: 25_500_000, bidCount: 4 });
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clientErrorMessages.network);

    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    expect(await screen.findByRole('dialog', { name: m.outbidTitle })).toHaveTextContent(serverMessages.bidOutbid);
    expect(screen.getByText(m.priceNow('₦250,000'))).toBeInTheDocument();
    const [first, retry] = bidCalls(calls);
    expect(first!.body).toEqual({ maxAmount: 24_000_000 });
    expect(first!.headers['Idempotency-Key']).toMatch(/^[\w-]{8,100}$/);
    expect(retry!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);

    // Outbid: bidding again is a new bid, with a new key, from the new minimum.
    await user.click(screen.getByRole('button', { name: m.bidAgain }));
    const again = await screen.findByRole('dialog', { name: m.dialogTitle });
    await user.click(within(again).getByRole('button', { name: 'Bid ₦245,000' }));
    expect(await screen.findByRole('dialog', { name: m.leadingTitle })).toHaveTextContent(serverMessages.bidAccepted);
    const third = bidCalls(calls)[2]!;
    expect(third.body).toEqual({ maxAmount: 24_500_000 });
    expect(third.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it("shows the server's refusal in the dialog and uses a new key for the next try", async () => {
    const refusal = serverMessages.insufficientFunds('₦24,000', '₦4,000');
    const { user, calls } = openFromCard(detail(), {
      [`/auctions/${ID}/bids`]: [
        { status: 422, body: { code: 'insufficient_funds', message: refusal, detail: refusal } },
        answer(),
      ],
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    // Said once, beside the wallet, with the way to top up; and the wallet is read again.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getAllByText(refusal, { exact: false })).toHaveLength(1);
    expect(within(within(dialog).getByRole('alert')).getByRole('link', { name: m.depositLink })).toHaveAttribute(
      'href',
      '/wallet',
    );
    await vi.waitFor(() => expect(calls.filter((call) => call.url.endsWith('/wallet'))).toHaveLength(2));
    expect(within(dialog).getByLabelText(m.amountLabel)).toHaveValue('240000');

    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    expect(await screen.findByRole('dialog', { name: m.leadingTitle })).toBeInTheDocument();
    const [refused, accepted] = bidCalls(calls);
    expect(accepted!.headers['Idempotency-Key']).not.toBe(refused!.headers['Idempotency-Key']);
  });

  it('shows any other refusal as an alert of its own, gone once the amount changes', async () => {
    const refusal = serverMessages.bidTooLow('₦245,000');
    const { user } = openFromCard(detail(), {
      [`/auctions/${ID}/bids`]: { status: 422, body: { code: 'bid_too_low', message: refusal, detail: refusal } },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).queryByRole('link', { name: m.depositLink })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.amountLabel), '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the amount sent after a lost answer, so a retry is the same bid even when the minimum moves', async () => {
    let attempts = 0;
    const { user, calls } = openFromCard(detail(), {
      [`/auctions/${ID}/bids`]: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return answer();
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clientErrorMessages.network);
    // The lost bid did land: its own live event raises the minimum.
    (await auctionStream()).emit('bid', firstBidEvent());
    expect(within(dialog).getByLabelText(m.amountLabel)).toHaveValue('240000');
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    expect(await screen.findByRole('dialog', { name: m.leadingTitle })).toBeInTheDocument();
    const [lost, retry] = bidCalls(calls);
    expect(retry!.body).toEqual(lost!.body);
    expect(retry!.headers['Idempotency-Key']).toBe(lost!.headers['Idempotency-Key']);
  });

  it('moves the focus to the heading of each new step', async () => {
    const { user } = openFromCard(detail(), { [`/auctions/${ID}/bids`]: answer() });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦240,000' }));
    const heading = await screen.findByRole('heading', { name: m.leadingTitle });
    expect(heading).toHaveFocus();
  });

  it('follows the auction live while open: a new bid raises the minimum', async () => {
    const { user } = openFromCard(detail());
    const dialog = await openDialog(user);
    (await auctionStream()).emit('bid', firstBidEvent());
    expect(within(dialog).getByText(m.minimumBid).nextSibling).toHaveTextContent('₦245,000');
    expect(within(dialog).getByLabelText(m.amountLabel)).toHaveValue('245000');
    expect(within(dialog).getByText(m.highestBidder).nextSibling).toHaveTextContent('Tunde B***');
  });

  it('turns the result into "outbid" when another bidder outbids the leader while it is open, and bids again from it', async () => {
    const { user, calls } = openFromCard(detail(), {
      [`/auctions/${ID}/bids`]: [
        answer({ currentPrice: 24_000_000, bidCount: 1 }),
        answer({ currentPrice: 26_000_000, bidCount: 4 }),
      ],
    });
    const dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText(m.amountLabel);
    await user.clear(amount);
    await user.type(amount, '250000');
    await user.click(within(dialog).getByRole('button', { name: 'Bid ₦250,000' }));
    expect(await screen.findByRole('dialog', { name: m.leadingTitle })).toHaveTextContent(m.priceNow('₦240,000'));

    // A bid under the leader's maximum only raises the price they lead at.
    const stream = await auctionStream();
    stream.emit('bid', { ...firstBidEvent(), currentPrice: 24_500_000, bidCount: 2, minNextBid: 25_000_000 });
    expect(await screen.findByText(m.priceNow('₦245,000'))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: m.leadingTitle })).toBeInTheDocument();

    // One above it outbids them: the open result says so, with the price and the next bid.
    stream.emit('bid', { ...firstBidEvent(), currentPrice: 25_500_000, bidCount: 3, minNextBid: 26_000_000 });
    const outbid = await screen.findByRole('dialog', { name: m.outbidTitle });
    expect(outbid).toHaveTextContent(m.youAreOutbid('₦250,000'));
    expect(outbid).toHaveTextContent(m.priceNow('₦255,000'));
    expect(outbid).toHaveTextContent(m.nextBidFrom('₦260,000'));

    await user.click(within(outbid).getByRole('button', { name: m.bidAgain }));
    const again = await screen.findByRole('dialog', { name: m.dialogTitle });
    expect(within(again).getByLabelText(m.amountLabel)).toHaveValue('260000');
    await user.click(within(again).getByRole('button', { name: 'Bid ₦260,000' }));
    expect(await screen.findByRole('dialog', { name: m.leadingTitle })).toHaveTextContent(m.priceNow('₦260,000'));
    expect(bidCalls(calls).map((call) => call.body)).toEqual([{ maxAmount: 25_000_000 }, { maxAmount: 26_000_000 }]);
  });

  it("closes on the browser's Back and stays on the page; closed otherwise, it leaves no step behind", async () => {
    const { user } = openFromCard(detail());
    const before = window.history.length;
    await openDialog(user);
    expect(window.history.length).toBe(before + 1);
    window.history.back();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Place Bid on ${TITLE}` })).toHaveFocus();

    // Closed by its own button, it takes its history entry back off: Back then leaves the page.
    const dialog = await openDialog(user);
    const withDialog = window.history.state;
    await user.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(window.history.state).not.toEqual(withDialog));
  });

  it('offers Buy Now with a confirmation that says the full price is held', async () => {
    const { user, calls } = openFromCard(
      detail({ hasBuyNow: true, buyNowPrice: 30_000_000 }),
      {
        [`/auctions/${ID}/buy-now`]: {
          status: 201,
          body: { message: serverMessages.boughtNow, data: { won: true, price: 30_000_000 } },
        },
      },
      wallet(40_000_000),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: m.buyNowOffer('₦300,000') }));
    const confirm = screen.getByRole('dialog', { name: m.buyNowTitle });
    expect(confirm).toHaveTextContent(m.buyNowExplained('₦300,000'));
    expect(calls.some((call) => call.url.endsWith('/buy-now'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: m.buyNowConfirm('₦300,000') }));
    expect(await screen.findByRole('dialog', { name: m.boughtTitle })).toHaveTextContent(serverMessages.boughtNow);
    expect(calls.filter((call) => call.url.endsWith('/buy-now') && call.method === 'POST')).toHaveLength(1);
  });

  it('keeps Buy Now from being confirmed while the wallet is short of the price, saying so in words about buying', async () => {
    const { user, calls } = openFromCard(detail({ hasBuyNow: true, buyNowPrice: 30_000_000 }), {}, wallet(500_000));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: m.buyNowOffer('₦300,000') }));
    const confirm = screen.getByRole('dialog', { name: m.buyNowTitle });
    expect(
      await within(confirm).findByText(serverMessages.buyNowInsufficientFunds('₦300,000', '₦295,000'), {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveTextContent(/security/i);
    expect(within(confirm).getByRole('button', { name: m.buyNowConfirm('₦300,000') })).toBeDisabled();
    expect(within(confirm).getByRole('link', { name: m.depositLink })).toHaveAttribute('href', '/wallet');
    expect(calls.some((call) => call.url.endsWith('/buy-now'))).toBe(false);
  });

  it('tells a seller they cannot bid on their own auction', async () => {
    const { user } = openFromCard({ ...detail(), reservePrice: null } as AuctionDetail);
    await user.click(screen.getByRole('button', { name: `Place Bid on ${TITLE}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.ownAuction);
  });

  it('closes with Cancel and gives the focus back to Place Bid', async () => {
    const { user } = openFromCard(detail());
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: m.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Place Bid on ${TITLE}` })).toHaveFocus();
  });

  it('sends a signed-out visitor to login, to come back to this page', async () => {
    localStorage.clear();
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    // A dialog the last test left open takes its history entry back off (Back closes it) a
    // moment after it unmounts: the address is set once that is done.
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.history.replaceState(null, '', '/search?q=tecno');
    const { user, calls } = openFromCard(detail());
    await user.click(screen.getByRole('button', { name: `Place Bid on ${TITLE}` }));
    expect(toLogin).toHaveBeenCalledWith({ from: '/search?q=tecno' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/auctions/'))).toHaveLength(0);
  });
});

describe('the reserve hint', () => {
  beforeEach(() => forgetReserveAnswers());
  const checks = (calls: ReturnType<typeof mockFetch>) =>
    calls.filter((call) => call.url.endsWith(`/auctions/${ID}/reserve-check`)).map((call) => call.body);
  const meets = (answer: boolean): MockAnswer => ({ body: { data: { meetsReserve: answer } } });
  const later = { timeout: RESERVE_CHECK_AFTER_MS + 1500 };

  it('says whether the typed maximum meets the reserve, asking once per amount the answers so far do not settle', async () => {
    const { calls, user } = openFromCard(detail({ reserveMet: false }), {
      [`POST /auctions/${ID}/reserve-check`]: [meets(false), meets(true)],
    });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(reserveHintLabels.below, {}, later)).toBeInTheDocument();
    expect(checks(calls)).toEqual([{ amount: 24_000_000 }]);

    const amount = within(dialog).getByLabelText(m.amountLabel);
    await user.clear(amount);
    await user.type(amount, '400000');
    expect(await within(dialog).findByText(reserveHintLabels.meets, {}, later)).toBeInTheDocument();
    // Known now: ₦450,000 meets it (above ₦400,000), ₦240,000 does not; nobody is asked.
    await user.clear(amount);
    await user.type(amount, '450000');
    expect(within(dialog).getByText(reserveHintLabels.meets)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '240000');
    expect(within(dialog).getByText(reserveHintLabels.below)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, RESERVE_CHECK_AFTER_MS + 100));
    expect(checks(calls)).toEqual([{ amount: 24_000_000 }, { amount: 40_000_000 }]);
    expect(dialog).not.toHaveTextContent(/reserve of|₦3\d\d,\d\d\d/);
  });

  it('passes on the server’s word when the checks are used up, and asks nothing below the minimum bid', async () => {
    const usedUp =
      'You have checked this reserve as often as we allow for now. Try again in 24 hours, or place your bid.';
    const { calls, user } = openFromCard(detail({ reserveMet: false }), {
      [`POST /auctions/${ID}/reserve-check`]: {
        status: 429,
        body: { code: 'rate_limited', message: usedUp, detail: usedUp },
      },
    });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(usedUp, {}, later)).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(m.amountLabel);
    await user.clear(amount);
    await user.type(amount, '1000');
    await new Promise((resolve) => setTimeout(resolve, RESERVE_CHECK_AFTER_MS + 100));
    expect(checks(calls)).toHaveLength(1);
  });

  it('says the reserve is met once it is, without asking', async () => {
    const { calls, user } = openFromCard(detail({ reserveMet: true }));
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(reserveHintLabels.alreadyMet)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, RESERVE_CHECK_AFTER_MS + 100));
    expect(checks(calls)).toEqual([]);
  });
});
