import type { ReactNode } from 'react';
import './data.css';

export type ChipTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'gold';

/** A small coloured label for a state (deposit credited, withdrawal disbursed...). */
export function StatusChip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return <span className={`status-chip status-chip--${tone}`}>{children}</span>;
}
