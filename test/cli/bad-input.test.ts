// Bad input to deal, replay, variants and rules, as a new user would type
// it: exit 2 for bad usage, 1 for a request that fails, a message on stderr
// naming the bad value (and the valid ones), and nothing on stdout.

import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/engine/index.js';
import { cli } from '../support/cli.js';

const IDS = VARIANTS.map((v) => v.id).join(', ');
const NOTATION = 'expected d, r, or <from>><to>[:<n>] such as w>3, 7>f or 2>5:3';

const table: [string, string[], number, string][] = [
  ['seed 0', ['deal', '--seed', '0'], 2, 'invalid seed "0": a seed is a whole number from 1 to 99999999999999999999'],
  [
    'a seed with letters',
    ['deal', '--seed', '12a'],
    2,
    'invalid seed "12a": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'a seed in hex',
    ['deal', '--seed', '0x10'],
    2,
    'invalid seed "0x10": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'a seed with a fraction',
    ['deal', '--seed', '1.5'],
    2,
    'invalid seed "1.5": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'a negative seed',
    ['deal', '--seed=-5'],
    2,
    'invalid seed "-5": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'an empty seed',
    ['deal', '--seed', ''],
    2,
    'invalid seed "": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'a seed of 10^20',
    ['deal', '--seed', '100000000000000000000'],
    2,
    'invalid seed "100000000000000000000": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'a seed far past 10^20',
    ['replay', '--seed', '123456789012345678901234567890', '--moves', 'd'],
    2,
    'invalid seed "123456789012345678901234567890": a seed is a whole number from 1 to 99999999999999999999',
  ],
  [
    'an unknown variant',
    ['deal', '--seed', '1', '--variant', 'spider'],
    2,
    `unknown variant "spider": choose one of ${IDS}`,
  ],
  ['an unknown variant to rules', ['rules', 'klondike'], 2, `unknown variant "klondike": choose one of ${IDS}`],
  [
    'a misspelt variant',
    ['deal', '--seed', '1', '--variant', 'fourty-thieves'],
    2,
    `unknown variant "fourty-thieves" (did you mean forty-thieves?): choose one of ${IDS}`,
  ],
  [
    'a misspelt variant to rules --variant',
    ['rules', '--variant', 'indain'],
    2,
    `unknown variant "indain" (did you mean indian?): choose one of ${IDS}`,
  ],
  // Too far from any name for a misspelling: the variants with a word it begins, where they are few.
  [
    'the first word of a variant, and of another name of another',
    ['rules', 'napoleon'],
    2,
    `unknown variant "napoleon" (did you mean forty-thieves or napoleons-square?): choose one of ${IDS}`,
  ],
  [
    'a word of another name only',
    ['rules', 'Roosevelt'],
    2,
    `unknown variant "Roosevelt" (did you mean forty-thieves?): choose one of ${IDS}`,
  ],
  [
    'a word two variants have',
    ['deal', '--seed', '1', '--variant', 'Thieves'],
    2,
    `unknown variant "Thieves" (did you mean forty-thieves or sixty-thieves?): choose one of ${IDS}`,
  ],
  [
    'a word of two variants, one of them at its start',
    ['deal', '--seed', '1', '--variant', 'forty'],
    2,
    `unknown variant "forty" (did you mean forty-thieves or little-forty?): choose one of ${IDS}`,
  ],
  ['a letter', ['rules', 'l'], 2, `unknown variant "l": choose one of ${IDS}`],
  [
    'two variants to rules',
    ['rules', 'indian', '--variant', 'lucas'],
    2,
    'rules takes one variant: "indian" and --variant lucas differ',
  ],
  ['an unknown variant and no seed', ['deal', '--variant', 'foo'], 2, `unknown variant "foo": choose one of ${IDS}`],
  [
    'an unknown variant and a bad seed',
    ['deal', '--seed', 'abc', '--variant', 'foo'],
    2,
    `unknown variant "foo": choose one of ${IDS}`,
  ],
  [
    'an unknown variant to replay, without moves',
    ['replay', '--variant', 'foo', '--seed', '1'],
    2,
    `unknown variant "foo": choose one of ${IDS}`,
  ],
  [
    'an unknown variant to solve, without a seed',
    ['solve', '--variant', 'foo'],
    2,
    `unknown variant "foo": choose one of ${IDS}`,
  ],
  [
    'an unknown level and no seed',
    ['deal', '--difficulty', 'insane'],
    2,
    'unknown difficulty "insane": choose one of easy, medium, hard',
  ],
  [
    'an unknown level to stats',
    ['stats', '--difficulty', 'insane'],
    2,
    'unknown difficulty "insane": choose one of easy, medium, hard',
  ],
  [
    'an unknown level',
    ['deal', '--seed', '1', '--difficulty', 'insane'],
    2,
    'unknown difficulty "insane": choose one of easy, medium, hard',
  ],
  [
    'a misspelt level',
    ['deal', '--seed', '1', '--difficulty', 'Meduim'],
    2,
    'unknown difficulty "Meduim" (did you mean medium?): choose one of easy, medium, hard',
  ],
  [
    'malformed notation',
    ['replay', '--seed', '1', '--moves', 'd w>3 7-f'],
    2,
    `bad move notation: token 3 "7-f": ${NOTATION}`,
  ],
  [
    'a column 0',
    ['replay', '--seed', '1', '--moves', '0>3'],
    2,
    'bad move notation: token 1 "0>3": columns are numbered from 1, the tenth as 10 (0 is only its key in the game)',
  ],
  [
    'a run of no cards',
    ['replay', '--seed', '1', '--moves', 'd 2>5:0'],
    2,
    'bad move notation: token 2 "2>5:0": a move takes at least one card',
  ],
  [
    'an illegal move',
    ['replay', '--seed', '1', '--moves', 'd 8>4 3>f'],
    1,
    'move 3 "3>f" is illegal: no foundation takes 8H: the hearts foundations are both empty',
  ],
  [
    'a move that does not build',
    ['replay', '--seed', '1', '--moves', '1>2'],
    1,
    'move 1 "1>2" is illegal: 7D cannot go on 9S: it needs an eight of diamonds',
  ],
  [
    'a column past the last',
    ['replay', '--seed', '1', '--moves', 'w>11'],
    1,
    'move 1 "w>11" is illegal: there is no column 11: columns are 1 to 10',
  ],
  [
    'a draw from an empty stock',
    ['replay', '--seed', '1', '--moves', 'd '.repeat(65)],
    1,
    'move 65 "d" is illegal: the stock is empty',
  ],
  [
    'a redeal at the hard level',
    ['replay', '--seed', '1', '--moves', `${'d '.repeat(64)}r`],
    1,
    'move 65 "r" is illegal: no redeals in this game at the hard level',
  ],
  // Elsewhere the last of two takes; here the other variant's statistics would go.
  [
    'two variants for stats reset',
    ['stats', '--variant', 'maria', 'reset', '--variant', 'Lucas', '--yes'],
    2,
    'stats reset was given --variant more than once (maria, then lucas): give only the one to erase',
  ],
  [
    'two levels for stats reset',
    ['stats', 'reset', '--difficulty=easy', '--difficulty', 'hard', '--yes'],
    2,
    'stats reset was given --difficulty more than once (easy, then hard): give only the one to erase',
  ],
];

