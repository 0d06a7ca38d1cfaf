'use client';
// The promotions page's banners: the pictures the content service gives the player's bonuses,
// a wide one for larger screens and a tall one for phones, each opening its bonus's details.
import type { Bonus } from '@sportsbook/contracts';
import { SHOWN_BONUS_STATES } from '@sportsbook/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './promotion-banners.module.css';

/** Below the spec's sm breakpoint (720 px) the phone picture is shown. */
const PHONE_MEDIA = '(max-width: 719px)';

type BannerBonus = Bonus & { banner: NonNullable<Bonus['banner']> };

const hasBanner = (bonus: Bonus): bonus is BannerBonus =>
  bonus.banner !== null && SHOWN_BONUS_STATES.includes(bonus.status);

export function PromotionBanners({
  bonuses,
  onOpen,
}: {
  bonuses: Bonus[];
  onOpen: (bonus: Bonus) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const shown = bonuses.filter(hasBanner);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {intl.formatMessage({ id: 'promotions.banners' })}
      </h2>
      <ul className={styles.list}>
        {shown.map((bonus, index) => (
          <li key={bonus.id} className={styles.item}>
            <button
              type="button"
              className={styles.banner}
              data-testid="promotion-banner"
              onClick={() => onOpen(bonus)}
            >
              <picture>
                <source media={PHONE_MEDIA} srcSet={bonus.banner.mobile} />
                <img
                  className={styles.picture}
                  src={bonus.banner.desktop}
                  alt={bonus.name}
                  width={1200}
                  height={300}
                  // The first banner is in view at once; the others wait for a scroll.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </picture>
              <span className={styles.caption} aria-hidden="true">
                <span className={styles.name}>{bonus.name}</span>
                <span className={styles.description}>{bonus.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
