import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionError, lostDependency } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost connection is told from other failures', () => {
  it.each([
    ['a backend ended by pg_terminate_backend', withCode('terminating connection', '57P01')],
    ['a server that is starting up', withCode('the database system is starting up', '57P03')],
    ['too many clients', withCode('sorry, too many clients already', '53300')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    [
      'a broken client reused',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('%s is the database', (_name, error) => {
    expect(lostDependency(error)).toBe('database');
    expect(lostDependency(new DrizzleQueryError('select 1', [], error))).toBe('database');
  });

  it('looks inside an AggregateError (both address families refused)', () => {
    const error = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]);
    expect(lostDependency(error)).toBe('database');
  });

  it('a closed Redis connection is Redis', () => {
    expect(lostDependency(new Error('Connection is closed.'))).toBe('redis');
    const gaveUp = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(lostDependency(gaveUp)).toBe('redis');
  });

  it.each([
    ['a constraint violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Connection terminated'],
  ])('%s is not', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it('a cause that points back at itself ends the search', () => {
    const error = new Error('outer');
    (error as { cause?: unknown }).cause = error;
    expect(lostDependency(error)).toBeNull();
  });
});
