export function Spinner({ size = 28, label }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg width={size} height={size} viewBox="0 0 50 50" aria-hidden="true">
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="5"
        />
        <circle
          className="spinner__arc"
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="80 200"
        />
      </svg>
    </span>
  );
}
