import './support.css';

/** A small count on a customer-service control; its words are the control's own (the number is only drawn). */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
