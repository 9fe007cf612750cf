// Loaded with `node --import` ahead of the game: a machine slow to hand the
// keyboard over. The first time raw mode is asked for after the game has
// written to the terminal, the game stalls 400 ms first, as when the machine
// is busy between Ink's first frame and the effect that takes the keyboard.
// A key pressed in that time is echoed unless the keyboard was in raw mode
// already.

import tty from 'node:tty';

const setRawMode = tty.ReadStream.prototype.setRawMode;
const write = process.stdout.write.bind(process.stdout);
let written = false;
let stalled = false;

process.stdout.write = (chunk, ...rest) => {
  written = true;
  return write(chunk, ...rest);
};

tty.ReadStream.prototype.setRawMode = function (mode) {
  if (mode && written && !stalled) {
    stalled = true;
    const until = Date.now() + 400;
    while (Date.now() < until) {
      // A busy machine: no event loop, no raw mode.
    }
  }
  return setRawMode.call(this, mode);
};
