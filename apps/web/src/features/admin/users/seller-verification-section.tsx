import { formatLagosTime } from '@naijabid/shared/date-time';
import { adminSellerVerificationLabels as m } from '@naijabid/shared/messages/seller-verification';
import { Facts } from '../../../components/facts';
import { revokeSellerVerification, useUserSellerVerification } from '../api/seller-verification';
import { ReasonForm } from '../components/reason-form';
import { Section } from '../components/section';

/** The user's seller verification as Paystack settled it (never the BVN), and its revocation, confirmed first. */
export function SellerVerificationSection({ userId }: { userId: string }) {
  const { data: verification } = useUserSellerVerification(userId);
  if (!verification) return null;
  return (
    <Section title={m.heading}>
      <Facts
        rows={[
          [m.outcomeLabel, m.outcome[verification.status]],
          [m.name, verification.name ?? '—'],
          [m.maskedBvn, verification.maskedBvn ?? '—'],
          [m.decidedAt, verification.decidedAt ? formatLagosTime(verification.decidedAt) : '—'],
          ...(verification.reason ? [[m.reason, verification.reason] as [string, string]] : []),
        ]}
      />
      {verification.status === 'verified' && (
        <div className="mt-3">
          <ReasonForm
            actions={[
              {
                label: m.revoke,
                run: (reason) => revokeSellerVerification(userId, reason),
                // The seller loses the badge at once and is told: a second look first.
                confirmation: () => m.confirmRevoke,
              },
            ]}
          />
        </div>
      )}
    </Section>
  );
}
