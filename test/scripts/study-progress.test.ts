// The study's progress line goes on between deals: a deal takes up to 30 s,
// and a line that stood still that long looked like a run that hung.

import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ProgressLine } from '../../scripts/deals/progress.js';
import { StudyProgressLine } from '../../scripts/study/progress.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function terminal() {
  const written: string[] = [];
  const stream = { isTTY: true, columns: 200, write: (text: string) => written.push(text) };
  return { written, line: new ProgressLine(stream as unknown as NodeJS.WriteStream) };
}

it('ticks the clock and the most left while no deal finishes', () => {
  const { written, line } = terminal();
  const progress = new StudyProgressLine(line);
  progress.show({ planned: 4, done: { won: 1, lost: 0, unknown: 0 }, ms: 30_000, mostMsLeft: 60_000 });
  expect(written.at(-1)).toContain('30s so far');
  expect(written.at(-1)).toContain('at most 1m00s');

  vi.advanceTimersByTime(5_000);
  // 3 deals left at 30 s a deal finished: 1m35s by pace, but no more than the 55 s that can be left.
  expect(written.at(-1)).toBe('\r\x1b[Kstudy: 1/4 deals  won 1, lost 0, unknown 0  35s so far  ~55s left  at most 55s');
  progress.stop();
  const count = written.length;
  vi.advanceTimersByTime(5_000);
  expect(written.length).toBe(count);
});

it('shows a deal finished just after another at the next tick', () => {
  const { written, line } = terminal();
  const progress = new StudyProgressLine(line);
  progress.show({ planned: 2, done: { won: 0, lost: 0, unknown: 0 }, ms: 0, mostMsLeft: 30_000 });
  progress.show({ planned: 2, done: { won: 1, lost: 0, unknown: 0 }, ms: 100, mostMsLeft: 30_000 });
  expect(written.at(-1)).toContain('0/2 deals');
  vi.advanceTimersByTime(1_000);
  expect(written.at(-1)).toContain('study: 1/2 deals  won 1');
  progress.stop();
});
