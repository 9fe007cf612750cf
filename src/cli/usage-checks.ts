// The mistakes of usage that commander would name badly or not at all, each
// named in the words of docs/rules.md (The command line): a misspelt command
// or option with the one meant, a value left out, an option given to a
// command that does not take it, options typed before their command, a word
// too many. Called from the program's hooks (program.ts), before commander
// parses a command's options.

import type { CommandUnknownOpts } from '@commander-js/extra-typings';
import { DailyDateError, dailySeed, dateAt, LEVELS, parseDailyDate, variantIds } from '../engine/index.js';
import { escapeControls, UsageError } from './errors.js';
import { dailyDate, dailyMeant, gameOptionFor, parseLevel, parseVariant } from './options.js';
import { nearest, orList } from './suggest.js';

/**
 * Every check of the words given to `sub` (`program` its parent), in the
 * order a mistake is best named in: a misspelt command before the options
 * after it, an option the command does not take before a missing one.
 */
export function refuseMistakes(
  program: CommandUnknownOpts,
  sub: CommandUnknownOpts,
  { play, stats }: { readonly play: CommandUnknownOpts; readonly stats: CommandUnknownOpts },
): void {
  // stats parses reset's --variant and --difficulty: a mistake in one is reset's, and points to its help.
  if (sub === stats && commandNamed(program.args, stats) === 'reset') {
    sub.showHelpAfterError('(run forty-thieves stats reset --help for usage)');
    refuseTwoChoices(program.args);
    // Stats reads reset's options before reset's own hook: "stats reset --variant --yes".
    const reset = stats.commands.find((c) => c.name() === 'reset')!;
    const after = program.args.slice(program.args.indexOf('reset') + 1);
    for (const [i, arg] of after.entries()) {
      const option = optionNamed(reset, arg);
      if (option?.required) refuseOptionForValue(reset, option, after[i + 1]);
    }
  }
  if (sub !== play) refuseGameOptions(program, sub, play);
  refuseUnknownSubcommand(program, sub);
  refuseUnknownOptions(program, sub);
  const [first] = program.args;
  if (sub !== play || first === undefined) return;
  if (first.startsWith('-')) refuseWordAfterOptions(program, play);
  else if (first !== 'play') unknownCommand(program, first, notGiven(gameOptionFor(first), program.args));
}

/**
 * A mistake in a command's options points to that command's help ("run
 * forty-thieves stats reset --help"), where its options are: commander gives
 * every command the program's pointer. Play's options are the program's own.
 */
export function pointToOwnHelp(command: CommandUnknownOpts, play: CommandUnknownOpts, path = ''): void {
  for (const sub of command.commands) {
    // Play's options are the program's; `help` has none but the command it names.
    if (sub === play || sub.name() === 'help') continue;
    const name = `${path}${sub.name()} `;
    sub.showHelpAfterError(`(run forty-thieves ${name}--help for usage)`);
    pointToOwnHelp(sub, play, name);
  }
}

/**
 * A game option given to another command ("deal --daily") is named as
 * play's: commander would first ask for deal's missing --seed, as if --daily
 * had not been seen, or call it unknown, though --help lists it.
 */
function refuseGameOptions(program: CommandUnknownOpts, sub: CommandUnknownOpts, play: CommandUnknownOpts): void {
  const { args } = program;
  for (const [i, arg] of args.entries()) {
    if (arg === '--') return;
    const flag = arg.split('=')[0];
    if (!flag.startsWith('--') || sub.options.some((o) => o.long === flag)) continue;
    if (!play.options.some((o) => o.long === flag)) continue;
    const seedTaken = flag === '--daily' && sub.options.some((o) => o.long === '--seed');
    // "--daily deal": the command typed after it is no date.
    const next = program.commands.some((c) => c.name() === args[i + 1]) ? undefined : args[i + 1];
    const daily = seedTaken ? dailySeedHint(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : next) : '';
    // "stats reset", where the option was given to reset.
    const own = commandNamed(args, sub);
    const name = own !== undefined && sub.commands.some((c) => c.name() === own) ? `${sub.name()} ${own}` : sub.name();
    program.error(`error: ${flag} is a game option, for play: ${name} does not take it${daily}`, {
      exitCode: 2,
      code: 'commander.unknownOption',
    });
  }
}

