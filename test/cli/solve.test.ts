// `forty-thieves solve` through run(argv, out): the verdicts, the JSON of
// docs/rules.md (The command line), solving after --moves, and bad input.

import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.js';
import { DEFAULT_TIMEOUT } from '../../src/cli/solve-options.js';
import { DEFAULT_HASH_MB } from '../../src/solver/index.js';
import { cli } from '../support/cli.js';

const ALL_DRAWS = Array.from({ length: 64 }, () => 'd').join(' ');

describe('solve', () => {
  it('prints a winning line that replay confirms', async () => {
    const solved = await cli('solve', '--seed', '2', '--json');
    expect(solved.code).toBe(0);
    expect(solved.stderr).toBe('');
    const answer = JSON.parse(solved.stdout);
    expect(Object.keys(answer)).toEqual(['verdict', 'moves', 'nodes', 'ms']);
    expect(answer.verdict).toBe('winnable');
    expect(answer.nodes).toBeGreaterThan(0);
    expect(answer.ms).toBeGreaterThanOrEqual(0);
    const replayed = await cli('replay', '--seed', '2', '--moves', answer.moves.join(' '), '--json');
    expect(JSON.parse(replayed.stdout)).toMatchObject({ won: true, cardsOnFoundations: 104 });
  });

  it('solves from the position after --moves, counting moves from there', async () => {
    // The first moves of the line found for seed 2 from the deal.
    const prefix = '2>1 2>f 8>7';
    const solved = JSON.parse((await cli('solve', '--seed', '2', '--moves', prefix, '--json')).stdout);
    expect(solved.verdict).toBe('winnable');
    const replayed = await cli('replay', '--seed', '2', '--moves', `${prefix} ${solved.moves.join(' ')}`, '--json');
    expect(JSON.parse(replayed.stdout)).toMatchObject({ won: true, moves: 3 + solved.moves.length });
  });

  it('proves a deal lost once the whole stock lies on the waste', async () => {
    // Seed 1 after 64 draws: no card was played, the waste holds the stock in
    // reverse; an exhaustive search with no reductions agrees (solver tests).
    const result = await cli('solve', '--seed', '1', '--moves', ALL_DRAWS, '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: 'unwinnable', moves: [] });
  });

  it('takes the size of its table from --hash', async () => {
    // Seed 1 after 64 draws is proven lost by a search of a few thousand
    // positions: a table of 1 MiB holds them all, and a smaller one would
    // only search again.
    const result = await cli('solve', '--seed', '1', '--moves', ALL_DRAWS, '--hash', '1', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: 'unwinnable' });
  });

  it('counts one position searched in the singular', async () => {
    // Sixty Thieves deal 6 is proven lost at the deal itself: the deadlock test
    // finds that no column can ever be emptied, so no move is tried. (The search
    // without that test, `deadlocks: false`, proves it lost too, in 204,555 positions.)
    const lost = await cli('solve', '--variant', 'sixty-thieves', '--seed', '6');
    expect(lost.stdout).toContain('unwinnable');
    expect(lost.stdout).toMatch(/\nSearched 1 position in \d+\.\d s\.\n$/);
  });

  it('answers unknown, with exit 0, when the time runs out', async () => {
    const result = await cli('solve', '--seed', '1', '--timeout', '0.001', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: 'unknown', moves: [] });
  });

  it('writes for people without --json', async () => {
    const won = await cli('solve', '--seed', '2');
    expect(won.code).toBe(0);
    expect(won.stdout).toMatch(/^Forty Thieves, seed 2 \(hard\): winnable in \d+ moves:\n/);
    expect(won.stdout).toMatch(/\nSearched [\d,]+ positions in \d+\.\d s\.\n$/);
    const lost = await cli('solve', '--seed', '1', '--moves', ALL_DRAWS);
    expect(lost.stdout).toContain(
      'Forty Thieves, seed 1 (hard) after 64 moves: unwinnable: the search proves that no line of play wins.',
    );
    const unknown = await cli(
      'solve',
      '--seed',
      '1',
      '--timeout',
      '0.001',
      '--variant',
      'josephine',
      '--difficulty',
      'medium',
    );
    expect(unknown.stdout).toContain(
      'Josephine, seed 1 (medium): unknown: no verdict within 0.001 s (try a longer --timeout).',
    );
  });

  it('wraps its sentences at words in a narrow terminal', async () => {
    let stdout = '';
    const narrow = { stdout: (t: string) => void (stdout += t), stderr: () => {}, columns: 40 };
    expect(await run(['solve', '--seed', '1', '--moves', ALL_DRAWS], narrow)).toBe(0);
    const rows = stdout.trimEnd().split('\n');
    expect(rows.every((row) => row.length <= 40)).toBe(true);
    expect(rows.join(' ')).toMatch(
      /^Forty Thieves, seed 1 \(hard\) after 64 moves: unwinnable: the search proves that no line of play wins\. Searched [\d,]+ positions? in \d+\.\d s\.$/,
    );
  });

  it('counts one move left as one move, none on a won board, and breaks a long line at spaces within 78 columns', async () => {
    const line: string[] = JSON.parse((await cli('solve', '--seed', '2', '--json')).stdout).moves;
    const last = await cli('solve', '--seed', '2', '--moves', line.slice(0, -1).join(' '));
    expect(last.stdout).toContain(`after ${line.length - 1} moves: winnable in 1 move:\n${line.at(-1)}\n`);
    const won = await cli('solve', '--seed', '2', '--moves', line.join(' '));
    expect(won.stdout).toMatch(
      new RegExp(`^Forty Thieves, seed 2 \\(hard\\) after ${line.length} moves: won already\\.\\nSearched`),
    );
    const whole = (await cli('solve', '--seed', '2')).stdout.split('\n').slice(1, -2);
    expect(whole.join(' ')).toBe(line.join(' '));
    expect(whole.slice(0, -1).every((row) => row.length <= 78 && row.length > 70)).toBe(true);
  });

  it.each([
    [['--seed', 'x'], 2, 'invalid seed "x": a seed is a whole number from 1 to 99999999999999999999'],
    [['--seed', '1', '--variant', 'spider'], 2, 'unknown variant "spider": choose one of'],
    [['--seed', '1', '--difficulty', 'hardest'], 2, 'unknown difficulty "hardest": choose one of easy, medium, hard'],
    [['--seed', '1', '--timeout', 'soon'], 2, 'invalid timeout "soon": give the seconds to search, a number above 0'],
    [['--seed', '1', '--timeout', '0'], 2, 'invalid timeout "0"'],
    [['--seed', '1', '--timeout', '-3'], 2, 'invalid timeout "-3"'],
    [['--seed', '1', '--hash', 'lots'], 2, 'invalid hash size "lots": give the megabytes for the solver\'s table'],
    [['--seed', '1', '--hash', '0'], 2, 'invalid hash size "0"'],
    [['--seed', '1', '--hash', '1.5'], 2, 'invalid hash size "1.5"'],
    [['--seed', '1', '--hash', '0x10'], 2, 'invalid hash size "0x10"'],
    [['--seed', '1', '--hash', '1e2'], 2, 'invalid hash size "1e2"'],
    [
      ['--seed', '1', '--hash', '4097'],
      2,
      'invalid hash size "4097": give the megabytes for the solver\'s table, a whole number from 1 to 4096',
    ],
    [['--seed', '1', '--moves', 'd 7-f'], 2, 'bad move notation: token 2 "7-f"'],
    [
      ['--seed', '1', '--moves', 'd 8>4 3>f'],
      1,
      'move 3 "3>f" is illegal: no foundation takes 8H: the hearts foundations are both empty',
    ],
  ])('refuses %j (exit %i)', async (args, code, message) => {
    const result = await cli('solve', ...(args as string[]));
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`forty-thieves: ${message}`);
  });

  it("names in its help the solver's own defaults", async () => {
    const help = (await cli('solve', '--help')).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(`(default ${DEFAULT_TIMEOUT})`);
    expect(help).toContain(`(default ${DEFAULT_HASH_MB})`);
  });

  it('needs a seed', async () => {
    const result = await cli('solve', '--json');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--seed is needed: --seed <n>');
  });
});
