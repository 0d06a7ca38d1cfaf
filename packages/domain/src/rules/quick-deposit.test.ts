import { describe, expect, it } from 'vitest';
import { offersQuickDeposit } from './quick-deposit';

describe('quick deposit is offered by its flags (spec 5)', () => {
  it('quick_deposit offers it to every player', () => {
    expect(offersQuickDeposit({ quick_deposit: true }, [])).toBe(true);
  });

  it('quick_deposit_test offers it only to players in the spi_test group', () => {
    const flags = { quick_deposit: false, quick_deposit_test: true };
    expect(offersQuickDeposit(flags, ['spi_test'])).toBe(true);
    expect(offersQuickDeposit(flags, ['gold'])).toBe(false);
    expect(offersQuickDeposit(flags, undefined)).toBe(false);
  });

  it('neither flag: the platform deposit page instead', () => {
    expect(offersQuickDeposit({}, ['spi_test'])).toBe(false);
    expect(offersQuickDeposit(undefined, ['spi_test'])).toBe(false);
  });
});
