// The command line: one commander program, one file per subcommand. Heavy
// modules (the interface, the store, the solver) are imported inside the
// actions that need them, so `deal` never pays for Ink. `play` is the
// default command, so its options are the program's too: `--help` lists them,
// and a word that is no command is named as one, not taken for play's.

import { Command, type CommandUnknownOpts, Help, Option } from '@commander-js/extra-typings';
import pkg from '../../package.json' with { type: 'json' };
import { DEFAULT_LEVEL, LEVELS, MAX_SEED, MIN_SEED, variantIds } from '../engine/index.js';
import { runDeal } from './deal.js';
import { escapeControls, UsageError } from './errors.js';
import { parseLevel, parseVariant } from './options.js';
import type { Output } from './output.js';
import { writeError } from './prose.js';
import { runReplay } from './replay.js';
import { DEFAULT_TIMEOUT } from './solve-options.js';
import {
  commandOfACommand,
  pointToOwnHelp,
  refuseMistakes,
  refuseUnknownOptions,
  unknownCommand,
  valueNeeded,
} from './usage-checks.js';
import { runRules, runVariants } from './variants.js';

// Checked as commander reads them, so an unknown variant or level is named first, as play names it, not after a
// missing --seed.
const variantOption = () =>
  new Option('--variant <id>', `the game: ${variantIds().join(', ')}`).argParser((id) => parseVariant(id).id);
const levelOption = (byDefault: string = DEFAULT_LEVEL) =>
  new Option('--difficulty <level>', `the level: ${LEVELS.join(', ')} (default ${byDefault})`).argParser(parseLevel);

const GAME_OPTIONS = 'Game options (for play, the default command):';

/**
 * Commander's own errors, worded like ours: "forty-thieves: unknown option
 * '--sede'", "--seed needs a value: --seed <n>". What was typed, which
 * commander quotes, may hold control characters: escaped, as in our own messages.
 */
function inOurWords(text: string): string {
  return (
    text
      .replace(/^error: /, '')
      .trimEnd()
      .replace(/^option '(--[\w-]+)( [^']*)' argument missing$/, (_, flag: string, value: string) =>
        valueNeeded(flag, `${flag}${value}`),
      )
      .replace(/^required option '(--[\w-]+)( [^']*)' not specified$/, '$1 is needed: $1$2')
      // As a command taking no word says it ("variants takes no word 'all'").
      .replace(
        /^too many arguments for '([\w-]+)'\. Expected (\d+) arguments? but got (\d+)\.$/,
        (_, command: string, most: string, got: string) =>
          most === '0'
            ? `${command} takes no words (${got} given)`
            : `${command} takes at most ${most} ${most === '1' ? 'word' : 'words'}, not ${got}`,
      )
      // Commander puts its guess on a line of its own; ours follows the name, as for a command.
      .replace(/\n\(Did you mean (\S+)\?\)$/, ' (did you mean $1?)')
      .replace(/'[^']*'/g, (quoted) => escapeControls(quoted))
  );
}

