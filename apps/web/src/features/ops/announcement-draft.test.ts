import { describe, expect, it } from 'vitest';
import {
  brandInputValue,
  draftOf,
  draftProblems,
  emptyDraft,
  executionsFor,
  toInput,
  withType,
} from './announcement-draft';

// The brand's clock: Shanghai, GMT+8.
const ZONE = 'Asia/Shanghai';

const stored = {
  id: 7,
  type: 'AG' as const,
  execution: 'F' as const,
  texts: { en: { title: 'Hours', content: '<p>10 to 22</p>' }, th: { title: 'เวลา', content: '' } },
  publishedAt: '2026-03-01T04:30:00.000Z',
  enabled: false,
  sortOrder: 4,
};

describe('an announcement draft', () => {
  it('offers agents-only items the logged-in executions only, and moves the execution with the type', () => {
    expect(executionsFor('AG')).toEqual(['A', 'F']);
    expect(executionsFor('B')).toEqual(['A', 'B', 'F']);
    const visitors = { ...emptyDraft(), type: 'B' as const, execution: 'B' as const };
    expect(withType(visitors, 'AG').execution).toBe('A');
    expect(withType({ ...visitors, execution: 'F' }, 'AG').execution).toBe('F');
  });

  it('opens a stored announcement with the brand’s languages first and its own after', () => {
    const draft = draftOf(stored, ZONE);
    expect(draft.languages).toEqual(['en', 'zh-CN', 'vi', 'th']);
    expect(draft).toMatchObject({ execution: 'F', sortOrder: '4', enabled: false });
    expect(draft.publishedAt).toBe('2026-03-01T12:30');
  });

  it('sends what was written, without blank languages, publication time as ISO', () => {
    const draft = draftOf(stored, ZONE);
    draft.texts.vi = { title: '  ', content: ' ' };
    draft.texts.en = { title: ' Hours ', content: '<p>10 to 22</p>' };
    const input = toInput(draft, ZONE);
    expect(Object.keys(input.texts)).toEqual(['en', 'th']);
    expect(input.texts.en?.title).toBe('Hours');
    expect(input.publishedAt).toBe(stored.publishedAt);
    expect(toInput({ ...draft, publishedAt: '', sortOrder: 'x' }, ZONE)).toMatchObject({
      publishedAt: null,
      sortOrder: 0,
    });
  });

  it('finds what the server would refuse, by the server’s field names', () => {
    expect(draftProblems(emptyDraft(), 'en')).toEqual({ 'texts.en.title': 'REQUIRED' });
    const draft = {
      ...emptyDraft(),
      texts: { en: { title: 'Hi', content: '' }, vi: { title: '', content: '<p>x</p>' } },
    };
    expect(draftProblems(draft, 'en')).toEqual({ 'texts.vi.title': 'REQUIRED' });
    const long = { ...emptyDraft(), texts: { en: { title: 'Hi', content: 'x'.repeat(20_001) } } };
    expect(draftProblems(long, 'en')).toEqual({ 'texts.en.content': 'TOO_LONG' });
  });

  it('writes the brand’s wall clock for a datetime-local input, whatever the operator’s own zone', () => {
    expect(brandInputValue('nonsense', ZONE)).toBe('');
    expect(brandInputValue('2026-03-01T04:30:00Z', ZONE)).toBe('2026-03-01T12:30');
    expect(brandInputValue('2026-03-01T04:30:00Z', 'UTC')).toBe('2026-03-01T04:30');
  });
});
