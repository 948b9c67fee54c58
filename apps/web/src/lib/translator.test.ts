import { describe, expect, test, vi } from 'vitest';
import { Translator } from './translator';

function translator(): Translator {
  const words = new Translator();
  words.addCatalogue('en', {
    cart: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Cart of {{ name }}' },
    only: { english: 'English only' },
    blank: { here: 'shown in English' },
  });
  words.addCatalogue('zh-CN', {
    cart: { items_other: '{{count}} 件', title: '{{name}}的购物车' },
    blank: { here: '' },
  });
  return words;
}

describe('translator', () => {
  test('interpolates named values, spaces inside the braces allowed, a missing value as nothing', () => {
    const { t } = translator();
    expect(t('cart.title', { name: 'Ann' })).toBe('Cart of Ann');
    expect(t('cart.title')).toBe('Cart of {{ name }}');
    expect(t('cart.title', { other: 1 })).toBe('Cart of ');
  });

  test('chooses the plural form by count with the language rules', () => {
    const words = translator();
    expect(words.t('cart.items', { count: 1 })).toBe('1 item');
    expect(words.t('cart.items', { count: 0 })).toBe('0 items');
    expect(words.t('cart.items', { count: 5 })).toBe('5 items');
    words.changeLanguage('zh-CN');
    expect(words.t('cart.items', { count: 1 })).toBe('1 件');
  });

  test('falls back to English key by key, empty words included, and never shows a raw key', () => {
    const words = translator();
    words.changeLanguage('zh-CN');
    expect(words.t('cart.title', { name: '安' })).toBe('安的购物车');
    expect(words.t('only.english')).toBe('English only');
    expect(words.t('blank.here')).toBe('shown in English');
    expect(words.t('no.such.key')).toBe('');
    expect(words.t('cart')).toBe('');
    expect(words.exists('only.english')).toBe(true);
    expect(words.exists('no.such.key')).toBe(false);
  });

  test('a catalogue added without overwrite keeps the words already there', () => {
    const words = translator();
    words.addCatalogue('en', { only: { english: 'replaced', extra: 'added' } }, false);
    expect(words.t('only.english')).toBe('English only');
    expect(words.t('only.extra')).toBe('added');
  });

  test('tells listeners of a language change and of new words, until they unsubscribe', () => {
    const words = translator();
    const listener = vi.fn();
    const unsubscribe = words.subscribe(listener);
    words.changeLanguage('zh-CN');
    words.changeLanguage('zh-CN');
    words.addCatalogue('vi', { cart: { title: 'Giỏ của {{name}}' } });
    unsubscribe();
    words.changeLanguage('vi');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(words.language).toBe('vi');
    expect(words.t('cart.title', { name: 'An' })).toBe('Giỏ của An');
  });

  test('a language that Intl does not know counts like English', () => {
    const words = translator();
    words.changeLanguage('xx-invalid-tag-!');
    expect(words.t('cart.items', { count: 1 })).toBe('1 item');
  });
});
