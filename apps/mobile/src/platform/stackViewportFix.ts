/**
 * React Navigation's stack, on a touch screen, writes an inline <style> to keep the body at the
 * window's height on mobile Chrome (CardContent's "mobile-chrome-viewport-fix": `--vh` from
 * innerHeight, recomputed on resize). Its text changes with the window, so no hash can allow it,
 * and the Content-Security-Policy refuses it: a violation on every phone. The page does the same
 * in its stylesheet (page.css: the body is 100dvh, the dynamic viewport the trick emulates), and
 * the stack finds this inert element under the id it looks for, so it never creates its style.
 */
export const STACK_VIEWPORT_FIX_ID = '__react-navigation-stack-mobile-chrome-viewport-fix';

export function installStackViewportFix(doc: Document = document): void {
  if (doc.getElementById(STACK_VIEWPORT_FIX_ID)) return;
  // A <template> renders nothing, and text written into it is never parsed as CSS.
  const inert = doc.createElement('template');
  inert.id = STACK_VIEWPORT_FIX_ID;
  // The stack removes the element whenever it does not fill the page, and would create a real
  // <style> the next time it does: this one stays.
  inert.remove = () => undefined;
  doc.head.appendChild(inert);
}
