import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('stores the memory-hard parameters, a salt and the hash; never the password', async () => {
    const stored = await hashPassword('s3cret-password');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored).not.toContain('s3cret');
  });

  it('gives every hash its own salt', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses a wrong or malformed one', async () => {
    const stored = await hashPassword('right-password');
    expect(await verifyPassword('right-password', stored)).toBe(true);
    expect(await verifyPassword('wrong-password', stored)).toBe(false);
    expect(await verifyPassword('right-password', 'md5$abc')).toBe(false);
  });

  it('treats canonically equal Unicode passwords alike', async () => {
    const stored = await hashPassword('caf\u00e9-password');
    expect(await verifyPassword('cafe\u0301-password', stored)).toBe(true);
  });
});
