// The package as a player gets it: `npm pack`, then a global install into a
// temporary prefix, then the installed command. Everything the CLI runs is
// bundled into dist/, so the install needs no registry.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/engine/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const work = mkdtempSync(join(tmpdir(), 'forty-thieves-pack-'));
const prefix = join(work, 'prefix');
let tarball = '';
let packed: { files: { path: string }[] }[] = [];

const npm = (args: string[], cwd = work) =>
  execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_offline: 'true' },
  });

beforeAll(() => {
  // The test run has just built dist/; --ignore-scripts skips the rebuild of prepack.
  packed = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], root));
  tarball = join(work, (packed[0] as unknown as { filename: string }).filename);
  npm(['install', '--global', '--prefix', prefix, tarball]);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package', () => {
  it('ships the launcher, the built code and the Easy catalogue with its lines, and no sources, tests or maps', () => {
    const paths = packed[0].files.map((f) => f.path);
    expect(paths).toContain('bin/forty-thieves.js');
    expect(paths).toContain('dist/cli.js');
    expect(paths).toContain('dist/solver-worker.js');
    expect(paths).toContain('data/easy-seeds.json');
    expect(paths).toContain('data/winnability.json');
    // The winning lines of the Easy deals, one file a variant.
    expect(paths.filter((p) => p.startsWith('data/easy-lines/'))).toHaveLength(VARIANTS.length);
    expect(paths).toContain('package.json');
    expect(paths.filter((p) => /^(src|test|bench|scripts)\/|\.map$/.test(p))).toEqual([]);
  });

  it('installs globally and deals seed 1 as PySolFC does', () => {
    const out = execFileSync(join(prefix, 'bin', 'forty-thieves'), ['deal', '--seed', '1', '--json'], {
      encoding: 'utf8',
      env: { ...process.env, FORTY_THIEVES_CONFIG_DIR: join(work, 'config') },
    });
    const deal = JSON.parse(out) as { tableau: { card: string }[][]; stock: string[] };
    expect(deal.tableau.map((column) => column[0].card).join(' ')).toBe('3D 5H JC KH 5S 5H KC KC 8D JD');
    expect(deal.stock[0]).toBe('3S');
  });

  it('answers --version with the package version', () => {
    expect(execFileSync(join(prefix, 'bin', 'forty-thieves'), ['--version'], { encoding: 'utf8' }).trim()).toBe(
      pkg.version,
    );
  });

  it('runs through npx from the tarball', () => {
    const out = npm(['exec', '--yes', `--package=${tarball}`, '--', 'forty-thieves', 'variants']);
    // Each game with its winnable share from the shipped table, read beside dist/.
    expect(out).toMatch(/^forty-thieves\s+\d+(-\d+)?%\s+Forty Thieves/m);
    expect(out.split('\n').filter((line) => /^[a-z-]+\s+\d+(-\d+)?%\s+[A-Z]/.test(line))).toHaveLength(VARIANTS.length);
  });
});
