import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, showToast, useToastStore } from './toast';

const shown = () => useToastStore.getState().toasts.map((toast) => [toast.tone, toast.message]);

describe('toasts', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows a routine success, and a warning when asked', () => {
    showToast('Saved');
    showToast('Copying is not available', 'warning');
    expect(shown()).toEqual([
      ['success', 'Saved'],
      ['warning', 'Copying is not available'],
    ]);
  });

  it('keeps three at most: the oldest leaves first', () => {
    for (const message of ['one', 'two', 'three', 'four']) showToast(message);
    expect(shown().map(([, message]) => message)).toEqual(['two', 'three', 'four']);
  });

  it('dismisses one by its id and leaves the others', () => {
    showToast('one');
    showToast('two');
    const [first] = useToastStore.getState().toasts;
    dismissToast(first?.id ?? -1);
    expect(shown()).toEqual([['success', 'two']]);
  });
});
