/**
 * The inline <style> elements the mobile shell's libraries write, allowed by hash so that the
 * Content-Security-Policy (apps/web/csp.ts) keeps refusing every other inline style:
 *
 * - react-native-web creates its style sheet as an EMPTY <style> element and fills it through the
 *   CSSOM (insertRule), which the policy does not govern: only the empty content needs allowing
 *   (an empty style element does nothing by itself).
 * - React Navigation's pressables render one fixed <style> (the hover overlay, CSS_TEXT in
 *   @react-navigation/elements' PlatformPressable): its exact text is read from the installed
 *   package, so an upgrade that changes it changes the hash with it; a package whose file no
 *   longer has that shape stops the build here rather than ship a policy that breaks the page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** React Navigation's hover CSS as the page gets it: String.raw over the class name. */
export function pressableHoverCss(source: string): string {
  const className = /const CLASS_NAME = `([^`$]+)`;/.exec(source)?.[1];
  const template = /const CSS_TEXT = css`([^`]*)`;/.exec(source)?.[1];
  if (!/const css = String\.raw;/.test(source) || !className || template === undefined)
    throw new Error(
      '@react-navigation/elements changed its PlatformPressable styles: update apps/mobile/cspStyles.ts',
    );
  return template.replaceAll('${CLASS_NAME}', className);
}

function installedPressableSource(): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@react-navigation/elements/package.json'));
  return readFileSync(join(root, 'lib/module/PlatformPressable.js'), 'utf8');
}

export function mobileStyleHashes(source = installedPressableSource()): string[] {
  return [sha256Source(''), sha256Source(pressableHoverCss(source))];
}
