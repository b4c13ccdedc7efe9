import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { adminNavLabels as m } from '@naijabid/shared/messages/admin';

export interface AdminSection {
  /** Under /admin: `audit` is /admin/audit; the page may have routes below it (`audit/*`). */
  path: string;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The console's sections, in the order of its navigation: each is a nav item and a route,
 * its page a chunk of its own. Adding a section is one line here, once its page exists:
 *   { path: 'money', label: m.money, Page: lazy(() => import('./money/money-page')) },
  { path: 'abuse', label: m.abuse, Page: lazy(() => import('./abuse/abuse-page')) },
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'disputes', label: m.disputes, Page: lazy(() => import('./disputes/disputes-page')) },
  { path: 'users', label: m.users, Page: lazy(() => import('./users/users-page')) },
  { path: 'listings', label: m.listings, Page: lazy(() => import('./listings/listings-page')) },
  { path: 'audit', label: m.audit, Page: lazy(() => import('./audit/audit-page')) },
  { path: 'money', label: m.money, Page: lazy(() => import('./money/money-page')) },
  { path: 'abuse', label: m.abuse, Page: lazy(() => import('./abuse/abuse-page')) },
];
