import { useEffect, useState } from 'react';

/** Dark modules as one SVG path (one element, however many modules). */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x} ${y}h1v1h-1z`;
  }));
  return path;
}

/**
 * A QR code of `text`. The encoder (uqr, ~10 kB) is imported here, at render time, so only the
 * invite page downloads it. Drawn as our own SVG from the module matrix: no markup from a string.
 */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      const { data, size: modules } = encode(text, { border: 2, ecc: 'M' });
      if (live) setQr({ size: modules, path: modulesPath(data) });
    });
    return () => { live = false; };
  }, [text]);
  return (
    <div className="invite-qr" style={{ width: size, height: size }}>
      {qr ? (
        <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} width={size} height={size} shapeRendering="crispEdges" data-testid="invite-qr">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#1d1d28" />
        </svg>
      ) : null}
    </div>
  );
}
