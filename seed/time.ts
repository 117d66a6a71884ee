// Dates of the demo data hang off a fixed reference day, not the clock, so a re-seed next month
// produces the same rows.
import type { Rng } from './rng';

/** "Now" for generated data: publish times fall in the three years before it. */
export const REFERENCE_DATE = new Date('2026-11-01T00:00:00+08:00');

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const BEIJING_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** A moment in office hours (08:30-18:00 Beijing time) on one of the `days` days before the reference. */
export function officeTimeWithin(rng: Rng, days: number): Date {
  const day = REFERENCE_DATE.getTime() - rng.int(1, days) * DAY_MS;
  return new Date(day + rng.int(8 * 60 + 30, 18 * 60) * MINUTE_MS);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

export function addMonths(date: Date, months: number): Date {
  const shifted = new Date(date.getTime());
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  return shifted;
}

/** Whole days from `date` to the reference day (how far back a company's own records can reach). */
export function daysToReference(date: Date): number {
  return Math.floor((REFERENCE_DATE.getTime() - date.getTime()) / DAY_MS);
}

/** A day between two years inclusive, at Beijing midnight (company establishment dates). */
export function dayInYears(rng: Rng, fromYear: number, toYear: number): Date {
  const start = Date.UTC(fromYear, 0, 1) - BEIJING_OFFSET_MS;
  const end = Date.UTC(toYear + 1, 0, 1) - BEIJING_OFFSET_MS;
  return new Date(start + rng.int(0, Math.floor((end - start) / DAY_MS) - 1) * DAY_MS);
}

function beijingParts(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The calendar year in Beijing, the one a project name carries. */
export function beijingYear(date: Date): number {
  return beijingParts(date).year;
}

/** "20250317": the date part of document numbers. */
export function beijingDateStamp(date: Date): string {
  const { year, month, day } = beijingParts(date);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** "2025年3月17日", as notices write dates. */
export function beijingDateText(date: Date): string {
  const { year, month, day } = beijingParts(date);
  return `${year}年${month}月${day}日`;
}
