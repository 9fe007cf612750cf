// The program's own help lists the game's options (play is the default
// command, so they are the program's), and a misspelt command is named as
// an unknown command with the nearest one, exit 2.

import { describe, expect, it } from 'vitest';
import { nearest } from '../../src/cli/suggest.js';
import { variantIds } from '../../src/engine/index.js';
import { cli } from '../support/cli.js';

describe('forty-thieves --help', () => {
  it('lists the game options beside the commands', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Game options');
    for (const option of ['--seed <n>', '--variant <id>', '--difficulty <level>', '--new', '--ascii', '--no-color']) {
      expect(stdout).toContain(option);
    }
    expect(stdout).toMatch(/Commands:[\s\S]*stats/);
  });

  it("lists play's options as play's own help does, each setting's flag both ways", async () => {
    const options = (text: string) => text.split('\n').filter((line) => /^ {2}--/.test(line));
    const program = options((await cli('--help')).stdout);
    const play = options((await cli('play', '--help')).stdout);
    expect(program).toEqual(play);
    for (const flag of ['--verdict', '--no-verdict', '--mouse', '--no-mouse', '--bell', '--no-bell']) {
      expect(program.some((line) => line.startsWith(`  ${flag} `))).toBe(true);
    }
  });

  it('gives the range of seeds wherever a command takes one', async () => {
    for (const command of ['deal', 'replay', 'solve']) {
      const { stdout } = await cli(command, '--help');
      expect(stdout.replace(/\s+/g, ' ')).toContain('--seed <n> the deal number, 1 to 99999999999999999999');
    }
  });

  it('keeps the game options out of the help of other commands', async () => {
    const { stdout } = await cli('deal', '--help');
    expect(stdout).not.toContain('Game options');
    expect(stdout).not.toContain('--new');
  });
});

