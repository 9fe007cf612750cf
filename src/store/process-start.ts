// When a live process started, for telling a lock's holder from a later
// process that was given the same pid after the holder died: a lock cannot
// belong to a process that started after it was made. Linux says, in
// /proc; elsewhere nothing is known and a live pid is taken as the holder.

import fs from 'node:fs';

/**
 * /proc gives start times in clock ticks since boot, in USER_HZ, which
 * Linux fixes at 100 a second for what it reports to programs.
 */
const TICKS_PER_SECOND = 100;
/** The boot time in /proc/stat is in whole seconds: a start this much later than a lock still leaves no doubt. */
const MARGIN_MS = 2000;

/** When the process `pid` started, in ms since the epoch; undefined where /proc cannot tell. */
export function processStartMs(pid: number): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    // The command name, in parentheses, may hold spaces and parentheses: fields are counted after the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // starttime is field 22 of the line, the 20th after the name.
    const ticks = Number(fields[19]);
    if (!Number.isFinite(bootSeconds) || !Number.isFinite(ticks) || bootSeconds <= 0) return undefined;
    return bootSeconds * 1000 + (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Whether the live process `pid` surely started after `ms`: it is then not what a file made at `ms` names. */
export function startedAfter(pid: number, ms: number): boolean {
  const started = processStartMs(pid);
  return started !== undefined && started > ms + MARGIN_MS;
}
