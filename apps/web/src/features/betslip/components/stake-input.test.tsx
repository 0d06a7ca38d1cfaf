// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { minorUnits, type MinorUnits } from '@sportsbook/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { en, renderPage } from '@/testing/render';
import { StakeInput } from './stake-input';

/** A stake field over a stake its owner keeps, as the slip and quick bet hold theirs. */
function renderStake(currency = 'EUR', initial = 0, onChange = vi.fn()) {
  let setFromOutside: (stake: MinorUnits) => void = () => undefined;
  function Owner() {
    const [stake, setStake] = useState(minorUnits(initial));
    setFromOutside = setStake;
    return (
      <StakeInput
        value={stake}
        currency={currency}
        label="Stake"
        disabled={false}
        onChange={(next) => {
          onChange(next);
          setStake(next);
        }}
      />
    );
  }
  const page = renderPage(<Owner />);
  return {
    ...page,
    field: () => screen.getByRole('textbox', { name: 'Stake' }),
    onChange,
    setFromOutside: (stake: number) => setFromOutside(minorUnits(stake)),
  };
}

describe('a stake is typed in major units and kept as integer minor units', () => {
  it('turns 12.34 euros into 1234 cents', async () => {
    const page = renderStake();
    await page.user.type(page.field(), '12.34');
    expect(page.onChange).toHaveBeenLastCalledWith(12_34);
  });

  it('takes a decimal comma as well', async () => {
    const page = renderStake();
    await page.user.type(page.field(), '7,5');
    expect(page.onChange).toHaveBeenLastCalledWith(7_50);
  });

  it("reads grouping as the page's locale writes it: 1,000 on an English page is a thousand", async () => {
    const page = renderStake();
    await page.user.type(page.field(), '1,000');
    expect(page.onChange).toHaveBeenLastCalledWith(1_000_00);
  });

  it('names the currency beside the field', () => {
    renderStake('USD');
    expect(screen.getByText('USD')).toBeTruthy();
  });

  it('shows a stake set from outside (a quick stake) in major units', async () => {
    const page = renderStake();
    page.setFromOutside(25_00);
    expect(await screen.findByDisplayValue('25.00')).toBe(page.field());
  });

  it('keeps the text typed when it already says the stake', async () => {
    const page = renderStake();
    await page.user.type(page.field(), '5');
    expect(page.field()).toHaveProperty('value', '5');
  });

  it('starts empty for a stake of 0, with 0 as the placeholder', () => {
    const page = renderStake();
    expect(page.field()).toHaveProperty('value', '');
    expect(page.field().getAttribute('placeholder')).toBe('0');
    expect(page.field().getAttribute('inputmode')).toBe('decimal');
  });

  it('starts with the stake it is given', () => {
    const page = renderStake('EUR', 10_00);
    expect(page.field()).toHaveProperty('value', '10.00');
  });
});

describe('a stake that cannot be read says why, tied to the field', () => {
  it.each([
    ['abc', 'betslip.stake.not_a_number'],
    ['-5', 'betslip.stake.negative'],
    ['1.234', 'betslip.stake.too_precise'],
    ['99999999999999999999', 'betslip.stake.too_large'],
  ] as const)('"%s": %s', async (typed, id) => {
    const page = renderStake();
    await page.user.type(page.field(), typed);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(en(id));
    expect(page.field().getAttribute('aria-invalid')).toBe('true');
    expect(page.field().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('stakes nothing while the text cannot be read, and keeps the text to correct', async () => {
    const page = renderStake();
    await page.user.type(page.field(), '5x');
    expect(page.onChange).toHaveBeenLastCalledWith(0);
    expect(page.field()).toHaveProperty('value', '5x');
    expect(screen.getByRole('alert').textContent).toBe(en('betslip.stake.not_a_number'));
    await page.user.type(page.field(), '{Backspace}');
    expect(page.onChange).toHaveBeenLastCalledWith(5_00);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a stake set from outside over text that cannot be read, and drops the error', async () => {
    const page = renderStake();
    await page.user.type(page.field(), '1e5');
    page.setFromOutside(10_00);
    expect(await screen.findByDisplayValue('10.00')).toBe(page.field());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets the stake to 0 when the field is emptied', async () => {
    const page = renderStake('EUR', 10_00);
    await page.user.clear(page.field());
    expect(page.onChange).toHaveBeenLastCalledWith(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
