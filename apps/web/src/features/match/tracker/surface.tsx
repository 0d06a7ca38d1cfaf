// The playing surface a tracker draws: a pitch, a court, a table-tennis table, a cricket ground, a
// gridiron or an esports map, the home side on the scoreboard's side (left, or right in a right-to-left page)
// attacking the other end, and a marker where the last event happened.
import { ESPORTS } from './tracker-events';
import styles from './live-tracker.module.css';

export type SurfaceKind =
  'pitch' | 'court' | 'net' | 'table' | 'rink' | 'oval' | 'gridiron' | 'map';

export function surfaceOf(sportKey: string): SurfaceKind {
  if (sportKey === 'basketball') return 'court';
  if (sportKey === 'tennis' || sportKey === 'volleyball') return 'net';
  if (sportKey === 'table-tennis') return 'table';
  if (sportKey === 'ice-hockey') return 'rink';
  if (sportKey === 'cricket') return 'oval';
  if (sportKey === 'american-football') return 'gridiron';
  if (ESPORTS.has(sportKey)) return 'map';
  return 'pitch';
}

const W = 200;
const H = 120;

function Markings({ kind }: { kind: SurfaceKind }) {
  if (kind === 'net')
    return (
      <>
        <rect x="20" y="15" width="160" height="90" />
        <line x1="20" y1="30" x2="180" y2="30" />
        <line x1="20" y1="90" x2="180" y2="90" />
        <line x1="60" y1="30" x2="60" y2="90" />
        <line x1="140" y1="30" x2="140" y2="90" />
        <line x1="60" y1="60" x2="140" y2="60" />
        <line x1="100" y1="10" x2="100" y2="110" className={styles.net} />
      </>
    );
  if (kind === 'court')
    return (
      <>
        <rect x="6" y="6" width="188" height="108" />
        <line x1="100" y1="6" x2="100" y2="114" />
        <circle cx="100" cy="60" r="12" />
        <rect x="6" y="42" width="38" height="36" />
        <rect x="156" y="42" width="38" height="36" />
        <path d="M6 14 H20 A46 46 0 0 1 20 106 H6" />
        <path d="M194 14 H180 A46 46 0 0 0 180 106 H194" />
      </>
    );
  if (kind === 'rink')
    return (
      <>
        <rect x="6" y="6" width="188" height="108" rx="26" />
        <line x1="100" y1="6" x2="100" y2="114" className={styles.red} />
        <line x1="70" y1="6" x2="70" y2="114" className={styles.blue} />
        <line x1="130" y1="6" x2="130" y2="114" className={styles.blue} />
        <circle cx="100" cy="60" r="10" />
        <line x1="18" y1="20" x2="18" y2="100" className={styles.red} />
        <line x1="182" y1="20" x2="182" y2="100" className={styles.red} />
      </>
    );
  if (kind === 'table')
    // The table's edge, its centre line and the net across it.
    return (
      <>
        <rect x="24" y="22" width="152" height="76" />
        <line x1="24" y1="60" x2="176" y2="60" />
        <line x1="100" y1="16" x2="100" y2="104" className={styles.net} />
      </>
    );
  if (kind === 'oval')
    // The boundary, the inner fielding circle and the pitch with its creases.
    return (
      <>
        <ellipse cx="100" cy="60" rx="94" ry="54" />
        <ellipse cx="100" cy="60" rx="54" ry="32" strokeDasharray="3 3" />
        <rect x="84" y="56" width="32" height="8" className={styles.strip} />
        <line x1="88" y1="54" x2="88" y2="66" />
        <line x1="112" y1="54" x2="112" y2="66" />
      </>
    );
  if (kind === 'gridiron')
    // End zones and a line every ten yards.
    return (
      <>
        <rect x="6" y="6" width="188" height="108" />
        <line x1="22" y1="6" x2="22" y2="114" />
        <line x1="178" y1="6" x2="178" y2="114" />
        {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
          <line
            key={n}
            x1={22 + n * 15.6}
            y1="6"
            x2={22 + n * 15.6}
            y2="114"
            className={n === 5 ? undefined : styles.faint}
          />
        ))}
      </>
    );
  if (kind === 'map')
    // A base at each end and three lanes between them.
    return (
      <>
        <rect x="6" y="6" width="188" height="108" rx="10" />
        <rect x="10" y="48" width="20" height="24" rx="3" />
        <rect x="170" y="48" width="20" height="24" rx="3" />
        <path d="M20 48 V18 H180 V48" />
        <line x1="30" y1="60" x2="170" y2="60" />
        <path d="M20 72 V102 H180 V72" />
      </>
    );
  return (
    <>
      <rect x="6" y="6" width="188" height="108" />
      <line x1="100" y1="6" x2="100" y2="114" />
      <circle cx="100" cy="60" r="14" />
      <rect x="6" y="32" width="28" height="56" />
      <rect x="166" y="32" width="28" height="56" />
      <rect x="6" y="46" width="10" height="28" />
      <rect x="184" y="46" width="10" height="28" />
    </>
  );
}

export function Surface({
  kind,
  label,
  home,
  away,
  focus,
  pulse,
  rtl,
}: {
  kind: SurfaceKind;
  /** The drawing's text alternative: score, clock and the last event. */
  label: string;
  home: string;
  away: string;
  /** Where the last event happened: at the end a side attacks, or the centre (a new period). */
  focus: 'home' | 'away' | 'centre' | null;
  /** Changes with every event, so the marker's animation plays again. */
  pulse: number;
  /** A right-to-left page: home stands on the right and attacks to the left. */
  rtl: boolean;
}) {
  // A side scores at the end it attacks: the far end from where it stands.
  const attacks = (side: 'home' | 'away') => ((side === 'home') !== rtl ? W - 22 : 22);
  const x = focus === 'home' || focus === 'away' ? attacks(focus) : W / 2;
  const [left, right] = rtl ? [`${away} →`, `← ${home}`] : [`${home} →`, `← ${away}`];
  return (
    <svg
      className={styles.surface}
      data-surface={kind}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      // Coordinates are drawn left to right whatever the page's direction.
      direction="ltr"
    >
      <g className={styles.lines}>
        <Markings kind={kind} />
      </g>
      <text x="10" y="16" className={styles.side}>
        {left}
      </text>
      <text x={W - 10} y="16" className={styles.side} textAnchor="end">
        {right}
      </text>
      {focus ? (
        <g key={pulse} className={styles.marker}>
          <circle cx={x} cy={H / 2} r="9" className={styles.halo} />
          <circle cx={x} cy={H / 2} r="4" className={styles.dot} />
        </g>
      ) : null}
    </svg>
  );
}
