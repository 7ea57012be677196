// @vitest-environment happy-dom
/**
 * React Navigation's own CardContent (the installed package's file, run as the app runs it) on a
 * touch screen that the stack fills: without the fix it writes an inline <style>, which the
 * Content-Security-Policy refuses; with it, no style element appears, before or after the stack
 * stops filling the page and fills it again.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installStackViewportFix, STACK_VIEWPORT_FIX_ID } from './stackViewportFix';

type Layout = { width: number; height: number };
let CardContent: ComponentType<{ enabled: boolean; layout: Layout }>;

beforeAll(async () => {
  const root = dirname(createRequire(import.meta.url).resolve('@react-navigation/stack/package.json'));
  const file = pathToFileURL(join(root, 'lib/module/views/Stack/CardContent.js')).href;
  ({ CardContent } = (await import(/* @vite-ignore */ file)) as { CardContent: typeof CardContent });
  // A touch screen, as on a phone.
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
});

afterEach(() => {
  const el = document.getElementById(STACK_VIEWPORT_FIX_ID);
  // The decoy's own remove() does nothing, by design.
  el?.parentNode?.removeChild(el);
});

/** The body's size, as the stack compares it with its layout. */
const page = (): Layout => ({ width: document.body.clientWidth, height: document.body.clientHeight });
const styles = () => document.head.querySelectorAll('style#' + STACK_VIEWPORT_FIX_ID).length;

describe('the stack viewport fix', () => {
  it('without it, the stack writes an inline <style> on a touch screen (what the policy refuses)', () => {
    const view = render(<CardContent enabled layout={page()} />);
    expect(styles()).toBe(1);
    view.unmount();
  });

  it('with it, the stack writes no style element, even after it stopped filling the page', () => {
    installStackViewportFix();
    const view = render(<CardContent enabled layout={page()} />);
    expect(styles()).toBe(0);
    // Not filling the page: the stack removes the element it knows, then fills the page again.
    view.rerender(<CardContent enabled layout={{ width: page().width + 1, height: page().height + 1 }} />);
    view.rerender(<CardContent enabled layout={page()} />);
    expect(styles()).toBe(0);
    expect(document.getElementById(STACK_VIEWPORT_FIX_ID)?.tagName).toBe('TEMPLATE');
    view.unmount();
  });
});
