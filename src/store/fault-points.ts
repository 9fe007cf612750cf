// Named points in the store's writes where the fault tests (test/faults/)
// stop the process, as `kill -9` would, or make the step fail, as a full
// disk would. Nothing in the program sets a hook: each point costs one
// comparison.

type FaultHook = (point: string) => void;

let hook: FaultHook | undefined;

/** For tests only: called at every point, in order; it may throw or end the process. */
export function setFaultHook(next: FaultHook | undefined): void {
  hook = next;
}

export function faultPoint(point: string): void {
  if (hook) hook(point);
}
