// An icon from the API's cached sprite: <Icon set="sport" name="soccer" />.
import { ICONS_VERSION } from '@sportsbook/contracts/constants';

const SPRITE = `/api/sb/fe-api/icons.svg?version=${ICONS_VERSION}`;

export function Icon({
  set,
  name,
  size = 20,
  className,
}: {
  set: 'general' | 'sport';
  name: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE}#${set}-${name}`} />
    </svg>
  );
}
