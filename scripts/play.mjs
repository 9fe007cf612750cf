// `npm run play`: installs the dependencies and builds when needed, then
// starts the game. Meant for a fresh checkout: one command to play.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import './ready.mjs'; // installs the dependencies when they are missing
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(what, args) {
  console.error(`forty-thieves: ${what}…`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time of any file below dir. */
function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

const built = join(root, 'dist', 'cli.js');
if (!existsSync(built) || statSync(built).mtimeMs < newest(join(root, 'src'))) step('building', ['run', '-s', 'build']);

// A checkout has no forty-thieves command: the game's last line says to run this one instead.
const game = spawnSync(process.execPath, [join(root, 'bin', 'forty-thieves.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FORTY_THIEVES_COMMAND: 'npm run play' },
});
process.exit(game.status ?? 1);
