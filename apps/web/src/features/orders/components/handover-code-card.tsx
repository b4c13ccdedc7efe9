import { useEffect, useState } from 'react';
import { handoverLabels as m } from '@naijabid/shared/messages/receipts';

/** The QR code's dark modules as one SVG path, a 1×1 square each, with the quiet zone of 4 around. */
function modulesPath(size: number, dark: (row: number, column: number) => boolean): string {
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (dark(row, column)) squares.push(`M${column + 4} ${row + 4}h1v1h-1z`);
  return squares.join('');
}

/**
 * A pickup's code as the buyer shows it at handover: the digits, large, and their QR code
 * drawn as SVG. The QR library loads with this card only, never with the order list.
 */
export function HandoverCodeCard({ code }: { code: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(code, { errorCorrectionLevel: 'M' });
      if (current)
        setQr({ size: modules.size, path: modulesPath(modules.size, (row, column) => modules.get(row, column) === 1) });
    });
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <section
      aria-labelledby="handover-code-title"
      className="rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-4 sm:flex sm:items-center sm:gap-6"
    >
      <div className="min-w-0 flex-1">
        <h2 id="handover-code-title" className="text-lg font-bold text-slate-900">
          {m.codeTitle}
        </h2>
        <p
          className="mt-2 font-mono text-4xl font-extrabold tracking-[0.25em] text-slate-900"
          data-testid="handover-code"
        >
          {code}
        </p>
        <p className="mt-2 text-sm text-slate-800">{m.codeHelp}</p>
      </div>
      <div className="mt-4 flex justify-center sm:mt-0">
        {qr ? (
          <svg
            role="img"
            aria-label={m.qrLabel(code)}
            viewBox={`0 0 ${qr.size + 8} ${qr.size + 8}`}
            className="h-40 w-40 rounded-lg bg-white"
            shapeRendering="crispEdges"
          >
            <path d={qr.path} fill="#0f172a" />
          </svg>
        ) : (
          <div className="h-40 w-40 rounded-lg bg-white" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
