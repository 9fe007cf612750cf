// Installs the dependencies when they are missing, so `npm test`, `npm run lint` and
// `npm run play` each work alone on a fresh checkout, and again when
// package.json names one that node_modules lacks (a checkout that moved on
// since its last install).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const wanted = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
const missing = wanted.filter((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));

if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || missing.length > 0) {
  console.error('forty-thieves: installing…');
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