/**
 * The daily deal at hard and medium is a seed like any other, the one deal
 * and solve take: " (2026-11-30's daily deal at hard or medium is --seed
 * 20261130)", of the date given, else of today. A date play would refuse is
 * refused in play's words, not answered with another day's seed.
 */
function dailySeedHint(given: string | undefined): string {
  const today = dateAt(Date.now());
  try {
    const date = dailyDate(given === undefined || given.startsWith('-') ? true : given, today);
    return ` (${date}'s daily deal at hard or medium is --seed ${dailySeed(date)})`;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // The date typed is quoted in the message: escaped, as commander's quotes are (inOurWords).
    return `; ${escapeControls(error.message)}`;
  }
}

/**
 * A word after a command that has commands of its own ("stats rest") names
 * one of them: misspelt, it is named with the nearest ("did you mean
 * reset?"), where commander would call the options after it unknown, or the
 * word one too many. A misspelt option ("stats --varient maria") is named
 * first: its value is no command mistyped.
 */
function refuseUnknownSubcommand(program: CommandUnknownOpts, sub: CommandUnknownOpts): void {
  if (sub.commands.length === 0) return;
  const { args } = program;
  const after = args.slice(args.indexOf(sub.name()) + 1);
  /** An option of the command's commands alone ("stats --yes"), should none of them be named. */
  let theirs: string | undefined;
  for (let i = 0; i < after.length; i++) {
    const arg = after[i];
    // Help asked for is given, whatever follows.
    if (arg === '--' || arg === '-h' || arg === '--help') return;
    if (arg.startsWith('-')) {
      const flag = flagOf(arg);
      const option = optionNamed(sub, flag);
      if (!option && !sub.commands.some((c) => optionNamed(c, flag))) unknownOption(program, flag, sub);
      theirs ??= option ? undefined : flag;
      // The value of an option that takes one is no command.
      if (option && (option.required || option.optional) && arg === flag) {
        if (option.required) refuseOptionForValue(sub, option, after[i + 1], sub.commands);
        i++;
      }
      continue;
    }
    // "stats --daily 2026-12-01": play's --daily takes a date, stats' none.
    const flagBefore = optionNamed(sub, after[i - 1] ?? '');
    if (flagBefore && !flagBefore.required && !flagBefore.optional && /^\d{4}-?\d\d-?\d\d$/.test(arg)) {
      sub.error(`error: ${sub.name()} ${flagBefore.long} takes no date ('${arg}')`, {
        exitCode: 2,
        code: 'commander.excessArguments',
      });
    }
    if (!sub.commands.some((c) => c.name() === arg)) unknownCommand(sub, arg, optionMeant(sub, arg, args));
    return;
  }
  const owner = theirs === undefined ? undefined : sub.commands.find((c) => optionNamed(c, theirs));
  if (owner) {
    // Its help, not a line to copy: "stats --yes" was no request to erase, and "stats reset --yes" erases everything.
    const name = `${sub.name()} ${owner.name()}`;
    sub.error(
      `error: ${theirs} is an option of ${name}, not of ${sub.name()}: forty-thieves ${name} --help says what it does`,
      {
        exitCode: 2,
        code: 'commander.unknownOption',
      },
    );
  }
}

/**
 * "--variant --seed 5": an option where a value was due is the value left
 * out, not the value. Commander would take it for the value, and the words
 * after it for commands ("unknown command '5'"). `also`: other commands
 * whose options count (a command's own commands, the one typed after play's options).
 */
function refuseOptionForValue(
  command: CommandUnknownOpts,
  option: { readonly long?: string; readonly flags: string },
  next: string | undefined,
  also: readonly (CommandUnknownOpts | undefined)[] = [],
): void {
  if (next === undefined || !next.startsWith('-')) return;
  const flag = flagOf(next);
  if (!STANDALONE.includes(flag) && ![command, ...also].some((c) => c && optionNamed(c, flag))) return;
  command.error(`error: ${valueNeeded(option.long ?? option.flags, option.flags)}`, {
    exitCode: 2,
    code: 'commander.optionMissingArgument',
  });
}

