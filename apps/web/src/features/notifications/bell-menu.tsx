import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { bellLabels as m } from '@naijabid/shared/messages/notifications';
import type { Notification } from '@naijabid/shared/schemas/notifications';
import { BellIcon } from '../../components/icons';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { useMyEvents, type LiveHandlers, type MyEvents } from '../../lib/live-events';
import { markNotificationsRead, noticeArrived, olderNotifications, useNotifications } from './api/notifications';
import { NOTICE_KINDS, noticeView } from './notice-text';
import { BellPushOffer } from './push/bell-push-offer';

/** From here the list hangs under the bell's right edge; narrower, it spans the screen. */
const WIDE_SCREEN_PX = 640;

const onAnyNotice = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, noticeArrived])) as LiveHandlers<MyEvents>;

/**
 * The bell with its unread count, kept live by the user's event stream, and its list: the
 * newest notices, older ones on demand, each a link to what it is about. Opening it marks
 * read what it shows; what was unread stays marked as such while it is open.
 */
export default function BellMenu({ className }: { className: string }) {
  const page = useNotifications().data;
  useMyEvents(true, onAnyNotice);
  const [open, setOpen] = useState(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<number>>(new Set());
  const [older, setOlder] = useState<{ items: Notification[]; nextBefore: number | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [placement, setPlacement] = useState<CSSProperties>({});
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unread = page?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  function toggle() {
    if (open) return setOpen(false);
    // Below the bell wherever the header put it: on a phone across the screen, wider ones under its right edge.
    const bell = root.current!.getBoundingClientRect();
    setPlacement(
      window.innerWidth >= WIDE_SCREEN_PX
        ? { top: bell.bottom + 8, right: window.innerWidth - bell.right, width: '24rem' }
        : { top: bell.bottom + 8, left: 8, right: 8 },
    );
    setOpen(true);
    setOlder(null);
    const shown = page?.items ?? [];
    setUnreadAtOpen(new Set(shown.filter((item) => !item.read).map((item) => item.id)));
    if (unread > 0 && shown[0]) void markNotificationsRead(shown[0].id).catch(() => undefined);
  }

  async function showOlder(before: number) {
    setLoadingOlder(true);
    try {
      const next = await olderNotifications(before);
      setOlder((current) => ({ items: [...(current?.items ?? []), ...next.items], nextBefore: next.nextBefore }));
    } finally {
      setLoadingOlder(false);
    }
  }

  const items = [...(page?.items ?? []), ...(older?.items ?? [])];
  const nextBefore = older ? older.nextBefore : (page?.nextBefore ?? null);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? m.withUnread(unread) : m.title}
        className={className}
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="bell-count"
            className="absolute -top-1 -right-1 grid h-4 min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={m.title}
          style={placement}
          className="fixed z-40 max-h-[75vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="sticky top-0 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-100 bg-white px-4 py-3">
            <h2 className="font-semibold text-slate-900">{m.title}</h2>
            <div className="flex items-center gap-3 text-sm">
              <button
                type="button"
                className="font-medium text-emerald-800 hover:underline"
                onClick={() => void markNotificationsRead().catch(() => undefined)}
              >
                {m.markAllRead}
              </button>
              <Link
                to="/settings/notifications"
                onClick={() => setOpen(false)}
                className="text-slate-700 hover:underline"
              >
                {m.settings}
              </Link>
            </div>
          </div>
          <BellPushOffer />
          {!page ? (
            <p className="px-4 py-6 text-sm text-slate-600">{m.loading}</p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">{m.empty}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((notice) => {
                const view = noticeView(notice);
                const fresh = unreadAtOpen.has(notice.id) || !notice.read;
                return (
                  <li key={notice.id}>
                    <Link
                      to={view.href}
                      onClick={() => setOpen(false)}
                      className={`flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700 ${fresh ? 'bg-emerald-50/60' : ''}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${fresh ? 'bg-emerald-600' : 'bg-transparent'}`}
                      />
                      <span className="min-w-0">
                        {fresh && <span className="sr-only">{m.unread}: </span>}
                        <span className="block text-sm font-semibold text-slate-900">{view.title}</span>
                        {view.detail && <span className="block text-sm text-slate-700">{view.detail}</span>}
                        <span className="mt-0.5 block text-xs text-slate-500">{formatLagosTime(notice.createdAt)}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {nextBefore !== null && (
            <div className="border-t border-slate-100 p-2 text-center">
              <button
                type="button"
                disabled={loadingOlder}
                onClick={() => void showOlder(nextBefore)}
                className="min-h-11 rounded-lg px-4 text-sm font-medium text-emerald-800 hover:bg-emerald-50 disabled:opacity-60"
              >
                {loadingOlder ? m.loading : m.loadMore}
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
