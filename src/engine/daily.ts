// The daily deal: one deal per UTC date, the same for everyone, from a
// formula anyone can check by hand (docs/rules.md, The daily deal):
//
//   hard, medium:  the seed is the date's digits, YYYYMMDD (2026-12-01 deals
//                  seed 20261201), dealt by the variant in its own way;
//   easy:          the Easy catalogue's seeds for the variant, ascending, and
//                  the one at (days since 1970-01-01) mod (how many there are).
//
// Dates are strings 'YYYY-MM-DD'; the caller says which date today is, so
// nothing here reads a clock.

export class DailyDateError extends Error {}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The first date with a daily deal: nothing earlier is asked for. */
const FIRST_DAILY_DATE = '2000-01-01';

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date `days` after 1970-01-01: the inverse of dayNumber. */
export function dateOfDay(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Checks a date written YYYY-MM-DD (a real day of the calendar, from 2000 on); DailyDateError says what is wrong. */
export function parseDailyDate(text: string): string {
  const match = DATE.exec(text.trim());
  if (!match) throw new DailyDateError(`"${text}" is not a date written YYYY-MM-DD, such as 2026-11-30`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = match[0];
  if (month < 1 || month > 12 || day < 1 || dateOfDay(daysFromCivil(year, month, day)) !== date) {
    throw new DailyDateError(`${date} is not a day of the calendar`);
  }
  if (date < FIRST_DAILY_DATE) throw new DailyDateError(`${date} is before the first daily deal, ${FIRST_DAILY_DATE}`);
  return date;
}

const DAY_MS = 86_400_000;

/** The UTC date at a time in milliseconds since 1970: the day whose deal is today's there. */
export function dateAt(ms: number): string {
  return dateOfDay(Math.floor(ms / DAY_MS));
}

/** Days since 1970-01-01 of a date already checked. */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return daysFromCivil(year, month, day);
}

/** The day's seed at hard and medium: its digits. */
export function dailySeed(date: string): bigint {
  return BigInt(date.replaceAll('-', ''));
}

/** The day's Easy deal among the catalogue's seeds for the variant (ascending), or undefined when it has none. */
export function dailyEasySeed(date: string, easySeeds: readonly number[]): bigint | undefined {
  if (easySeeds.length === 0) return undefined;
  return BigInt(easySeeds[dayNumber(date) % easySeeds.length]);
}
