'use client';
// A specimen of the filled slip, laid out once while the page is idle and then removed, never
// seen nor reachable. The first layout of the slip's parts (their type sizes and weights, the
// stake field, the words of its labels) costs the browser about three times a later one: done
// here ahead of time, the first tap on a price lays out the slip as fast as a later tap does
// (docs/performance.md, first-tap). It mirrors what the tap's first frame shows (selection row,
// bet line, stake field) and the foot that follows, with the same classes.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styles from './betslip.module.css';

/** Once per page: later renders of the column never lay the specimen out again. */
let laidOut = false;

/**
 * Laid out, never painted, scrolled to nor overflowing: a zero-height box at the page's corner.
 * Kept here rather than in the slip's style sheet, which every page loads.
 */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  width: 288,
  height: 0,
  overflow: 'hidden',
  contain: 'strict',
  visibility: 'hidden',
  pointerEvents: 'none',
};

export function SlipSpecimen() {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(laidOut);
  useLayoutEffect(() => {
    if (laidOut || !ref.current) return;
    laidOut = true;
    // The layout itself is the point: read a size so it happens now, not in a later frame.
    ref.current.getBoundingClientRect();
    const frame = requestAnimationFrame(() => setDone(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (done || typeof document === 'undefined') return null;
  const odds = '2.10';
  return createPortal(
    <div ref={ref} style={HIDDEN} aria-hidden="true" inert>
      <ul className={styles.selections}>
        <li className={styles.selection}>
          <div className={styles.selectionText}>
            <span className={styles.outcome}>{intl.formatMessage({ id: 'betslip.draw' })}</span>
            <span className={styles.market}>1X2</span>
            <span className={styles.match}>A – B</span>
          </div>
          <div className={styles.selectionSide}>
            <span className={styles.price}>{odds}</span>
            <button type="button" className={styles.remove} tabIndex={-1}>
              ×
            </button>
          </div>
        </li>
      </ul>
      <div className={styles.bet}>
        <p className={styles.betLine}>
          <span>{intl.formatMessage({ id: 'betslip.type.single' })}</span>
          <strong>{odds}</strong>
        </p>
        <div className={styles.stake}>
          <span className={styles.stakeLabel}>{intl.formatMessage({ id: 'betslip.stake' })}</span>
          <div className={styles.stakeField}>
            <input tabIndex={-1} inputMode="decimal" placeholder="0" readOnly />
            <span className={styles.currency}>EUR</span>
          </div>
        </div>
        <div className={styles.quick}>
          <button type="button" tabIndex={-1}>
            5.00
          </button>
        </div>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{intl.formatMessage({ id: 'betslip.total-stake' })}</dt>
          <dd>0.00</dd>
        </div>
      </dl>
      <button type="button" className={styles.primaryButton} tabIndex={-1}>
        {intl.formatMessage({ id: 'betslip.stake' })}
      </button>
    </div>,
    document.body,
  );
}
