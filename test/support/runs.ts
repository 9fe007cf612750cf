// How long the randomised tests run. By default they are short, so that
// `npm test` stays quick on two cores; FUZZ_SCALE multiplies them for a long
// hunt (`FUZZ_SCALE=10 npx vitest run test/engine/properties.test.ts`). A
// failure names what repeats it: fast-check prints its seed, and the fuzz
// tests their variant and key.

function scale(): number {
  const text = process.env.FUZZ_SCALE;
  if (text === undefined || text === '') return 1;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`FUZZ_SCALE must be a number above 0, such as 10; it is "${text}"`);
  return value;
}

const SCALE = scale();

/** `short` runs, keys or cases, times FUZZ_SCALE (at least one). */
export function fuzzRuns(short: number): number {
  return Math.max(1, Math.round(short * SCALE));
}
