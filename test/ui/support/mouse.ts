// A mouse for the app under ink-testing-library that the test moves, and
// where a text shows on a frame, so that a click lands where it is drawn.

import type { MouseEvent } from '../../../src/ui/input/mouse.js';
import type { MouseListener, MouseSource } from '../../../src/ui/terminal/mouse-stdin.js';

/** A mouse that the test moves: each report goes to whoever listens. */
export function fakeMouse() {
  const listeners = new Set<MouseListener>();
  const source: MouseSource = {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const press = (x: number, y: number, button: MouseEvent['button'] = 'left') => {
    const event: MouseEvent = { kind: 'press', button, x, y, shift: false, meta: false, ctrl: false };
    for (const listener of listeners) listener(event);
  };
  const release = (x: number, y: number) => {
    const event: MouseEvent = { kind: 'release', button: 'left', x, y, shift: false, meta: false, ctrl: false };
    for (const listener of listeners) listener(event);
  };
  /** The pointer moved with the left button held. */
  const drag = (x: number, y: number) => {
    const event: MouseEvent = { kind: 'drag', button: 'left', x, y, shift: false, meta: false, ctrl: false };
    for (const listener of listeners) listener(event);
  };
  return { source, press, release, drag, listening: () => listeners.size > 0 };
}

/** The cell of the first `text` at or below row `from` of the frame. */
export function cellOf(lines: string[], text: string, from = 0) {
  for (let y = from; y < lines.length; y++) {
    const x = [...lines[y]].join('').indexOf(text);
    if (x >= 0) return { x, y };
  }
  throw new Error(`${text} not on screen`);
}
