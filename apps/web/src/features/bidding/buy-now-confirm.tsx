import { useState } from 'react';
import { biddingMessages as m, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { buttonStyles } from '../../components/button-styles';
import type { QueryResult } from '../../lib/query';
import { buyNow } from './api/buy-now';
import { shortfallKobo } from './bid-amount';
import { Funds, refusalOf, type Refusal } from './bid-funds';

interface BuyNowConfirmProps {
  auction: AuctionDetail;
  priceKobo: number;
  wallet: QueryResult<WalletBalance>;
  onBack: () => void;
  /** The server refused for want of funds: read the wallet again. */
  onShort: () => void;
  onBought: (message: string) => void;
}

/** Buy Now holds the full price at once, so it asks first and says so. */
export function BuyNowConfirm({ auction, priceKobo, wallet, onBack, onShort, onBought }: BuyNowConfirmProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const shortKobo = wallet.data ? shortfallKobo(priceKobo, wallet.data, auction.yourBid) : 0;

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await buyNow(auction.id);
      onBought(answer.message ?? serverMessages.boughtNow);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.forFunds) onShort();
      setRefusal(refused);
      setBusy(false);
    }
  }

  return (
    <div className="mt-4">
      <p className="text-slate-800">{m.buyNowExplained(formatNaira(priceKobo))}</p>
      <Funds
        wallet={wallet}
        neededKobo={priceKobo}
        shortKobo={shortKobo}
        refusal={refusal}
        shortMessage={serverMessages.buyNowInsufficientFunds}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.ghost} onClick={onBack} disabled={busy}>
          {m.back}
        </button>
        {/* Short of the price, the purchase cannot go through: the way on is the deposit link above. */}
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => void confirm()}
          disabled={busy || shortKobo > 0}
        >
          {busy ? m.buyingNow : m.buyNowConfirm(formatNaira(priceKobo))}
        </button>
      </div>
    </div>
  );
}
