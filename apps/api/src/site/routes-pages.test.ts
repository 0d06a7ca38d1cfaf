import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../test/platform';
import { defaultSiteConfigFile, parseSiteConfig } from './site-config';
import { inLocale } from './routes';

const siteFile = () =>
  JSON.parse(readFileSync(defaultSiteConfigFile(), 'utf8')) as Record<string, unknown>;

const page = (overrides: Record<string, unknown> = {}) => ({
  slug: 'house-rules',
  title: { en: 'House rules' },
  body: { en: ['One.'] },
  ...overrides,
});

describe('custom pages in the site configuration', () => {
  const parse = (pages: unknown[]) => parseSiteConfig({ ...siteFile(), pages }, 'test');

  it('defaults to a public, indexed page linked from the footer', () => {
    const [parsed] = parse([page()]).pages;
    expect(parsed).toMatchObject({ requires_login: false, noindex: false, footer: true });
  });

  it('refuses slugs that are not lower-case words joined by hyphens', () => {
    for (const slug of ['House', 'a--b', '-a', 'a_b', 'ä', '', 'x'.repeat(61)]) {
      expect(() => parse([page({ slug })]), slug).toThrow(/pages\.0\.slug/);
    }
  });

  it("refuses a slug the sportsbook's own routes or locales use, and a slug used twice", () => {
    expect(() => parse([page({ slug: 'live' })])).toThrow(/live is a route/);
    expect(() => parse([page({ slug: 'de' })])).toThrow(/de is a route/);
    expect(() => parse([page(), page()])).toThrow(/house-rules is used twice/);
  });

  it('needs a title and a body in at least one locale, with no empty text', () => {
    expect(() => parse([page({ title: {} })])).toThrow(/pages\.0\.title/);
    expect(() => parse([page({ title: { en: '  ' } })])).toThrow(/pages\.0\.title/);
    expect(() => parse([page({ body: { en: [''] } })])).toThrow(/pages\.0\.body/);
    expect(() => parse([page({ title: { english: 'x' } })])).toThrow(/pages\.0\.title/);
  });

  it("picks the asked locale's text, else the default locale's, else the first written", () => {
    const texts = { de: 'Hallo', en: 'Hello' };
    expect(inLocale(texts, 'de', 'en')).toEqual({ locale: 'de', text: 'Hallo' });
    expect(inLocale(texts, 'ar', 'en')).toEqual({ locale: 'en', text: 'Hello' });
    expect(inLocale({ de: 'Hallo' }, 'ar', 'en')).toEqual({ locale: 'de', text: 'Hallo' });
  });
});

describe.each(databaseKinds)('custom pages (GET /api/sb/pages) on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, { LOCALES: 'en,de,pt-BR,ar' });
  });
  afterAll(async () => t.close());

  it('lists the pages with their titles in the asked locale', async () => {
    const res = await new Client(t.app).get('/api/sb/pages?locale=de');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        slug: 'responsible-gaming',
        title: 'Verantwortungsvolles Spielen',
        requires_login: false,
        noindex: false,
        footer: true,
      },
      { slug: 'vip-club', title: 'VIP-Club', requires_login: true, noindex: true, footer: true },
    ]);
  });

  it('answers a public page to anyone, in the locale asked or the default one', async () => {
    const visitor = new Client(t.app);
    const de = (await visitor.get('/api/sb/pages/responsible-gaming?locale=de')).json();
    expect(de).toMatchObject({ locale: 'de', title: 'Verantwortungsvolles Spielen' });
    expect(de.paragraphs).toHaveLength(3);
    const unknownLocale = (await visitor.get('/api/sb/pages/responsible-gaming?locale=fr')).json();
    expect(unknownLocale).toMatchObject({ locale: 'en', title: 'Responsible gaming' });
  });

  it('answers a page for players with 401 to a visitor and its text to a signed-in player', async () => {
    const visitor = await new Client(t.app).get('/api/sb/pages/vip-club');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const { client } = await signUp(t.app);
    // Written in English and German only: Arabic falls back to the default locale.
    const res = await client.get('/api/sb/pages/vip-club?locale=ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'en', title: 'VIP club' });
  });

  it('answers 404 with a code for an unknown slug', async () => {
    const res = await new Client(t.app).get('/api/sb/pages/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PAGE_NOT_FOUND' });
  });
});
