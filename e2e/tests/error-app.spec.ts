import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';

const dist = path.resolve(import.meta.dirname, '../../apps/error-app/dist');
const pageOf = (locale: string, file = 'index.html') =>
  pathToFileURL(path.join(dist, locale === 'en' ? '' : locale, file)).href;

test.describe('standalone error app', () => {
  const titles: Array<[string, string, 'ltr' | 'rtl']> = [
    ['en', 'Something went wrong', 'ltr'],
    ['ar', 'حدث خطأ ما', 'rtl'],
    ['de', 'Etwas ist schiefgelaufen', 'ltr'],
    ['en-AU', 'Something went wrong', 'ltr'],
    ['en-CA', 'Something went wrong', 'ltr'],
    ['et', 'Midagi läks valesti', 'ltr'],
    ['fr-CA', "Une erreur s'est produite", 'ltr'],
    ['it', 'Qualcosa è andato storto', 'ltr'],
  ];

  for (const [locale, title, dir] of titles) {
    test(`serves the error page in ${locale}`, async ({ page }) => {
      await page.goto(pageOf(locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('link')).toHaveAttribute('href', '/sports');
    });
  }

  test('has a not-found page and no serious accessibility violations', async ({ page }) => {
    await page.goto(pageOf('en', '404.html'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectAccessible(page);
  });
});
