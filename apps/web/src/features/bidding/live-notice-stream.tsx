import { useNavigate } from 'react-router';
import { useMyEvents } from '../../lib/live-events';
import { showNotice } from './notice-toasts';

/** Outbid, won, lost, deposit-credited and withdrawal-settled notices of the signed-in user, as toasts. */
export default function LiveNoticeStream() {
  const navigate = useNavigate();
  useMyEvents(true, {
    outbid: (data) => showNotice({ type: 'outbid', data }, navigate),
    won: (data) => showNotice({ type: 'won', data }, navigate),
    lost: (data) => showNotice({ type: 'lost', data }, navigate),
    deposit_credited: (data) => showNotice({ type: 'deposit_credited', data }, navigate),
    withdrawal_settled: (data) => showNotice({ type: 'withdrawal_settled', data }, navigate),
  });
  return null;
}
