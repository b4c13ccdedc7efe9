import { useState } from 'react';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import type { StartedDeposit } from '@naijabid/shared/schemas/wallet';
import { BankTransferAccount } from './bank-transfer-account';
import { DepositForm } from './deposit-form';

type Way = 'card' | 'bank_transfer';

const wayStyles = (chosen: boolean) =>
  `flex-1 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-700 ${
    chosen ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'
  }`;

/**
 * Adding money: by card (or any way the provider's checkout offers) for an amount, or by bank
 * transfer of any amount to the user's own account number. The account is opened only when
 * someone chooses to see it.
 */
export function AddMoney({ onStarted }: { onStarted: (deposit: StartedDeposit) => void }) {
  const [way, setWay] = useState<Way>('card');
  return (
    <section aria-labelledby="deposit-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="deposit-title" className="text-lg font-bold text-slate-900">
        {m.addMoney}
      </h2>
      <div role="group" aria-label={m.waysToDeposit} className="mt-3 flex gap-1 rounded-xl bg-slate-100 p-1">
        {(
          [
            ['card', m.payByCard],
            ['bank_transfer', m.payByBankTransfer],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={way === value}
            className={wayStyles(way === value)}
            onClick={() => setWay(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="mt-3">{way === 'card' ? <DepositForm onStarted={onStarted} /> : <BankTransferAccount />}</div>
    </section>
  );
}
