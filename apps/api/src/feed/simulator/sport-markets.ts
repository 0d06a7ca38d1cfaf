// Which market a sport shows in match lists (main) and beside it (secondary).
export interface SportMarkets {
  main: { id: number; outcomes: number };
  secondary?: { id: number; outcomes: number };
}

export const SPORT_MARKETS: Record<string, SportMarkets> = {
  soccer: { main: { id: 1, outcomes: 3 }, secondary: { id: 18, outcomes: 2 } },
  'ice-hockey': { main: { id: 1, outcomes: 3 }, secondary: { id: 18, outcomes: 2 } },
  basketball: { main: { id: 219, outcomes: 2 }, secondary: { id: 225, outcomes: 2 } },
  'american-football': { main: { id: 219, outcomes: 2 }, secondary: { id: 225, outcomes: 2 } },
  tennis: { main: { id: 186, outcomes: 2 }, secondary: { id: 204, outcomes: 2 } },
  'table-tennis': { main: { id: 186, outcomes: 2 } },
  cricket: { main: { id: 340, outcomes: 2 } },
  cs2: { main: { id: 186, outcomes: 2 } },
  dota2: { main: { id: 186, outcomes: 2 } },
  lol: { main: { id: 186, outcomes: 2 } },
};
