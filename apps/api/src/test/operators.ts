import { changeOperatorRole } from '../workflows/operator-role';
import { fundedBidder, type Bidder } from './bidding';
import type { TestApp } from './test-app';

/** A verified, logged-in account given the operator role as `npm run operator -- grant` gives it. */
export async function signedInOperator(app: TestApp): Promise<Bidder> {
  const operator = await fundedBidder(app, 0);
  const granted = await changeOperatorRole(app.database.db, 'grant', operator.email, 'Test operator');
  if (granted.outcome !== 'changed') throw new Error(`grant: ${granted.outcome}`);
  return operator;
}

/** A path of a registered route with each parameter filled in. */
export function concretePath(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id);
}
