// What `npm run deals` shows on stderr while it works: one line per variant,
// redrawn in place on a terminal and printed every few seconds otherwise.

import type { VariantProgress } from './run-variant.js';

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`);

/** Seconds left for the variant at this run's pace, or undefined before the first proven deal. */
export function msLeft(p: VariantProgress, count: number): number | undefined {
  if (p.provenNow === 0) return undefined;
  return (Math.max(0, count - p.proven) * p.ms) / p.provenNow;
}

export function progressLine(id: string, p: VariantProgress, count: number, otherMsLeft: number | undefined): string {
  const rate = p.ms > 0 ? (1000 * p.triedNow) / p.ms : 0;
  const left = msLeft(p, count);
  const parts = [
    id.padEnd(16),
    `tried ${p.tried}`,
    `proven ${p.proven}/${count} (${percent(p.provenNow, p.triedNow)} of this run's)`,
    `${rate.toFixed(1)} seeds/s`,
    left === undefined ? 'time left: -' : `~${duration(left)} left`,
  ];
  if (otherMsLeft !== undefined && left !== undefined) parts.push(`~${duration(left + otherMsLeft)} for all`);
  return parts.join('  ');
}

export function summaryLine(id: string, p: VariantProgress, count: number): string {
  const perDeal = p.provenNow > 0 ? `, ${(p.ms / p.provenNow / 1000).toFixed(2)} s per proven deal` : '';
  const short = p.proven < count ? `  SHORT of ${count}` : '';
  return `${id.padEnd(16)}  ${p.proven} proven; this run ${p.provenNow} of ${p.triedNow} tried (${percent(p.provenNow, p.triedNow)}) in ${duration(p.ms)}${perDeal}${short}`;
}

/** Writes progress lines to stderr: in place on a terminal, else at most one every `everyMs`. */
export class ProgressLine {
  private last = Number.NEGATIVE_INFINITY;
  private shown = '';

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly everyMs = stream.isTTY ? 200 : 15_000,
  ) {}

  show(text: string, force = false): void {
    const now = performance.now();
    if (!force && now - this.last < this.everyMs) return;
    this.last = now;
    if (this.stream.isTTY) {
      const width = this.stream.columns ?? 120;
      this.shown = text.slice(0, width - 1);
      this.stream.write(`\r\x1b[K${this.shown}`);
    } else {
      this.stream.write(`${text}\n`);
    }
  }

  /** A line that stays (a variant's summary, a warning), below which progress carries on. */
  print(text: string): void {
    if (this.stream.isTTY && this.shown !== '') this.stream.write('\r\x1b[K');
    this.shown = '';
    this.stream.write(`${text}\n`);
  }
}
