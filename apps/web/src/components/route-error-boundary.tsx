import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as frame from '@naijabid/shared/messages/site-frame';

interface Props {
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/**
 * One per route, so a broken page shows a way back instead of a blank screen. A failed
 * chunk download (a new deploy or a dropped mobile connection) lands here too.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{frame.pageFailedTitle}</h1>
        <p className="mt-3 text-slate-700">{frame.pageFailedBody}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          {frame.reloadPage}
        </button>
      </div>
    );
  }
}
