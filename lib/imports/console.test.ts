import { describe, expect, it } from 'vitest';
import { formatOfName, importPercent, importState, isImportName, jsonLinesOfName } from './console';

describe('the console import rules', () => {
  it('takes OCDS and template files by name and tells their format', () => {
    expect(['a.json', 'a.JSONL', 'a.ndjson', 'a.json.gz', 'a.csv', 'a.xlsx'].every(isImportName)).toBe(true);
    expect(isImportName('a.pdf')).toBe(false);
    expect(isImportName('a.csv.exe')).toBe(false);
    expect(formatOfName('数据.csv')).toBe('template');
    expect(formatOfName('x.XLSX')).toBe('template');
    expect(formatOfName('x.jsonl.gz')).toBe('ocds');
  });

  it('reads JSON Lines from the name where it says so', () => {
    expect(jsonLinesOfName('x.jsonl.gz')).toBe(true);
    expect(jsonLinesOfName('x.json')).toBe(false);
    expect(jsonLinesOfName('x.gz')).toBeUndefined();
  });

  it('shows a job not yet taken as queued and its share read', () => {
    expect(importState({ status: 'running', startedAt: null })).toBe('queued');
    expect(importState({ status: 'running', startedAt: new Date() })).toBe('running');
    expect(importState({ status: 'failed', startedAt: null })).toBe('failed');
    expect(importPercent({ sizeBytes: 200, bytesRead: 50, state: 'running' })).toBe(25);
    expect(importPercent({ sizeBytes: 200, bytesRead: 500, state: 'running' })).toBe(100);
    expect(importPercent({ sizeBytes: null, bytesRead: 0, state: 'running' })).toBeNull();
    expect(importPercent({ sizeBytes: null, bytesRead: 0, state: 'done' })).toBe(100);
  });
});
