import { describe, expect, it } from 'vitest';
import { isConnectionError, isTimeoutError } from './availability';

describe('isConnectionError', () => {
  it('recognises a database that is away, however deep the error wraps it', () => {
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5499'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionError(new Error('Failed query: select 1', { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }))).toBe(true);
    expect(isConnectionError(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('tells a slow database or a busy pool (503, not down) from one that is away', () => {
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isTimeoutError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isTimeoutError(new Error('Failed query', { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) }))).toBe(true);
    expect(isTimeoutError(new Error('duplicate key'))).toBe(false);
  });

  it('leaves errors of the query itself alone', () => {
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('Failed query', { cause: Object.assign(new Error('invalid input'), { code: '22021' }) }))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});
