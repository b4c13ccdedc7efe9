import { Suspense, type ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { adminNavLabels as m } from '@naijabid/shared/messages/admin';
import { useSignedInUser } from '../../lib/account/use-signed-in-user';
import { ADMIN_SECTIONS } from './admin-sections';
import { LoadingNote } from './components/remote';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-700 ${
    isActive ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <p className="text-xs font-bold tracking-wide text-emerald-800 uppercase">{m.console}</p>
      <nav aria-label={m.nav} className="mt-2 flex gap-1 overflow-x-auto border-b border-slate-200 pb-2">
        {ADMIN_SECTIONS.map((section) => (
          <NavLink key={section.path} to={`/admin/${section.path}`} className={navLinkClass}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * `/admin/*`, the operator console: one lazy chunk holding its layout and routes, each
 * section's page a chunk of its own, so no other page carries its code. To anyone but an
 * operator it is the site's not-found page, as its API is a 404.
 */
export default function AdminApp({ notFound }: { notFound: ReactNode }) {
  const { state } = useSignedInUser();
  if (state.kind === 'signed-out') return <Navigate to="/login" replace />;
  if (state.kind === 'loading') return <LoadingNote />;
  if (state.kind === 'failed' || !state.user.isOperator) return <>{notFound}</>;
  return (
    <AdminLayout>
      <Suspense fallback={<LoadingNote />}>
        <Routes>
          <Route index element={<Navigate to={ADMIN_SECTIONS[0]!.path} replace />} />
          {ADMIN_SECTIONS.map(({ path, Page }) => (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ))}
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
