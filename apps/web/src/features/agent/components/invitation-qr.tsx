import { encode } from 'uqr';
import { qrPath } from '@/lib/qr-path';

/**
 * The invitation link as a QR code, drawn as one SVG path (crisp at any size, themed by CSS). Its own chunk:
 * the affiliate card loads it lazily, so the QR encoder never weighs on the home route.
 */
export default function InvitationQr({ link, label }: { link: string; label: string }) {
  const qr = encode(link, { ecc: 'M', border: 2 });
  return (
    <svg
      className="agent-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} className="agent-qr__light" />
      <path d={qrPath(qr.data)} className="agent-qr__dark" />
    </svg>
  );
}
