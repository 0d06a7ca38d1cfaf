import { describe, expect, it } from 'vitest';
import {
  affiliateCookie,
  consumeUrlParams,
  mergeTracking,
  sportsbookPath,
  TRACKING_PARAMS,
} from './url-params';

describe('tracking parameters are captured and then removed from the URL', () => {
  it('takes ctag, btag, stag, qtag and gclid and keeps every other parameter', () => {
    const consumed = consumeUrlParams(
      '?ctag=c1&btag=b1&stag=s1&qtag=q1&gclid=g1&betcode=ABC&day=2099-01-01',
    );
    expect(consumed.tracking).toEqual({
      ctag: 'c1',
      btag: 'b1',
      stag: 's1',
      qtag: 'q1',
      gclid: 'g1',
    });
    expect(consumed.search).toBe('?betcode=ABC&day=2099-01-01');
    expect(consumed.changed).toBe(true);
  });

  it('leaves no question mark when nothing else was there', () => {
    expect(consumeUrlParams('?stag=aff_7').search).toBe('');
  });

  it('removes an empty tag without storing it', () => {
    const consumed = consumeUrlParams('?btag=&x=1');
    expect(consumed.tracking).toEqual({});
    expect(consumed.search).toBe('?x=1');
    expect(consumed.changed).toBe(true);
  });

  it('changes nothing on a URL without them', () => {
    expect(consumeUrlParams('?modal=signIn')).toEqual({
      tracking: {},
      redirect: null,
      search: '?modal=signIn',
      changed: false,
    });
  });

  it('knows exactly the five tags of the spec', () => {
    expect([...TRACKING_PARAMS]).toEqual(['ctag', 'btag', 'stag', 'qtag', 'gclid']);
  });

  it('replaces an older value of a tag seen again and keeps the others', () => {
    expect(mergeTracking({ stag: 'old', ctag: 'c', junk: 1 }, { stag: 'new' })).toEqual({
      stag: 'new',
      ctag: 'c',
    });
    expect(mergeTracking('not an object', { gclid: 'g' })).toEqual({ gclid: 'g' });
  });
});

describe('stag goes into the affiliate_id cookie for 30 days when enabled', () => {
  it('writes the cookie only when the site enables it and a stag arrived', () => {
    expect(affiliateCookie({ stag: 'aff_7' }, true)).toEqual({
      name: 'affiliate_id',
      value: 'aff_7',
      days: 30,
    });
    expect(affiliateCookie({ stag: 'aff_7' }, false)).toBeNull();
    expect(affiliateCookie({ btag: 'b' }, true)).toBeNull();
  });
});

describe('the redirect parameter after quick deposit is handled and removed', () => {
  it('follows a path inside /sports, relative to the base', () => {
    const consumed = consumeUrlParams('?redirect=%2Fsports%2Flive%3Ftab%3D1&stag=s');
    expect(consumed.redirect).toBe('/live?tab=1');
    expect(consumed.search).toBe('');
  });

  it('drops targets outside the sportsbook', () => {
    expect(sportsbookPath('https://evil.example/sports')).toBeNull();
    expect(sportsbookPath('//evil.example/sports')).toBeNull();
    expect(sportsbookPath('/sportsbook-fake')).toBeNull();
    expect(sportsbookPath('/sports//evil.example')).toBeNull();
    expect(sportsbookPath('/sports\\evil')).toBeNull();
    expect(sportsbookPath('/casino')).toBeNull();
    expect(consumeUrlParams('?redirect=https://evil.example').redirect).toBeNull();
  });

  it('maps the base itself to the home page', () => {
    expect(sportsbookPath('/sports')).toBe('/');
    expect(sportsbookPath('/sports?x=1')).toBe('/?x=1');
    expect(sportsbookPath('/sports/de/live')).toBe('/de/live');
  });
});
