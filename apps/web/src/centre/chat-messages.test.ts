import type { ChatMessage } from '@playhall/contracts/chat';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '@/lib/use-ticket-socket';
import { compareIds, isChatEvent, lastFrom, mergeMessages } from './chat-messages';

const message = (id: string, sender: ChatMessage['sender'] = 'CUSTOMER'): ChatMessage => ({
  id,
  sender,
  operatorName: null,
  body: `message ${id}`,
  hasImage: false,
  createdAt: '2026-01-31T12:00:00.000Z',
});

describe('chat messages', () => {
  it('orders ids as numbers, however many digits they have', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
  });

  it('merges a page fetched again and the socket’s echo of a sent message once each, oldest first', () => {
    const shown = [message('8'), message('9'), message('10')];
    const merged = mergeMessages(shown, [message('10'), message('11', 'OPERATOR'), message('7')]);
    expect(merged.map((item) => item.id)).toEqual(['7', '8', '9', '10', '11']);
  });

  it('keeps the same list when nothing new arrived, so that nothing renders again', () => {
    const shown = [message('1'), message('2')];
    expect(mergeMessages(shown, [message('2')])).toBe(shown);
    expect(mergeMessages(shown, [])).toBe(shown);
  });

  it('finds the other side’s newest message, which the read mark moves to', () => {
    const thread = [message('1', 'OPERATOR'), message('2', 'OPERATOR'), message('3')];
    expect(lastFrom(thread, 'OPERATOR')?.id).toBe('2');
    expect(lastFrom(thread.slice(2), 'OPERATOR')).toBeUndefined();
  });

  it('takes only a new message as a socket event', () => {
    expect(isChatEvent({ type: 'message', conversationId: '4', message: message('5') })).toBe(true);
    expect(isChatEvent({ type: 'typing', conversationId: '4' })).toBe(false);
    expect(isChatEvent({ type: 'message', conversationId: 4, message: message('5') })).toBe(false);
    expect(isChatEvent(null)).toBe(false);
    expect(isChatEvent('message')).toBe(false);
  });

  it('waits 1 s, 2 s, 5 s and then 10 s between attempts to reconnect', () => {
    expect([0, 1, 2, 3, 4, 12].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});