describe('a word that is no command', () => {
  it.each([
    ['stat', 'stats'],
    ['sovle', 'solve'],
    ['variant', 'variants'],
    ['rule', 'rules'],
  ])('%s: unknown, did you mean %s, exit 2', async (typed, meant) => {
    const { code, stdout, stderr } = await cli(typed);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(`forty-thieves: unknown command '${typed}' (did you mean ${meant}?)`);
  });

  it.each([
    [['stats', 'rest', '--yes']],
    [['stats', 'rest']],
    [['stats', '--variant', 'lucas', 'rest']],
    [['stats', '--difficulty=easy', 'rest', '--daily']],
  ])('%j: a misspelt command of stats is named, not its options called unknown', async (args) => {
    const { code, stdout, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe("forty-thieves: unknown command 'rest' (did you mean reset?)");
  });

  it.each([
    [['stats', '--varient', 'maria'], '--varient', '--variant'],
    [['stats', '--varient=maria', 'reset'], '--varient', '--variant'],
    [['stats', '-x', 'maria'], '-x', undefined],
  ])('%j: a misspelt option of stats is named, not its value called a command', async (args, typed, meant) => {
    const { code, stdout, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const near = meant ? ` (did you mean ${meant}?)` : '';
    expect(stderr.split('\n')[0]).toBe(`forty-thieves: unknown option '${typed}'${near}`);
  });

  it.each([
    [['--seed', '7', 'deal'], 'the command goes first, its options after it: forty-thieves deal --seed 7'],
    [['--daily', 'stats'], 'the command goes first, its options after it: forty-thieves stats --daily'],
    // Not "forty-thieves stats --seed 7", which is refused in turn.
    [['--seed', '7', 'stats'], '--seed is a game option, for play: stats does not take it'],
    // The command's own option, before it: not unknown.
    [
      ['--json', 'deal', '--seed', '3'],
      'the command goes first, its options after it: forty-thieves deal --json --seed 3',
    ],
    // Quoted where a shell would read it otherwise: "d w>3" would write to a file named 3.
    [
      ['--moves', 'd w>3', '--seed', '1', 'solve'],
      "the command goes first, its options after it: forty-thieves solve --moves 'd w>3' --seed 1",
    ],
    // The command with its own command, whose option it is.
    [['--yes', 'stats', 'reset'], 'the command goes first, its options after it: forty-thieves stats reset --yes'],
    // The value left out: not "unknown command '5'".
    [['--variant', '--seed', '5'], `--variant needs a value: --variant <id>; choose one of ${variantIds().join(', ')}`],
    [['-hV'], '-h is given alone: -h or --help for the help, -V or --version for the version'],
    [['--HELP'], "unknown option '--HELP' (did you mean --help?)"],
    [['--variant=lucas', '--seed', '3', 'dael'], "unknown command 'dael' (did you mean deal?)"],
    // After --daily, a word that is no command is its date mistyped.
    [
      ['--daily', 'yesterday', '--variant', 'maria'],
      'invalid --daily date: "yesterday" is not a date written YYYY-MM-DD, such as 2026-11-30',
    ],
    // A variant or a level there is named with its option; a number is a date mistyped, not a seed.
    [
      ['--daily', 'lucas'],
      'invalid --daily date: "lucas" is not a date written YYYY-MM-DD, such as 2026-11-30 (did you mean --daily --variant lucas?)',
    ],
    [
      ['--daily', 'Easy', '--variant', 'maria'],
      'invalid --daily date: "Easy" is not a date written YYYY-MM-DD, such as 2026-11-30 (did you mean --daily --difficulty easy?)',
    ],
    [
      ['--daily', 'maria', '--variant', 'lucas'],
      'invalid --daily date: "maria" is not a date written YYYY-MM-DD, such as 2026-11-30',
    ],
    // The daily seed's digits: the date without its dashes.
    [
      ['--daily', '20261207'],
      'invalid --daily date: "20261207" is not a date written YYYY-MM-DD, such as 2026-11-30 (did you mean --daily 2026-12-07?)',
    ],
    [['--daily', '20261399'], 'invalid --daily date: "20261399" is not a date written YYYY-MM-DD, such as 2026-11-30'],
    // Given with "=", the same.
    [
      ['--daily=lucas'],
      'invalid --daily date: "lucas" is not a date written YYYY-MM-DD, such as 2026-11-30 (did you mean --daily --variant lucas?)',
    ],
    [
      ['--daily=lucas', '--variant', 'maria'],
      'invalid --daily date: "lucas" is not a date written YYYY-MM-DD, such as 2026-11-30',
    ],
  ])('%j: a word after the game options is named, not called an argument too many', async (args, said) => {
    const { code, stdout, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(`forty-thieves: ${said}`);
  });

  it('gives the help of stats asked for before a word', async () => {
    const { code, stdout } = await cli('stats', '--help', 'rest');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: forty-thieves stats');
  });

  it('takes the value of an option of stats for no command', async () => {
    expect((await cli('stats', '--variant', 'lucas')).code).toBe(0);
    // As the command it is: with nothing of lucas to erase, it says so.
    expect((await cli('stats', '--variant', 'lucas', 'reset')).stdout).toContain(
      'Nothing erased: there are no statistics for lucas',
    );
  });

  it('help with a misspelt command names it too, not the program help with exit 0', async () => {
    const { code, stdout, stderr } = await cli('help', 'stat');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe("forty-thieves: unknown command 'stat' (did you mean stats?)");
  });

  it("help with a command's own command gives its help, and names it for the command alone", async () => {
    const reset = await cli('help', 'stats', 'reset');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Usage: forty-thieves stats reset [options]');
    const alone = await cli('help', 'reset');
    expect(alone.code).toBe(2);
    expect(alone.stderr.split('\n')[0]).toBe("forty-thieves: unknown command 'reset' (did you mean stats reset?)");
  });

  it('help with a command, or none, still helps', async () => {
    const deal = await cli('help', 'deal');
    expect(deal.code).toBe(0);
    expect(deal.stdout).toContain('Usage: forty-thieves deal [options]');
    const all = await cli('help');
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('Game options');
  });

  it.each([
    [['josephine'], "unknown command 'josephine' (did you mean --variant josephine?)"],
    [['Maria'], "unknown command 'Maria' (did you mean --variant maria?)"],
    [['easy'], "unknown command 'easy' (did you mean --difficulty easy?)"],
    [['5'], "unknown command '5' (did you mean --seed 5?)"],
    [['--new', 'lucas'], "unknown command 'lucas' (did you mean --variant lucas?)"],
    // No deal is numbered 0: no guess.
    [['0'], "unknown command '0'"],
  ])('%j: the value of a game option, given alone, is named with its option', async (args, said) => {
    const { code, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe(`forty-thieves: ${said}`);
  });

  it.each([
    [['-s', '5'], "unknown option '-s' (did you mean --seed?)"],
    // -v is the version to many programs: this one's, -V, is named first.
    [['-v', 'lucas'], "unknown option '-v' (did you mean -V (--version), --variant or --verdict?)"],
    [['-v'], "unknown option '-v' (did you mean -V (--version), --variant or --verdict?)"],
    // --difficulty and --daily both begin with d: both named.
    [['-d', 'easy'], "unknown option '-d' (did you mean --difficulty or --daily?)"],
    // Too many begin with n (--new and every --no-): no guess.
    [['-n'], "unknown option '-n'"],
  ])('%j: an unknown letter is an option misspelt, not its value a command', async (args, said) => {
    const { code, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe(`forty-thieves: ${said}`);
  });

  it('a mistyped --daily date needs no pointer to the usage, as a bad seed needs none', async () => {
    const { stderr } = await cli('--daily', 'tomorrow');
    expect(stderr).toBe(
      'forty-thieves: invalid --daily date: "tomorrow" is not a date written YYYY-MM-DD, such as 2026-11-30\n',
    );
  });

  it('no guess when nothing is near', async () => {
    const { code, stderr } = await cli('xyzzy', '--seed', '4');
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe("forty-thieves: unknown command 'xyzzy'");
  });

  it('options of play still need no command word', async () => {
    // Bad values are checked before the terminal: the option reached play.
    const { code, stderr } = await cli('--seed', 'x');
    expect(code).toBe(2);
    expect(stderr).toContain('invalid seed "x"');
  });
});

describe('the nearest name', () => {
  const names = ['play', 'deal', 'replay', 'solve', 'variants', 'rules', 'stats'];
  it('is at most two edits away', () => {
    expect(nearest('stat', names)).toBe('stats');
    expect(nearest('STATS', names)).toBe('stats');
    expect(nearest('dael', names)).toBe('deal');
    expect(nearest('sloev', names)).toBeUndefined();
    expect(nearest('x', names)).toBeUndefined();
  });
});