export function buildProgram(out: Output): Command {
  const program = new Command()
    .name('forty-thieves')
    .description('Forty Thieves and its relatives: two-deck patience in the terminal, with a solver.')
    .version(pkg.version, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: out.stdout,
      writeErr: out.stderr,
      outputError: (text) => writeError(out, inOurWords(text)),
    })
    .showHelpAfterError('(run forty-thieves --help for usage)')
    .usage('[game options] | <command> [options]');

  const play = program
    .command('play', { isDefault: true })
    .description('play in the terminal (the default): the start screen, or straight into a game with game options')
    .optionsGroup(GAME_OPTIONS)
    .addOption(variantOption())
    // --new and --daily keep to the level played (docs/rules.md, The command line).
    .addOption(levelOption(`${DEFAULT_LEVEL}, but see --new and --daily`))
    .option('--seed <n>', `the deal number, ${MIN_SEED} to ${MAX_SEED} (default: a random one)`)
    .option(
      '--new',
      "a new game, even when one is saved (asking first when its moves would be lost); without --seed, of the saved game's variant and level (else the last played) unless named",
    )
    .option(
      '--daily [date]',
      "the day's deal, the same for everyone (UTC date), or a past day's (YYYY-MM-DD); of the saved game's variant and level (else the last played) unless named",
    )
    .option('--ascii', 'suits as c d h s (also when the locale is not UTF-8)')
    .option('--no-ascii', 'suits as symbols, whatever the settings or the locale say')
    .option('--four-color', 'a colour for each suit')
    .option('--color', 'colours, whatever the settings or NO_COLOR say (not on a colourless terminal)')
    .option('--no-color', 'no colours (also when NO_COLOR is set)')
    .option('--cards <size>', 'card size: auto (as large as the terminal allows), compact or framed')
    .option('--bell', 'ring the bell on a refused move and a win')
    .option('--no-bell', 'no bell')
    .option('--verdict', "the solver's live verdict on the status line, whatever the settings say")
    .option('--no-verdict', 'no live verdict from the solver on the status line')
    .option('--mouse', 'clicks, whatever the settings say')
    .option('--no-mouse', "no clicks: the terminal's own text selection works (or Shift+drag in most terminals)")
    .action(async (options) => (await import('./play.js')).runPlay(options, process, undefined, out));

  program
    .command('deal')
    .description('print the layout of a deal: columns bottom to top, face-down cards marked, the stock from the top')
    .requiredOption('--seed <n>', `the deal number, ${MIN_SEED} to ${MAX_SEED}`)
    .addOption(variantOption())
    .addOption(levelOption())
    .option('--json', 'one JSON document on stdout')
    .action((options) => runDeal(options, out));

  program
    .command('replay')
    .description('apply moves from the deal and print the result, or the first illegal move and why')
    .requiredOption('--seed <n>', `the deal number, ${MIN_SEED} to ${MAX_SEED}`)
    .addOption(variantOption())
    .addOption(levelOption())
    .requiredOption('--moves <notation>', 'moves such as "d w>3 7>f 2>5:3"')
    .option('--json', 'the final position and its legal moves as JSON')
    .action((options) => runReplay(options, out));

  program
    .command('solve')
    .description("the solver's verdict on a deal (winnable with the moves, unwinnable, or unknown)")
    .requiredOption('--seed <n>', `the deal number, ${MIN_SEED} to ${MAX_SEED}`)
    .addOption(variantOption())
    .addOption(levelOption())
    .option('--moves <notation>', 'solve from the position after these moves')
    .option('--timeout <s>', `seconds to search before answering unknown (default ${DEFAULT_TIMEOUT})`)
    .option('--hash <MB>', "megabytes for the solver's table of positions (default 96)")
    .option('--json', '{"verdict", "moves", "nodes", "ms"} as JSON')
    .action(async (options) => (await import('./solve.js')).runSolve(options, out));

  program
    .command('variants')
    .description('list the variants')
    .option('--json', 'as JSON')
    .action((options) => runVariants(options, out));

  program
    .command('rules')
    .description('the rules of one variant, or of all')
    .argument('[id]', 'a variant id')
    // As deal and solve take it: `rules --variant indian` is `rules indian`.
    .addOption(variantOption())
    .action((id, options) => runRules(id, options.variant, out));

  const onlyLevel = () =>
    new Option('--difficulty <level>', `only this level: ${LEVELS.join(', ')}`).argParser(parseLevel);
  const stats = program
    .command('stats')
    .description('statistics of every variant and level played, with the recent games')
    .addOption(variantOption())
    .addOption(onlyLevel())
    .option('--json', 'as JSON')
    .option('--daily', "the daily deal's streak and its last 30 days")
    .action(async (options) => (await import('./stats.js')).runStats(options, out));
  stats
    .command('reset')
    .description('erase statistics (all, or of one variant or level); needs --yes')
    .addOption(variantOption())
    .addOption(onlyLevel())
    .option('--yes', 'really erase')
    .option('--daily', "only the daily deal's record, not the variants' statistics")
    // `stats` parses --variant, --difficulty and --daily wherever they stand, so they may be its options.
    .action(async (options) => {
      // So is --json, which reset's sentence would not honour.
      if (stats.opts().json) throw new UsageError('stats reset has no --json: it says in a sentence what it erased');
      return (await import('./stats.js')).runReset({ ...stats.opts(), ...options }, out);
    });
  // Its words and options are looked at as the program's commands' are ("stats reset lucas").
  stats.hook('preSubcommand', (self, sub) => refuseUnknownOptions(self, sub));

  // `help stat` names the misspelt command, as `stat` alone does: commander's
  // own help command printed the program's help and succeeded.
  program.helpCommand(false);
  program
    .command('help')
    .description('display help for command')
    .argument('[command...]', 'a command, or a command and one of its own ("stats reset")')
    .action((names) => {
      let command: CommandUnknownOpts = program;
      for (const name of names) {
        const named = command.commands.find((c) => c.name() === name);
        if (!named) unknownCommand(command, name, command === program ? commandOfACommand(program, name) : undefined);
        command = named;
      }
      return command.help();
    });

  // `forty-thieves --help` shows the game options with the program's own.
  const help = new Help();
  program.configureHelp({
    visibleOptions: (cmd) =>
      cmd === program
        ? [...help.visibleOptions(cmd), ...play.options.filter((o) => !o.hidden)]
        : help.visibleOptions(cmd),
  });

  // A word before any option that names no command is a misspelt command
  // ("stat"), not something to give to play, which takes no words; and the other mistakes of usage-checks.ts.
  program.hook('preSubcommand', (self, sub) => refuseMistakes(self, sub, { play, stats }));

  pointToOwnHelp(program, play);
  return program;
}
