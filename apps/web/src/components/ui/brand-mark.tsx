/** The Playhall mark: a gold diamond around a monogram (also the favicon). */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <defs>
        <linearGradient id="brand-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
        <linearGradient id="brand-mark-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-mark-bg)" />
      <path
        d="M32 9 L53 32 L32 55 L11 32 Z"
        fill="none"
        stroke="url(#brand-mark-gold)"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path
        d="M25 44 V20 h9 a8 8 0 0 1 0 16 h-9"
        fill="none"
        stroke="url(#brand-mark-gold)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
