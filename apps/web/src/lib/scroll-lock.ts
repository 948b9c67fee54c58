let savedScrollY = 0;
let isLocked = false;

/** Freezes the page behind open modals and remembers where it was (portal-shell spec §2). */
export function lockPageScroll(): void {
  if (isLocked) return;
  isLocked = true;
  savedScrollY = window.scrollY;
  const { style } = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  style.position = 'fixed';
  style.top = `-${savedScrollY}px`;
  style.insetInline = '0';
  style.paddingInlineEnd = scrollbar > 0 ? `${scrollbar}px` : '';
}

/** Releases the page and puts it back at the remembered position. */
export function unlockPageScroll(): void {
  if (!isLocked) return;
  isLocked = false;
  const { style } = document.body;
  style.position = '';
  style.top = '';
  style.insetInline = '';
  style.paddingInlineEnd = '';
  window.scrollTo({ top: savedScrollY, behavior: 'instant' });
}
