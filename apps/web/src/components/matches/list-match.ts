// What a match row reads of a match. The server-rendered list hands each client row only this:
// a sport page of 200 matches carried every match's top markets, venue and tournament details
// into the page's payload and the browser's memory, where no row reads them.
import type { Match } from '@sportsbook/contracts';
import type { SelectionMatch } from '@/components/odds/price-slip';

export type ListMatch = SelectionMatch &
  Pick<
    Match,
    'start_time' | 'statistics' | 'available_markets' | 'main_market' | 'secondary_market'
  >;

const nameOnly = (competitor: Match['competitors']['home']) =>
  competitor ? { name: competitor.name } : null;

export function toListMatch(match: Match): ListMatch {
  const { sport, category } = match.tournament;
  return {
    id: match.id,
    urn_id: match.urn_id,
    slug: match.slug,
    type: match.type,
    name: match.name,
    status: match.status,
    start_time: match.start_time,
    statistics: match.statistics,
    available_markets: match.available_markets,
    main_market: match.main_market,
    secondary_market: match.secondary_market,
    tournament: {
      sport: { key: sport.key },
      category: { id: category.id, slug: category.slug, name: category.name },
    },
    competitors: {
      home: nameOnly(match.competitors.home),
      away: nameOnly(match.competitors.away),
    },
  };
}
