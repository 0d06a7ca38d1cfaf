// @vitest-environment jsdom
// A used-up session or activity limit stops betting: Place is disabled and says why.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlayTime } from '@/features/responsible';
import { placeButton, renderMatchesAndSlip, signIn } from './slip-content.test-support';

describe('the slip while play time stops betting', () => {
  afterEach(() => usePlayTime.setState({ dialog: null, blocked: null }));

  it('disables Place with the session limit as its reason, until a new sign-in', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('5');
    expect(page.slip.getByRole('button', placeButton('€5.00'))).toHaveProperty('disabled', false);

    act(() => usePlayTime.setState({ blocked: 'session_limit' }));
    const place = page.slip.getByRole('button', placeButton('€5.00'));
    expect(place).toHaveProperty('disabled', true);
    const reason = page.slip.getByText('Betting is paused: your session time limit is reached.');
    expect(place.getAttribute('aria-describedby')).toBe(reason.id);

    act(() => usePlayTime.setState({ blocked: 'activity_limit' }));
    expect(page.slip.getByText('Betting is paused: your activity limit is reached.')).toBeTruthy();

    act(() => usePlayTime.setState({ dialog: null, blocked: null }));
    expect(page.slip.getByRole('button', placeButton('€5.00'))).toHaveProperty('disabled', false);
  });
});
