import { describe, expect, it, vi } from 'vitest';
import { isValidCustomReply, isValidForward, parseConsent } from './messaging';

describe('messaging consent', () => {
  it('accepts allowed and denied', () => {
    expect(parseConsent('allowed')).toBe('allowed');
    expect(parseConsent('denied')).toBe('denied');
  });
  it('logs and ignores anything else', () => {
    const log = vi.fn();
    expect(parseConsent('unknown', log)).toBeNull();
    expect(parseConsent(3, log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('forward message', () => {
  const conv = { topic: 't', peerAddress: '0xabc' };
  it('needs non-empty conversation and message arrays', () => {
    expect(isValidForward([conv], [{ text: 'hi' }])).toBe(true);
    expect(isValidForward([], [{ text: 'hi' }])).toBe(false);
    expect(isValidForward([conv], [])).toBe(false);
    expect(isValidForward(null, [{}])).toBe(false);
  });
  it('each conversation needs topic and peerAddress', () => {
    expect(isValidForward([conv, { topic: 't2' }], [{}])).toBe(false);
    expect(isValidForward([{ peerAddress: '0x1' }], [{}])).toBe(false);
  });
});

describe('custom reply', () => {
  const ok = { repliedMessage: 'a', repliedMessageId: '1', message: 'b', senderAddress: '0xdef' };
  it('needs all four fields and a sender starting with 0x', () => {
    expect(isValidCustomReply(ok)).toBe(true);
    expect(isValidCustomReply({ ...ok, message: '' })).toBe(false);
    expect(isValidCustomReply({ ...ok, repliedMessageId: undefined })).toBe(false);
    expect(isValidCustomReply({ ...ok, senderAddress: 'def' })).toBe(false);
  });
});
