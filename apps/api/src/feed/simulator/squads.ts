// Simulated squads: every team of the catalogue has a fixed, made-up squad (the catalogue's team
// names are real, its players are not), drawn from a seed of the team's name so a team keeps the
// same players across restarts and machines. A match's line-up is the squad's starters and bench.
import { createRng } from './rng';

export type SquadSport = 'soccer' | 'basketball' | 'ice-hockey';

export interface SquadPlayer {
  /** Stable across restarts: the team's slug and the shirt number. */
  id: string;
  name: string;
  shirt: number;
  /** Soccer: GK, DF, MF, FW; basketball: G, F, C; ice hockey: G, D, F. */
  position: string;
  starter: boolean;
}

const FIRST_NAMES = [
  'Adam',
  'Aleksander',
  'Andrés',
  'Bruno',
  'Carlos',
  'Daniel',
  'David',
  'Diego',
  'Emil',
  'Erik',
  'Fabio',
  'Felix',
  'Gabriel',
  'Hugo',
  'Ivan',
  'Jakub',
  'Jonas',
  'Julian',
  'Kai',
  'Karim',
  'Leon',
  'Lucas',
  'Luka',
  'Marco',
  'Mateo',
  'Max',
  'Milan',
  'Nico',
  'Noah',
  'Omar',
  'Oscar',
  'Pablo',
  'Paul',
  'Pedro',
  'Rafael',
  'Ruben',
  'Sami',
  'Simon',
  'Theo',
  'Tomás',
  'Victor',
  'Yusuf',
];

const LAST_NAMES = [
  'Almeida',
  'Andersen',
  'Baker',
  'Berg',
  'Bianchi',
  'Costa',
  'Dahl',
  'Delgado',
  'Dubois',
  'Fischer',
  'Fontaine',
  'Garcia',
  'Hansen',
  'Haddad',
  'Ivanov',
  'Jensen',
  'Kowalski',
  'Kraus',
  'Lambert',
  'Lindqvist',
  'Mendes',
  'Moreau',
  'Novak',
  'Okafor',
  'Olsen',
  'Petrov',
  'Ribeiro',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Sousa',
  'Tanaka',
  'Torres',
  'Varga',
  'Vidal',
  'Weber',
  'Yilmaz',
  'Zielinski',
  'Ward',
];

/** Positions of the starters then the bench, per sport. */
const SHAPES: Record<SquadSport, { starters: string[]; bench: string[] }> = {
  soccer: {
    starters: ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'],
    bench: ['GK', 'DF', 'DF', 'MF', 'MF', 'FW', 'FW'],
  },
  basketball: {
    starters: ['G', 'G', 'F', 'F', 'C'],
    bench: ['G', 'G', 'F', 'F', 'C', 'F', 'G'],
  },
  'ice-hockey': {
    starters: ['G', 'D', 'D', 'F', 'F', 'F'],
    bench: ['G', 'D', 'D', 'D', 'D', 'F', 'F', 'F', 'F', 'F', 'F', 'F', 'F', 'F', 'F'],
  },
};

/** A string's 32-bit FNV-1a hash: the seed of a team's squad. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const cache = new Map<string, SquadPlayer[]>();

/** The squad of a team in a sport: starters first, then the bench; no two players share a name. */
export function squadOf(team: string, sport: SquadSport): SquadPlayer[] {
  const key = `${sport}:${team}`;
  const known = cache.get(key);
  if (known) return known;
  const rng = createRng(hash(key));
  const shape = SHAPES[sport];
  const names = new Set<string>();
  const shirts = new Set<number>();
  const players: SquadPlayer[] = [];
  const add = (position: string, starter: boolean) => {
    let name: string;
    do name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    while (names.has(name));
    names.add(name);
    let shirt: number;
    do shirt = players.length === 0 ? 1 : rng.int(2, 99);
    while (shirts.has(shirt));
    shirts.add(shirt);
    players.push({ id: `${slug(team)}-${shirt}`, name, shirt, position, starter });
  };
  for (const position of shape.starters) add(position, true);
  for (const position of shape.bench) add(position, false);
  cache.set(key, players);
  return players;
}
