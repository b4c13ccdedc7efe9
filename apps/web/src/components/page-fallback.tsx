import * as frame from '@naijabid/shared/messages/site-frame';

/** Shown while a route's code downloads; keeps the footer from jumping up and back. */
export function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="sr-only">{frame.loadingPage}</span>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700"
      />
    </div>
  );
}
