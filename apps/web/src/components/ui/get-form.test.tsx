// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetForm } from './get-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const progress = vi.hoisted(() => ({ started: 0 }));
vi.mock('@/lib/route-progress', () => ({
  BASE_PATH: '/sports',
  startRouteProgress: () => {
    progress.started += 1;
  },
}));

afterEach(cleanup);
beforeEach(() => {
  push.mockReset();
  progress.started = 0;
});

function renderForm() {
  render(
    <GetForm action="/live" aria-label="choose">
      <input type="hidden" name="sport" value="soccer" />
      <label>
        <input type="checkbox" name="watch" value="7" /> A – B
      </label>
      <label>
        <input type="checkbox" name="watch" value="9" /> C – D
      </label>
      <button type="submit">Show</button>
    </GetForm>,
  );
  return userEvent.setup();
}

describe('a GET form', () => {
  it('is a plain GET form to the address under the base path before any script runs', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'choose' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/sports/live');
  });

  it('navigates within the app to the address with its fields as the query, with the progress bar', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'A – B' }));
    await user.click(screen.getByRole('checkbox', { name: 'C – D' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(push).toHaveBeenCalledWith('/live?sport=soccer&watch=7&watch=9');
    expect(progress.started).toBe(1);
  });

  it('sends no query mark when no field has a value', async () => {
    render(
      <GetForm action="/live" aria-label="empty">
        <button type="submit">Go</button>
      </GetForm>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    expect(push).toHaveBeenCalledWith('/live');
  });
});