/** The options whose values are few enough to name when one is left out. */
const CHOICES: Readonly<Record<string, () => readonly string[]>> = {
  '--variant': variantIds,
  '--difficulty': () => LEVELS,
};

/** "--variant needs a value: --variant <id>; choose one of forty-thieves, …", as a bad value names them. */
export function valueNeeded(flag: string, form: string): string {
  const choices = CHOICES[flag]?.();
  return `${flag} needs a value: ${form}${choices ? `; choose one of ${choices.join(', ')}` : ''}`;
}

/** A command line to copy into a shell: a word with spaces or a shell's own signs ("d w>3") is quoted. */
function commandLine(words: readonly string[]): string {
  const quoted = words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`));
  return ['forty-thieves', ...quoted].join(' ');
}

/** The option an argument names: "--seed=4" names --seed; "-s4" or "-s" names -s. */
const flagOf = (arg: string): string => (arg.startsWith('--') ? arg.split('=')[0] : arg.slice(0, 2));

const optionNamed = (command: CommandUnknownOpts, flag: string) =>
  command.options.find((o) => o.long === flag || o.short === flag);

/** The word after `command`'s name that names one of its commands: the first that is no option nor an option's value. */
function commandNamed(args: readonly string[], command: CommandUnknownOpts): string | undefined {
  for (let i = args.indexOf(command.name()) + 1; i < args.length; i++) {
    const word = args[i];
    if (!word.startsWith('-')) return word;
    if (!word.includes('=') && optionNamed(command, word)?.required) i++;
  }
  return undefined;
}

/**
 * An option the command does not take ("solve --sed 4") is named before a
 * required one that is missing: commander checks those first, and would ask
 * for --seed as if the misspelt option had not been typed.
 */
export function refuseUnknownOptions(program: CommandUnknownOpts, sub: CommandUnknownOpts): void {
  const { args } = program;
  // A command with commands of its own leaves its options to them.
  if (sub.commands.length > 0) return;
  const named = args.indexOf(sub.name());
  // Play's options typed first are read by refuseWordAfterOptions, with those of a command typed after them.
  if (named < 0 && args[0]?.startsWith('-')) return;
  // Play, run without its name, has the words before its options looked at after this (refuseWordAfterOptions).
  const takesWords = named < 0 || sub.registeredArguments.length > 0;
  for (let i = named + 1; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--' || arg === '--help' || arg === '-h') return;
    if (!arg.startsWith('-') || arg === '-') {
      if (!takesWords) refuseStrayWord(program, sub, arg);
      continue;
    }
    const flag = flagOf(arg);
    const option = optionNamed(sub, flag);
    if (!option) unknownOption(program, flag, sub);
    // The value of an option that takes one is no option, whatever it looks like; an optional
    // value, as commander takes it: the next argument unless it is an option.
    const next = args[i + 1];
    const optionalValue = option.optional && next !== undefined && !next.startsWith('-');
    if ((option.required || optionalValue) && arg === flag) {
      if (option.required) refuseOptionForValue(sub, option, next);
      i++;
    }
  }
}

/**
 * "stats --variant maria reset --variant lucas --yes": two variants (or
 * levels) named for an erase are asked about. Elsewhere an option given
 * twice takes the last; here the other one's statistics would be erased.
 */
function refuseTwoChoices(args: readonly string[]): void {
  const choices: [string, (text: string) => string][] = [
    ['--variant', (text) => parseVariant(text).id],
    ['--difficulty', parseLevel],
  ];
  const end = args.includes('--') ? args.indexOf('--') : args.length;
  for (const [flag, parse] of choices) {
    const named = new Set<string>();
    for (const [i, arg] of args.slice(0, end).entries()) {
      const value = arg === flag ? args[i + 1] : arg.startsWith(`${flag}=`) ? arg.slice(flag.length + 1) : undefined;
      try {
        if (value !== undefined) named.add(parse(value));
      } catch (error) {
        // A bad value is commander's to name, as anywhere else.
        if (!(error instanceof UsageError)) throw error;
      }
    }
    if (named.size > 1) {
      throw new UsageError(
        `stats reset was given ${flag} more than once (${[...named].join(', then ')}): give only the one to erase`,
      );
    }
  }
}

/**
 * A word given to a command that takes none ("play maria", "solve 5"):
 * named with the option it would be the value of, where the command takes
 * that option, as a word alone is for play. Commander would only say how
 * many arguments it expected.
 */
function refuseStrayWord(program: CommandUnknownOpts, sub: CommandUnknownOpts, word: string): never {
  const meant = optionMeant(sub, word, program.args);
  // A command's own command is named with it: "stats reset".
  const name = program.parent ? `${program.name()} ${sub.name()}` : sub.name();
  sub.error(`error: ${name} takes no word '${word}'${meant ? ` (did you mean ${meant}?)` : ''}`, {
    exitCode: 2,
    code: 'commander.excessArguments',
  });
}

/** The option `word` would be the value of ("--variant maria"), where `command` takes that option. */
function optionMeant(command: CommandUnknownOpts, word: string, given: readonly string[]): string | undefined {
  const meant = notGiven(gameOptionFor(word), given, command.parent);
  return meant !== undefined && command.options.some((o) => o.long === meant.split(' ')[0]) ? meant : undefined;
}

/**
 * An option to suggest ("--seed 5"), unless it is given already: in `given`
 * (the words typed), or parsed by `parent` ("stats --variant maria reset
 * lucas"). A second value is not what the word was meant to be.
 */
function notGiven(meant: string | undefined, given: readonly string[], parent?: CommandUnknownOpts | null) {
  if (meant === undefined) return undefined;
  const flag = meant.split(' ')[0];
  if (given.some((arg) => arg === flag || arg.startsWith(`${flag}=`))) return undefined;
  const parsed = parent?.options.find((o) => o.long === flag);
  return parsed && parent?.getOptionValueSource(parsed.attributeName()) === 'cli' ? undefined : meant;
}

/**
 * A word after play's options ("--seed 7 deal"): a command given after the
 * options, which go after it, or a misspelt one. Commander would only say
 * that play takes no arguments, which the player never gave it.
 */
function refuseWordAfterOptions(program: CommandUnknownOpts, play: CommandUnknownOpts): void {
  const { args } = program;
  // The command typed after the options, whose options they may be ("--json deal").
  const later = program.commands.find((c) => c !== play && args.includes(c.name()));
  const laters = [later, ...(later?.commands ?? [])];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--' || arg === '-h' || arg === '--help') return;
    if (arg.startsWith('-')) {
      const flag = arg.split('=')[0];
      const option = [play, ...laters].flatMap((c) => c?.options ?? []).find((o) => o.long === flag || o.short === arg);
      // "--sed 5", "-s 5": the misspelt option, not its value taken for a command.
      if (!option && !program.options.some((o) => o.long === flag || o.short === flag)) {
        unknownOption(program, flagOf(arg), play);
      }
      if (option?.required && arg === flag) refuseOptionForValue(program, option, args[i + 1], [play, ...laters]);
      // The value of an option that takes one is no word: --daily's only when it is a date.
      if (option && !arg.includes('=') && (option.required || (option.optional && /^\d/.test(args[i + 1] ?? '')))) i++;
      continue;
    }
    if (!program.commands.some((c) => c.name() === arg)) {
      if (args[i - 1] === '--daily') badDailyDate(program, arg, args);
      unknownCommand(program, arg, notGiven(gameOptionFor(arg), args));
    }
    // Reordered, the options must be the command's: "--seed 7 stats" is no "stats --seed 7".
    const command = program.commands.find((c) => c.name() === arg);
    if (command) refuseGameOptions(program, command, play);
    // With its own command, if one is named after it ("--yes stats reset": stats reset --yes).
    const rest = [...args.slice(0, i), ...args.slice(i + 1)];
    const own = command?.commands.find((c) => rest.includes(c.name()))?.name();
    const reordered = commandLine(own ? [arg, own, ...rest.toSpliced(rest.indexOf(own), 1)] : [arg, ...rest]);
    program.error(`error: the command goes first, its options after it: ${reordered}`, {
      exitCode: 2,
      code: 'commander.unknownCommand',
    });
  }
}

/**
 * "--daily yesterday": a word after --daily that is no command is a date
 * mistyped, exit 2; a variant or a level ("--daily lucas") is named with its
 * option, as a word alone is.
 */
function badDailyDate(program: CommandUnknownOpts, typed: string, given: readonly string[]): void {
  try {
    parseDailyDate(typed);
  } catch (error) {
    if (!(error instanceof DailyDateError)) throw error;
    const meant = dailyMeant(typed, given);
    const near = meant ? ` (did you mean --daily ${meant}?)` : '';
    // The message says what to type, as for a date that is no day of the calendar: no pointer to the usage.
    program.showHelpAfterError(false);
    program.error(`error: invalid --daily date: ${escapeControls(error.message)}${near}`, {
      exitCode: 2,
      code: 'commander.invalidArgument',
    });
  }
}

/** The options that take nothing with them. */
const STANDALONE = ['-h', '--help', '-V', '--version'];

/** Few enough options beginning with one letter to name them all ("-d": --difficulty or --daily). */
const FEW_FOR_A_LETTER = 3;

/**
 * Ends with "unknown option '--sed' (did you mean --seed?)", exit 2. A
 * letter ("-s") is taken for the options of `command` it begins, if only a
 * few do, and for a program option of the other case ("-v": -V).
 */
function unknownOption(program: CommandUnknownOpts, typed: string, command: CommandUnknownOpts): never {
  // "-hV", "--help=all": the help's and the version's options, with something joined to them.
  if (STANDALONE.includes(typed)) {
    command.error(`error: ${typed} is given alone: -h or --help for the help, -V or --version for the version`, {
      exitCode: 2,
      code: 'commander.unknownOption',
    });
  }
  const longs = command.options.flatMap((o) => (o.long && !o.hidden ? [o.long] : []));
  const letter = /^-[a-z]$/i.exec(typed) ? longs.filter((long) => long[2] === typed[1].toLowerCase()) : [];
  // "--HELP", "--versoin": the help's and, where play's options are the program's, the version's too.
  const standalone = ['--help', ...(command.name() === 'play' ? ['--version'] : [])];
  const guesses =
    letter.length > 0 && letter.length <= FEW_FOR_A_LETTER ? letter : [nearest(typed, [...longs, ...standalone])];
  // "-v", as many programs take for their version: this one's is -V, named first.
  const otherCase = program.options.find((o) => o.short !== typed && o.short?.toLowerCase() === typed.toLowerCase());
  const meant = [otherCase && `${otherCase.short} (${otherCase.long})`, ...guesses].filter((g) => g !== undefined);
  const near = orList(meant);
  command.error(`error: unknown option '${typed}'${near ? ` (did you mean ${near}?)` : ''}`, {
    exitCode: 2,
    code: 'commander.unknownOption',
  });
}

/** "stats reset" for "reset": the command of a command so named, if one is. */
export function commandOfACommand(program: CommandUnknownOpts, name: string): string | undefined {
  const owner = program.commands.find((c) => c.commands.some((sub) => sub.name() === name));
  return owner && `${owner.name()} ${name}`;
}

/**
 * Ends with "unknown command 'stat' (did you mean stats?)", exit 2; `meant`,
 * when given, is the guess ("--variant maria" for "maria").
 */
export function unknownCommand(program: CommandUnknownOpts, typed: string, meant?: string): never {
  const near =
    meant ??
    nearest(
      typed,
      program.commands.map((c) => c.name()),
    );
  program.error(`error: unknown command '${typed}'${near ? ` (did you mean ${near}?)` : ''}`, {
    exitCode: 2,
    code: 'commander.unknownCommand',
  });
}
