import { describe, expect, it } from 'vitest';
import {
  activeAccount,
  currencySwitch,
  displayName,
  isLoggedInProfile,
  usePlayer,
} from './player-store';

describe('changing the currency calls the platform only when it changes something', () => {
  it('does nothing for the active currency', () => {
    expect(currencySwitch('EUR', 'EUR', ['EUR', 'BTC'])).toBe('none');
  });

  it('switches to an existing account that differs', () => {
    expect(currencySwitch('BTC', 'EUR', ['EUR', 'BTC'])).toBe('switch');
  });

  it('opens an account in a currency the player does not hold yet', () => {
    expect(currencySwitch('USD', 'EUR', ['EUR', 'BTC'])).toBe('open');
  });
});

describe('profile', () => {
  it('counts as logged in when an e-mail or an auth phone is present', () => {
    expect(isLoggedInProfile({ email: 'a@b.example', auth_phone_number: null })).toBe(true);
    expect(isLoggedInProfile({ email: null, auth_phone_number: '+4915112345678' })).toBe(true);
    expect(isLoggedInProfile({ email: null, auth_phone_number: null })).toBe(false);
  });

  it('shows first and last name, else nickname, e-mail or phone', () => {
    expect(displayName({ first_name: 'Demo', last_name: 'Player', nickname: 'dp' })).toBe(
      'Demo Player',
    );
    expect(displayName({ first_name: null, last_name: null, nickname: 'dp' })).toBe('dp');
    expect(displayName({ nickname: '', email: 'a@b.example' })).toBe('a@b.example');
    expect(displayName({ email: null, mobile_phone: '+4915112345678' })).toBe('+4915112345678');
  });

  it('plays with the active account', () => {
    const accounts = [
      { currency: 'EUR', balance: 1, active: false },
      { currency: 'BTC', balance: 2, active: true },
    ];
    expect(activeAccount(accounts)?.currency).toBe('BTC');
  });
});

describe('balance announcements', () => {
  it('keep the balance of the latest ledger entry when they arrive out of order', () => {
    usePlayer.setState({ accounts: [{ currency: 'EUR', balance: 1000, active: true }] });
    const balance = () => usePlayer.getState().accounts[0]?.balance;
    usePlayer.getState().setBalance('EUR', 1190, 12);
    usePlayer.getState().setBalance('EUR', 1000, 11);
    expect(balance()).toBe(1190);
    usePlayer.getState().setBalance('EUR', 1200, 13);
    expect(balance()).toBe(1200);
    // A balance answered by a call (no entry) is always shown.
    usePlayer.getState().setBalance('EUR', 5000);
    expect(balance()).toBe(5000);
  });
});
