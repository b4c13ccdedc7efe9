import { LISTING_CONDITION_LABELS, type ListingCondition } from '@naijabid/shared/constants';

/** The words for a listing's condition; a value this build does not know is shown as it is. */
export function conditionLabel(condition: string): string {
  return LISTING_CONDITION_LABELS[condition as ListingCondition] ?? condition;
}