/** The commands with a help of their own: play's is the program's. */
const COMMANDS = ['deal', 'replay', 'solve', 'variants', 'rules', 'stats', 'reset'];

describe('bad input', () => {
  it.each(table)('%s', async (_, argv, code, message) => {
    const result = await cli(...argv);
    expect(result).toEqual({ code, stdout: '', stderr: `forty-thieves: ${message}\n` });
  });

  it.each([
    ['a missing seed', ['deal'], 'forty-thieves: --seed is needed: --seed <n>'],
    ['missing moves', ['replay', '--seed', '1'], 'forty-thieves: --moves is needed: --moves <notation>'],
    ['a seed with no value', ['--seed'], 'forty-thieves: --seed needs a value: --seed <n>'],
    [
      'a variant with no value',
      ['solve', '--seed', '1', '--variant'],
      'forty-thieves: --variant needs a value: --variant <id>',
    ],
    ['an unknown option', ['deal', '--seed', '1', '--colour'], "forty-thieves: unknown option '--colour'"],
    // Commander's guess came on a line of its own, capitalised.
    [
      'a misspelt option',
      ['solve', '--seed', '3', '--timout', '2'],
      "forty-thieves: unknown option '--timout' (did you mean --timeout?)\n",
    ],
    // Its value was taken for a command: "unknown command '5'".
    ['a misspelt game option', ['--sed', '5'], "forty-thieves: unknown option '--sed' (did you mean --seed?)\n"],
    [
      'a misspelt game option after another',
      ['--seed', '5', '--colr'],
      "unknown option '--colr' (did you mean --color?)",
    ],
    ['a stray argument', ['variants', 'all'], "forty-thieves: variants takes no word 'all'\n"],
    // Commander said "too many arguments for 'rules'. Expected 1 argument but got 2."
    ['a second word to rules', ['rules', 'lucas', 'extra'], 'forty-thieves: rules takes at most 1 word, not 2\n'],
    // Commander said "too many arguments for 'play'. Expected 0 arguments but got 1.", or asked solve for --seed.
    ['a variant after play', ['play', 'maria'], "play takes no word 'maria' (did you mean --variant maria?)\n"],
    ['a seed to solve', ['solve', '5'], "solve takes no word '5' (did you mean --seed 5?)\n"],
    // The seed is given already: the word is not named as another one.
    ['a second seed to solve', ['solve', '--seed', '1', '5'], "forty-thieves: solve takes no word '5'\n"],
    ['a second seed to solve, given with =', ['solve', '--seed=1', '5'], "forty-thieves: solve takes no word '5'\n"],
    ['a second seed to play', ['--seed', '1', '5'], "forty-thieves: unknown command '5'\n"],
    [
      'a second variant to stats reset, the first parsed by stats',
      ['stats', '--variant', 'maria', 'reset', 'lucas'],
      "forty-thieves: stats reset takes no word 'lucas'\n",
    ],
    ['a second variant to stats', ['stats', '--variant', 'maria', 'lucas'], "forty-thieves: unknown command 'lucas'\n"],
    [
      'a variant after deal',
      ['deal', '--seed', '1', 'Lucas'],
      "deal takes no word 'Lucas' (did you mean --variant lucas?)",
    ],
    // variants takes no --variant: nothing to name.
    ['a variant to variants', ['variants', 'lucas'], "forty-thieves: variants takes no word 'lucas'\n"],
    [
      'a variant after stats reset',
      ['stats', 'reset', 'lucas'],
      "stats reset takes no word 'lucas' (did you mean --variant lucas?)",
    ],
    [
      'a word after stats reset',
      ['stats', 'reset', '--yes', 'extra'],
      "forty-thieves: stats reset takes no word 'extra'\n",
    ],
    // stats has commands of its own: the word was taken for one.
    ['a variant to stats', ['stats', 'maria'], "unknown command 'maria' (did you mean --variant maria?)"],
    // Without the check, deal asked for --seed as if --daily had not been typed.
    [
      'a game option to deal',
      ['deal', '--daily', '2026-11-30'],
      // The seed of that day: its date's digits.
      "forty-thieves: --daily is a game option, for play: deal does not take it (2026-11-30's daily deal at hard or medium is --seed 20261130)",
    ],
    // The date play would refuse is refused, not answered with today's seed.
    [
      'a game option to deal with a date of no calendar',
      ['deal', '--daily', '2026-13-01'],
      'forty-thieves: --daily is a game option, for play: deal does not take it; invalid --daily date: 2026-13-01 is not a day of the calendar',
    ],
    [
      'a game option to solve with a day still to come',
      ['solve', '--daily', '9999-12-31'],
      'forty-thieves: --daily is a game option, for play: solve does not take it; invalid --daily date: 9999-12-31 has no deal yet',
    ],
    // variants takes no --seed: no seed to name.
    [
      'a game option to variants',
      ['variants', '--daily'],
      'forty-thieves: --daily is a game option, for play: variants does not take it',
    ],
    [
      'a game option to solve',
      ['solve', '--seed', '3', '--new'],
      'forty-thieves: --new is a game option, for play: solve does not take it',
    ],
    // Commander checks required options first: these asked for --seed, or --moves, as if the misspelt one had
    // not been typed.
    [
      'a misspelt --seed to solve',
      ['solve', '--sed', '4'],
      "forty-thieves: unknown option '--sed' (did you mean --seed?)",
    ],
    ['an unknown option to deal', ['deal', '--bogus'], "forty-thieves: unknown option '--bogus'"],
    // The option after it was taken for the value, and the value after that for a word.
    [
      'a value left out before another option',
      ['deal', '--seed', '--variant', 'maria'],
      '--seed needs a value: --seed <n>',
    ],
    [
      'a value left out before an option of stats',
      ['stats', '--variant', '--json'],
      '--variant needs a value: --variant <id>',
    ],
    // Commander said "deal takes at most 0 words, not 1".
    ['a word after -- to deal', ['deal', '--seed', '5', '--', 'maria'], 'deal takes no words (1 given)'],
    // Not "stats does not take it": reset was given it.
    [
      'a game option to stats reset',
      ['stats', 'reset', '--seed', '4'],
      '--seed is a game option, for play: stats reset does not take it',
    ],
    ['a value given to --help', ['deal', '--help=all'], '--help is given alone'],
    // Play's --daily takes a date; stats' shows the last 30 days. Not "unknown command '2026-12-01'".
    ['a date to stats --daily', ['stats', '--daily', '2026-12-01'], "stats --daily takes no date ('2026-12-01')"],
    [
      'a date without dashes to stats --daily',
      ['stats', '--daily', '20261201'],
      "stats --daily takes no date ('20261201')",
    ],
    // Stats reads reset's options: the value was "--yes", an unknown variant.
    [
      'a value left out after stats reset',
      ['stats', 'reset', '--variant', '--yes'],
      '--variant needs a value: --variant <id>',
    ],
    // The value was "-h", an invalid seed.
    ['-h where a value is due', ['deal', '--seed', '-h'], '--seed needs a value: --seed <n>'],
    // Commander called it unknown, though reset takes it.
    [
      'an option of stats reset to stats',
      ['stats', '--variant', 'maria', '--yes'],
      // Its help, not a line to copy: "stats reset --yes" would erase every variant's statistics.
      '--yes is an option of stats reset, not of stats: forty-thieves stats reset --help says what it does',
    ],
    // Escaped, as every quote of what was typed is: the terminal would run the raw escape.
    [
      'a control character in a date given to deal',
      ['deal', '--seed', '1', '--daily=\u001b[2J'],
      '--daily is a game option, for play: deal does not take it; invalid --daily date: "\\x1b[2J" is not a date',
    ],
    ['an unknown letter to deal', ['deal', '-x'], "forty-thieves: unknown option '-x'"],
    // stats parses them for reset: reset's mistake all the same.
    [
      'a variant with no value to stats reset',
      ['stats', 'reset', '--variant'],
      '--variant needs a value: --variant <id>',
    ],
    ['a variant with no value to stats', ['stats', '--variant'], '--variant needs a value: --variant <id>'],
    // Reset named after stats' own option and its value, and after stats' mistake: stats' mistake points to its help.
    [
      'a level with no value to stats reset after a variant',
      ['stats', '--variant', 'lucas', 'reset', '--difficulty'],
      // The levels named, as for a bad one.
      '--difficulty needs a value: --difficulty <level>; choose one of easy, medium, hard',
    ],
    ['a misspelt command of stats, reset later', ['stats', 'rest', 'reset'], "unknown command 'rest'", 'stats'],
    // help has no options of its own but those of the program.
    ['an unknown option to help', ['help', '--bogus'], "unknown option '--bogus'"],
    ['a letter for --seed to solve', ['solve', '-s', '4'], "forty-thieves: unknown option '-s' (did you mean --seed?)"],
    [
      'a misspelt --moves to replay',
      ['replay', '--seed=1', '--move', 'd'],
      "forty-thieves: unknown option '--move' (did you mean --moves?)",
    ],
  ])('%s is bad usage, with a pointer to --help', async (_, argv, message, named?: string) => {
    const { code, stdout, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    // The help of the command typed, where its options are; play's are the program's, and so are the game options.
    // (`named` where the mistake is in a command before another named.)
    const commands = message.includes('is a game option') ? [] : argv.filter((word) => COMMANDS.includes(word));
    const path = named === undefined ? commands.map((c) => `${c} `).join('') : `${named} `;
    expect(stderr).toContain(`(run forty-thieves ${path}--help for usage)`);
  });

  it('--json does not change where errors go', async () => {
    const { code, stdout, stderr } = await cli('replay', '--seed', '1', '--moves', '9>1', '--json');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('forty-thieves: move 1 "9>1" is illegal: 8C cannot go on 7D: it needs a nine of clubs\n');
  });
});
