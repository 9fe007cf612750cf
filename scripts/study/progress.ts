// The study's progress line. A deal takes up to its whole budget (30 s by
// default), and on one or two cores nothing finishes for that long: the
// line's clock goes on between deals, so that a waiting run is seen to run.

import { duration, type ProgressLine } from '../deals/progress.js';
import type { StudyProgress } from './run.js';

export function progressText(p: StudyProgress): string {
  const finished = p.done.won + p.done.lost + p.done.unknown;
  const left = p.planned - finished;
  const pace = finished > 0 ? `~${duration(Math.min(p.mostMsLeft, (left * p.ms) / finished))} left` : 'time left: -';
  return [
    `study: ${finished}/${p.planned} deals`,
    `won ${p.done.won}, lost ${p.done.lost}, unknown ${p.done.unknown}`,
    `${duration(p.ms)} so far`,
    pace,
    `at most ${duration(p.mostMsLeft)}`,
  ].join('  ');
}

/**
 * The progress `ms` later with no deal finished. The most left shrinks as
 * the clock goes: it counted every deal in flight as just begun.
 */
export function later(p: StudyProgress, ms: number): StudyProgress {
  return { ...p, ms: p.ms + ms, mostMsLeft: Math.max(0, p.mostMsLeft - ms) };
}

/** Shows the study's progress on `line`, and again every `everyMs` until stopped. */
export class StudyProgressLine {
  private last: { readonly progress: StudyProgress; readonly at: number } | undefined;
  private readonly ticking: NodeJS.Timeout;

  constructor(
    private readonly line: ProgressLine,
    everyMs = 1000,
  ) {
    this.ticking = setInterval(() => {
      if (this.last) this.line.show(progressText(later(this.last.progress, performance.now() - this.last.at)));
    }, everyMs);
    this.ticking.unref();
  }

  /** A deal finished (or the run began): its figures, shown unless a line was shown just before (the next tick shows them). */
  show(progress: StudyProgress): void {
    this.last = { progress, at: performance.now() };
    this.line.show(progressText(progress));
  }

  stop(): void {
    clearInterval(this.ticking);
  }
}
