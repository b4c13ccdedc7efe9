import { describe, expect, it } from 'vitest';
import { genericNotice, noticeTexts } from '@naijabid/shared/messages/notifications';
import { orderNoticeLabels } from '@naijabid/shared/messages/orders';
import { savedSearchNoticeTexts } from '@naijabid/shared/messages/saved-searches';
import { NOTICE_KINDS, noticeView } from '../notice-text';

describe('noticeView', () => {
  it('words the operator console’s notices and links each to what it is about', () => {
    expect(noticeView({ kind: 'dispute_resolved', data: { orderId: 'o1', title: 'Tecno Spark 20' } })).toEqual({
      title: orderNoticeLabels.disputeResolved('Tecno Spark 20'),
      href: '/orders/o1',
    });
    expect(noticeView({ kind: 'listing_taken_down', data: { listingId: 'l1', title: 'Fake Rolex' } })).toEqual({
      title: noticeTexts.listingTakenDown('Fake Rolex'),
      detail: noticeTexts.listingTakenDownDetail,
      href: '/dashboard',
    });
    expect(noticeView({ kind: 'listing_restored', data: { listingId: 'l1', title: 'HP EliteBook' } }).href).toBe(
      '/auctions/l1',
    );
    expect(NOTICE_KINDS).toEqual(
      expect.arrayContaining(['dispute_resolved', 'listing_taken_down', 'listing_restored']),
    );
  });

  it('words a saved search’s match and a relist, each linking to the new auction', () => {
    expect(
      noticeView({
        kind: 'saved_search_match',
        data: { listingId: 'l2', title: 'TVS King Keke', searchName: 'Keke', currentPrice: 80_000_00 },
      }),
    ).toEqual({
      title: savedSearchNoticeTexts.match('Keke'),
      detail: savedSearchNoticeTexts.matchDetail('TVS King Keke', '₦80,000'),
      href: '/auctions/l2',
    });
    expect(
      noticeView({
        kind: 'relisted',
        data: {
          listingId: 'l3',
          previousListingId: 'l1',
          title: 'Microwave',
          startingPrice: 58_500_00,
          relistsLeft: 1,
        },
      }),
    ).toEqual({
      title: savedSearchNoticeTexts.relisted('Microwave'),
      detail: savedSearchNoticeTexts.relistedDetail('₦58,500', 1),
      href: '/auctions/l3',
    });
    expect(NOTICE_KINDS).toEqual(expect.arrayContaining(['saved_search_match', 'relisted']));
  });

  it('shows a kind it has no words for with its title and the page it names', () => {
    expect(noticeView({ kind: 'something_new', data: { orderId: 'o2', title: 'Oraimo earbuds' } })).toEqual({
      title: `${genericNotice}: Oraimo earbuds`,
      href: '/orders/o2',
    });
  });
});
