// Money is an integer count of a currency's smallest unit; never a float.

declare const minorBrand: unique symbol;
/** An amount in a currency's minor units (cents for EUR, satoshi-scale units for BTC). */
export type MinorUnits = number & { readonly [minorBrand]: 'MinorUnits' };

export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`money must be a safe integer of minor units, got ${value}`);
  }
  return value as MinorUnits;
}
