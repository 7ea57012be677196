/**
 * Toasts never cover buttons: the page keeps room for them at its foot (--toast-room, added to the
 * main column's bottom padding, so anything can scroll clear of them), and when a toast arrives
 * over a button or field drawn in the viewport, the page scrolls just enough to lift it clear.
 */
const CONTROLS = 'button, input, select, textarea';
const GAP = 8;

/** The window scroll at which no control of the page lies under a strip of `height` at the foot. */
function clearScroll(height: number, region: Element): number | null {
  const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter((el) => !region.contains(el) && !el.closest('[role="dialog"]'))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ top: r.top + scrollY, bottom: r.bottom + scrollY }));
  let y = scrollY;
  for (let round = 0; round < 20; round++) {
    const zoneTop = y + innerHeight - height;
    const under = controls.filter((r) => r.bottom > zoneTop && r.top < y + innerHeight);
    if (!under.length) return y === scrollY ? null : y;
    y = Math.max(...under.map((r) => r.bottom)) - innerHeight + height + GAP;
  }
  return y;
}

export function keepToastRoom(region: HTMLElement, count: number): void {
  const height = count ? Math.ceil(innerHeight - region.getBoundingClientRect().top) + GAP : 0;
  document.documentElement.style.setProperty('--toast-room', `${height}px`);
  if (!count) return;
  const y = clearScroll(height, region);
  if (y !== null) scrollTo({ top: y, behavior: 'instant' });
}
