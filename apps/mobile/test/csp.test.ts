/**
 * The mobile shell's Content-Security-Policy: the browser shell's (apps/web/csp.ts: no inline
 * script, no eval) plus two inline style contents allowed by hash (cspStyles.ts), never
 * 'unsafe-inline'. The phone-viewport browser tests (shell.e2e, transfer.e2e) fail on any
 * violation the built app reports (the web harness's openBrowser), so the hashes are checked
 * against what react-native-web and React Navigation really write.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../web/csp';
import { mobileStyleHashes, pressableHoverCss, sha256Source } from '../cspStyles';

const styleSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('style-src '))!
    .split(' ')
    .slice(1);

describe('mobile Content-Security-Policy', () => {
  it('allows the empty style element and the pressable hover CSS by hash, and nothing inline else', () => {
    const hashes = mobileStyleHashes();
    expect(hashes[0]).toBe(`sha256-${createHash('sha256').update('').digest('base64')}`);
    expect(hashes[0]).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    const policy = contentSecurityPolicy({ connect: [], styleHashes: hashes });
    expect(styleSrc(policy)).toEqual(["'self'", ...hashes.map((h) => `'${h}'`)]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("script-src 'self';");
  });

  it('reads the hover CSS as String.raw gives it, and stops on a file of another shape', () => {
    const source = [
      'const css = String.raw;',
      'const CLASS_NAME = `hover_x`;',
      'const CSS_TEXT = css`\n  .${CLASS_NAME} { opacity: 0; }\n  a:hover > .${CLASS_NAME} { opacity: 1; }\n`;',
    ].join('\n');
    expect(pressableHoverCss(source)).toBe(
      '\n  .hover_x { opacity: 0; }\n  a:hover > .hover_x { opacity: 1; }\n',
    );
    expect(mobileStyleHashes(source)[1]).toBe(sha256Source(pressableHoverCss(source)));
    expect(() => pressableHoverCss(source.replace('String.raw', 'dedent'))).toThrow(
      /update apps\/mobile\/cspStyles\.ts/,
    );
    expect(() => pressableHoverCss(source.replace('CSS_TEXT', 'STYLES'))).toThrow(/PlatformPressable/);
  });
});
