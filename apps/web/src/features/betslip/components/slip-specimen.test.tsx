// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { SlipSpecimen } from './slip-specimen';

describe('the filled slip specimen', () => {
  it('is laid out once outside the slip, hidden from everyone, then removed for good', async () => {
    const first = renderPage(<SlipSpecimen />);
    const specimen = document.body.querySelector('[inert]');
    expect(specimen).not.toBeNull();
    expect(specimen?.getAttribute('aria-hidden')).toBe('true');
    expect(specimen?.closest('#betslip')).toBeNull();
    // Nothing in it can be reached: no control by role, none in the tab order.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    for (const control of specimen?.querySelectorAll('input, button') ?? []) {
      expect(control.getAttribute('tabindex')).toBe('-1');
    }
    await waitFor(() => expect(document.body.querySelector('[inert]')).toBeNull());
    first.unmount();

    // The column renders it again after a selection was cleared: the page is laid out already.
    renderPage(<SlipSpecimen />);
    expect(document.body.querySelector('[inert]')).toBeNull();
  });
});
