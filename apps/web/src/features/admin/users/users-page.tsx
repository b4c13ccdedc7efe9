import { formatNigerianMobile } from '@naijabid/shared/phone';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { userPageLabels as m } from '@naijabid/shared/messages/admin';
import { buttonStyles } from '../../../components/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserSearch } from '../api/users';
import { AdminPage, Loaded } from '../components/remote';
import { SearchForm } from '../components/search-form';
import { UserRecord } from './user-record';

function UserSearch() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const users = useUserSearch(q);
  return (
    <AdminPage title={m.title} intro={m.intro}>
      <SearchForm label={m.search} button={m.searchButton} initial={q} onSearch={(text) => setParams({ q: text })} />
      <div className="mt-4">
        <Loaded query={users}>
          {({ items }) =>
            items.length === 0 ? (
              <p className="text-slate-700">{m.empty}</p>
            ) : (
              <ul className="grid gap-2">
                {items.map((user) => (
                  <li
                    key={user.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        {user.name}
                        {user.suspended && <span className="ml-2 text-sm text-red-700">{m.suspended}</span>}
                        {user.isOperator && <span className="ml-2 text-sm text-emerald-800">{m.operator}</span>}
                      </p>
                      <p className="text-sm break-all text-slate-700">{user.email}</p>
                      {user.phone && <p className="text-sm text-slate-700">{formatNigerianMobile(user.phone)}</p>}
                    </div>
                    <Link to={user.id} className={`${buttonStyles.secondary} min-h-11`}>
                      {m.open}
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </AdminPage>
  );
}

/** `/admin/users`: search, and `/admin/users/:userId`, one account whole. */
export default function UsersPage() {
  return (
    <Routes>
      <Route index element={<UserSearch />} />
      <Route path=":userId" element={<UserRecord />} />
    </Routes>
  );
}
