// Shared steps for the browser tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ApiMatch {
  id: number;
  slug: string;
  status: number;
  name: string;
  tournament: { slug: string; sport: { key: string }; category: { slug: string } };
  competitors: { home: { name: string } | null; away: { name: string } | null };
}

export async function findMatch(request: APIRequestContext, query: string): Promise<ApiMatch> {
  const res = await request.get(`/api/sb/matches?${query}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const match = data[0];
  if (!match) throw new Error(`no match for ${query}`);
  return match;
}

export const matchPath = (match: ApiMatch) => `/sports/${match.tournament.sport.key}/${match.slug}`;

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
