// The two icon sets the web app draws from one cached sprite: general UI icons and sport icons.
// 24×24 outline icons, stroke follows currentColor.

import { ICONS_VERSION } from '@sportsbook/contracts';

export { ICONS_VERSION };

const stroke =
  'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

const GENERAL_ICONS: Record<string, string> = {
  live: `<circle cx="12" cy="12" r="3" fill="currentColor"/><path ${stroke} d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14"/>`,
  star: `<path ${stroke} d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>`,
  search: `<circle ${stroke} cx="11" cy="11" r="6.5"/><path ${stroke} d="m16 16 4.5 4.5"/>`,
  close: `<path ${stroke} d="M6 6l12 12M18 6 6 18"/>`,
  'chevron-right': `<path ${stroke} d="m9 5 7 7-7 7"/>`,
  'chevron-down': `<path ${stroke} d="m5 9 7 7 7-7"/>`,
  clock: `<circle ${stroke} cx="12" cy="12" r="8.5"/><path ${stroke} d="M12 7.5V12l3 2"/>`,
  ticket: `<path ${stroke} d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5z"/><path ${stroke} d="M9 9h6M9 12h6M9 15h4"/>`,
  bell: `<path ${stroke} d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"/>`,
  user: `<circle ${stroke} cx="12" cy="8" r="4"/><path ${stroke} d="M4.5 20a7.5 7.5 0 0 1 15 0"/>`,
  settings: `<circle ${stroke} cx="12" cy="12" r="3"/><path ${stroke} d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"/>`,
  trophy: `<path ${stroke} d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M9.5 17h5"/>`,
  calendar: `<rect ${stroke} x="4" y="5.5" width="16" height="15" rx="2"/><path ${stroke} d="M4 10h16M8.5 3.5v4M15.5 3.5v4"/>`,
  'arrow-up': `<path ${stroke} d="M12 19V5M6 11l6-6 6 6"/>`,
  'arrow-down': `<path ${stroke} d="M12 5v14M6 13l6 6 6-6"/>`,
  lock: `<rect ${stroke} x="5" y="10.5" width="14" height="10" rx="2"/><path ${stroke} d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/>`,
  share: `<circle ${stroke} cx="6" cy="12" r="2.5"/><circle ${stroke} cx="18" cy="6" r="2.5"/><circle ${stroke} cx="18" cy="18" r="2.5"/><path ${stroke} d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6"/>`,
  'bet-builder': `<rect ${stroke} x="4" y="4" width="7" height="7" rx="1.5"/><rect ${stroke} x="13" y="4" width="7" height="7" rx="1.5"/><rect ${stroke} x="4" y="13" width="7" height="7" rx="1.5"/><path ${stroke} d="M16.5 14v6M13.5 17h6"/>`,
};

const SPORT_ICONS: Record<string, string> = {
  soccer: `<circle ${stroke} cx="12" cy="12" r="9"/><path ${stroke} d="m12 7.5 4 2.9-1.5 4.7h-5L8 10.4zM12 3v4.5M16 10.4l4.3-1.4M14.5 15.1l2.7 3.7M9.5 15.1l-2.7 3.7M8 10.4 3.7 9"/>`,
  tennis: `<circle ${stroke} cx="12" cy="12" r="9"/><path ${stroke} d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"/>`,
  basketball: `<circle ${stroke} cx="12" cy="12" r="9"/><path ${stroke} d="M3 12h18M12 3v18M5.6 5.6c2.8 2.8 2.8 10 0 12.8M18.4 5.6c-2.8 2.8-2.8 10 0 12.8"/>`,
  'ice-hockey': `<path ${stroke} d="M6 3l5 13h-5.5a1.5 1.5 0 0 0 0 3H12l1-3M18 3l-5 13"/><ellipse ${stroke} cx="17.5" cy="19" rx="3" ry="1.5"/>`,
  cricket: `<path ${stroke} d="M4 20l9.5-9.5M11 8l5-5 5 5-5 5zM4 20l-1-1 9.5-9.5"/><circle ${stroke} cx="18" cy="18" r="2.5"/>`,
  'american-football': `<ellipse ${stroke} cx="12" cy="12" rx="9.5" ry="6" transform="rotate(-45 12 12)"/><path ${stroke} d="m9 15 6-6M10.5 10.5l1.5 1.5M12 9l1.5 1.5M9 12l1.5 1.5"/>`,
  'table-tennis': `<circle ${stroke} cx="10" cy="10" r="6.5"/><path ${stroke} d="m14.6 14.6 5 5"/><circle cx="19" cy="6" r="2" fill="currentColor"/>`,
  cs2: `<circle ${stroke} cx="12" cy="12" r="7"/><path ${stroke} d="M12 2.5v5M12 16.5v5M2.5 12h5M16.5 12h5"/><circle cx="12" cy="12" r="1.5" fill="currentColor"/>`,
  dota2: `<rect ${stroke} x="3.5" y="3.5" width="17" height="17" rx="3"/><path ${stroke} d="M7 7l10 10M7 11v6h6M17 13V7h-6"/>`,
  lol: `<path ${stroke} d="M7 3h4v15h8l-2 3H7z"/><circle ${stroke} cx="14.5" cy="10" r="5"/>`,
};

/** One SVG sprite: `<symbol id="general-star">`, `<symbol id="sport-soccer">` … */
export function iconSprite(): string {
  const symbols = [
    ...Object.entries(GENERAL_ICONS).map(
      ([name, body]) => `<symbol id="general-${name}" viewBox="0 0 24 24">${body}</symbol>`,
    ),
    ...Object.entries(SPORT_ICONS).map(
      ([name, body]) => `<symbol id="sport-${name}" viewBox="0 0 24 24">${body}</symbol>`,
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" data-version="${ICONS_VERSION}">${symbols.join('')}</svg>`;
}
