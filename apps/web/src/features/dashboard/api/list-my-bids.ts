import { myBidSchema, type MyBid } from '@naijabid/shared/schemas/bids';
import { itemsDataSchema } from '@naijabid/shared/schemas/envelope';
import { setQueryData, useQuery, type QueryResult } from '../../../lib/query';

const MY_BIDS_PATH = '/me/bids';
const myBidsSchema = itemsDataSchema(myBidSchema);

/** Every auction the user has bid on, with where they stand on each. */
export function useMyBids(): QueryResult<MyBid[]> {
  const query = useQuery<{ items: MyBid[] }>(MY_BIDS_PATH, { schema: myBidsSchema });
  return { ...query, data: query.data?.items };
}

export function updateMyBids(change: (items: MyBid[]) => MyBid[]): void {
  setQueryData<{ items: MyBid[] }>(MY_BIDS_PATH, (answer) => ({ items: change(answer.items) }));
}
