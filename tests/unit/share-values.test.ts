import { describe, expect, it } from 'vitest';
import { linkWithChannel, platformOfHost, shareUrlKey, shareUrlProblem } from '../../src/domain/contract/share-values.ts';
import { SHARE_INTENTS } from '../../src/features/community/share-links.ts';

describe('share address rules', () => {
  it('says why an address cannot be sent', () => {
    expect(shareUrlProblem('  ', ['x'])).toBe('empty');
    expect(shareUrlProblem('javascript:alert(1)', ['x'])).toBe('notHttp');
    expect(shareUrlProblem('x.com/a/status/1', ['x'])).toBe('notHttp');
    expect(shareUrlProblem('https://evilx.com/a', ['x'])).toBe('wrongPlatform');
    expect(shareUrlProblem('https://x.com.evil.example/a', ['x'])).toBe('wrongPlatform');
    expect(shareUrlProblem('https://m.facebook.com/post/1', ['facebook'])).toBeNull();
    expect(shareUrlProblem('https://wa.me/5511999999999', ['facebook'])).toBe('wrongPlatform');
  });

  it('finds the platform of subdomains only', () => {
    expect(platformOfHost('chat.whatsapp.com')).toBe('whatsapp');
    expect(platformOfHost('twitter.com.')).toBe('x');
    expect(platformOfHost('notfacebook.com')).toBeNull();
  });

  it('gives one key to one post however it is written', () => {
    const key = shareUrlKey('https://x.com/premia/status/1');
    for (const same of ['http://www.x.com/premia/status/1/', 'https://X.COM/premia/status/1#reply', 'https://mobile.x.com/premia/status/1']) {
      expect(shareUrlKey(same)).toBe(key);
    }
    expect(shareUrlKey('https://x.com/premia/status/2')).not.toBe(key);
    expect(shareUrlKey('https://facebook.com/permalink.php?story=1')).not.toBe(shareUrlKey('https://facebook.com/permalink.php?story=2'));
  });

  it('adds the channel to campaign links and builds each platform’s share address', () => {
    const link = linkWithChannel('https://www.example.com/premia/roda?x=1', 'canal7');
    expect(new URL(link).searchParams.get('channel_from')).toBe('canal7');
    const content = { text: 'Venha jogar & ganhar', link };
    expect(SHARE_INTENTS.whatsapp(content)).toMatch(/^https:\/\/wa\.me\/\?text=Venha%20jogar%20%26%20ganhar%20https/);
    expect(new URL(SHARE_INTENTS.facebook(content)).searchParams.get('u')).toBe(link);
    expect(new URL(SHARE_INTENTS.telegram(content)).searchParams.get('url')).toBe(link);
    expect(new URL(SHARE_INTENTS.x(content)).searchParams.get('url')).toBe(link);
  });
});
