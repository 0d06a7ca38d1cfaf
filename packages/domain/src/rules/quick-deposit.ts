// Whether a player is offered the quick-deposit dialog (spec section 5, feature flags).

/** The status group that sees quick deposit while it is only on for testing. */
const QUICK_DEPOSIT_TEST_GROUP = 'spi_test';

/**
 * quick_deposit offers it to everyone; quick_deposit_test only to players in the spi_test group.
 * Everyone else deposits on the platform's wallet deposit page.
 */
export function offersQuickDeposit(
  features: { quick_deposit?: boolean; quick_deposit_test?: boolean } | undefined,
  statuses: readonly string[] | undefined,
): boolean {
  if (features?.quick_deposit === true) return true;
  return (
    features?.quick_deposit_test === true && (statuses ?? []).includes(QUICK_DEPOSIT_TEST_GROUP)
  );
}
