import { create } from 'zustand';

// Routine successes (a transfer done, a text copied, a setting saved) are toasts, not a dialog to dismiss
// (decision 0036): they say what happened and go. `components/ui/toast-host` shows them; it loads with the first.

export type ToastTone = 'success' | 'info' | 'warning';

export type Toast = { id: number; tone: ToastTone; message: string };

/** At most three on screen, newest last: a fourth pushes the oldest out. */
export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;

export function showToast(message: string, tone: ToastTone = 'success'): void {
  const toast = { id: nextId++, tone, message };
  useToastStore.setState((state) => ({ toasts: [...state.toasts.slice(-2), toast] }));
}

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}
