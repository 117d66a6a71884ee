import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availability, classifyDbFailure, isConnectionError, isTimeoutError, noteDbFailure } from './availability';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('classifyDbFailure', () => {
  it('reads a database that is away as an outage, however deep the error wraps it', () => {
    expect(classifyDbFailure(coded('connect ECONNREFUSED 127.0.0.1:5499', 'ECONNREFUSED'))).toBe('outage');
    expect(classifyDbFailure(coded('getaddrinfo ENOTFOUND db', 'ENOTFOUND'))).toBe('outage');
    expect(classifyDbFailure(coded('terminating connection due to administrator command', '57P01'))).toBe('outage');
    expect(classifyDbFailure(coded('x', '08006'))).toBe('outage');
    expect(classifyDbFailure(new Error('Failed query: select 1', { cause: coded('the database system is starting up', '57P03') }))).toBe('outage');
    expect(classifyDbFailure(new AggregateError([coded('a', 'ECONNREFUSED')]))).toBe('outage');
  });

  it('reads a connection that failed as a busy moment also fails one as a doubt, to be checked', () => {
    expect(classifyDbFailure(new Error('Connection terminated due to connection timeout'))).toBe('doubt');
    expect(classifyDbFailure(new Error('Failed query', { cause: new Error('Connection terminated due to connection timeout') }))).toBe('doubt');
    expect(classifyDbFailure(new Error('Connection terminated unexpectedly'))).toBe('doubt');
    expect(classifyDbFailure(coded('read ECONNRESET', 'ECONNRESET'))).toBe('doubt');
    expect(classifyDbFailure(coded('connect ETIMEDOUT', 'ETIMEDOUT'))).toBe('doubt');
  });

  it('reads a busy pool or a statement over its limit as slow, and the query\'s own errors as other', () => {
    expect(classifyDbFailure(new Error('timeout exceeded when trying to connect'))).toBe('slow');
    expect(classifyDbFailure(new Error('Failed query', { cause: coded('canceling statement due to statement timeout', '57014') }))).toBe('slow');
    expect(classifyDbFailure(coded('duplicate key', '23505'))).toBe('other');
    expect(classifyDbFailure(new Error('Failed query', { cause: coded('invalid input', '22021') }))).toBe('other');
    expect(classifyDbFailure(null)).toBe('other');
    expect(classifyDbFailure('ECONNREFUSED')).toBe('other');
  });

  it('keeps the two questions the request handlers ask', () => {
    expect(isConnectionError(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isConnectionError(coded('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isTimeoutError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isTimeoutError(coded('duplicate key', '23505'))).toBe(false);
  });
});

describe('noteDbFailure', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    // A database marked down comes back at the next probe: each test starts from one that answers.
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    expect(availability.downSince).toBe(0);
  });

  const checks = (connect: () => Promise<unknown>) => ({ ping: vi.fn(async () => undefined), connect: vi.fn(connect) });
  const slowConnect = new Error('Connection terminated due to connection timeout');

  it('does not mark the database down for one slow connect when a connection of its own gets through', async () => {
    const c = checks(async () => undefined);
    expect(noteDbFailure(slowConnect, c)).toBe(true);
    expect(noteDbFailure(slowConnect, c)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(availability.downSince).toBe(0);
    expect(c.connect).toHaveBeenCalledTimes(1);
    expect(availability.troubleAt).toBeGreaterThan(0);
  });

  it('marks it down when the check fails too, and up again when the probe answers', async () => {
    const c = checks(async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    noteDbFailure(slowConnect, c);
    await vi.advanceTimersByTimeAsync(0);
    expect(availability.downSince).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.ping).toHaveBeenCalled();
    expect(availability.downSince).toBe(0);
  });

  it('marks it down at once on evidence of an outage, without a check', () => {
    const c = checks(async () => undefined);
    expect(noteDbFailure(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), c)).toBe(true);
    expect(availability.downSince).toBeGreaterThan(0);
    expect(c.connect).not.toHaveBeenCalled();
  });

  it('leaves it up for a busy pool or a bad query', () => {
    const c = checks(async () => undefined);
    expect(noteDbFailure(new Error('timeout exceeded when trying to connect'), c)).toBe(false);
    expect(noteDbFailure(coded('duplicate key', '23505'), c)).toBe(false);
    expect(availability.downSince).toBe(0);
    expect(c.connect).not.toHaveBeenCalled();
  });
});
