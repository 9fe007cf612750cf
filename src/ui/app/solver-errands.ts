// What the table asks of the solver, each answer coming back as one of the
// table's actions: a hint, the winning line to watch (searched for longer
// where the live verdict could not tell), the way back to the last winnable
// position. Each search runs in a worker thread and is stopped as soon as
// the state no longer asks for it (its position or its table gone).

import { formatMove, type Position } from '../../engine/index.js';
import { lastWinnable } from '../live/last-winnable.js';
import type { HintSource } from '../live/simple-hint.js';
import type { VerdictAnswer, VerdictKeeper, VerdictSource } from '../live/verdict-keeper.js';
import { atTheDeal, type HintLost, positionOf, type TableAction, type TableState } from '../table/table-state.js';
import type { LineAnswer } from '../table/watch.js';
import { describeMove } from '../text/describe.js';
import type { AppAction, AppState } from './app-state.js';

/** What the errands need of the app. */
export interface ErrandHost {
  readonly keeper: VerdictKeeper | undefined;
  readonly hints: HintSource;
  /** The solver's verdicts (none: no search of its own). */
  readonly verdicts?: VerdictSource;
  /** A longer search, for the line to watch where the verdicts could not tell. */
  readonly longerVerdicts?: VerdictSource;
  state(): AppState;
  dispatch(action: AppAction): void;
}

type Errand<K extends string, V> = { readonly table: number; readonly controller: AbortController } & Record<K, V>;

export class SolverErrands {
  /** The hint being looked for: stopped when its position or its table goes. */
  private hint: Errand<'moveCount', number> | undefined;
  /** The search backwards for a winnable position: stopped when the game moves or its table goes. */
  private back: Errand<'moveCount', number> | undefined;
  /** The search for a line to watch: stopped when its watch ends or its table goes. */
  private line: Errand<'run', number> | undefined;

  constructor(private readonly host: ErrandHost) {}

  /** Stops the searches the state no longer asks for. */
  follow(state: AppState): void {
    const { hint, back, line } = this;
    // A hint no longer awaited: another position, or the same count of moves with safe moves played since.
    const awaited = state.table?.game.moveCount === hint?.moveCount && state.table?.hintPending === hint?.moveCount;
    if (hint && (hint.table !== state.tables || !awaited)) {
      hint.controller.abort();
      this.hint = undefined;
    }
    if (back && (back.table !== state.tables || state.table?.backPending !== back.moveCount)) {
      back.controller.abort();
      this.back = undefined;
    }
    if (line && (line.table !== state.tables || state.table?.watch?.run !== line.run)) {
      line.controller.abort();
      this.line = undefined;
    }
  }

  close(): void {
    this.hint?.controller.abort();
    this.line?.controller.abort();
    this.back?.controller.abort();
  }

  /** The last position known winnable, from the verdicts known and searches where they leave a gap (lastWinnable). */
  findWinnable(tableNumber: number): void {
    const { table } = this.host.state();
    if (!table) return;
    this.back?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    const moveCount = table.game.moveCount;
    this.back = { table: tableNumber, moveCount, controller };
    const tell = this.teller(tableNumber, signal);
    const ready = (keep?: number, text?: string) => tell({ type: 'back-found', moveCount, keep, text });
    const { keeper } = this.host;
    lastWinnable(
      table.game.positions,
      (position) => keeper?.answerFor(position)?.verdict,
      this.host.verdicts,
      signal,
      (position, answer) => keeper?.learn(position, answer),
      // Said after the step that started the look: a dispatch never runs inside another.
      (searchesLeft) => queueMicrotask(() => tell({ type: 'back-looking', moveCount, searchesLeft })),
    ).then(
      (found) => ready(found.index, found.text),
      (error: unknown) => ready(undefined, `The solver could not look back: ${reasonOf(error)}`),
    );
  }

  /** Tells the table numbered `table` an answer, unless its search was stopped meanwhile. */
  private teller(table: number, signal: AbortSignal): (action: TableAction) => void {
    return (action) => {
      if (!signal.aborted) this.host.dispatch({ type: 'table', table, action });
    };
  }

  /**
   * What is lost, the position on the table being lost: the deal, when it is
   * the deal (its safe moves lose nothing) or was proven lost before; else
   * the position, with or without an earlier one known winnable to go back to.
   */
  private lostWhere(table: TableState): HintLost {
    const { keeper } = this.host;
    if (atTheDeal(table) || keeper?.dealLost(table.game) === true) return 'deal';
    return keeper?.wayBackKnown(table.game) === false ? 'no-way-back' : 'position';
  }

  /**
   * What the game tells of its position (on a winning line known, after a
   * lost position), worked out as the live verdict works it out for the
   * status line: with the verdict off, nothing else does, and the hint and
   * the line to watch would search where the catalogue's line answers.
   */
  private learnWhatTheGameTells(table: TableState): void {
    this.host.keeper?.known(table.game);
  }

  /** The winning line to watch: the live verdict's answer when it has one or is looking, else a search of its own. */
  solveLine(tableNumber: number, run: number): void {
    const { table } = this.host.state();
    if (!table) return;
    this.line?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    this.line = { table: tableNumber, run, controller };
    const position = positionOf(table);
    const { game } = table;
    const moveCount = game.moveCount;
    this.learnWhatTheGameTells(table);
    const tell = this.teller(tableNumber, signal);
    const ready = (answer: LineAnswer) => tell({ type: 'line-ready', run, moveCount, answer });
    const { verdicts } = this.host;
    const search = () => {
      const answer = verdicts?.(position, signal);
      if (!answer) throw new Error('there is no solver here');
      return answer;
    };
    Promise.resolve()
      .then(() => {
        const fromKeeper = this.host.keeper?.waitFor(position, signal);
        // The live verdict stops looking while the table is out of sight (a terminal too small): the watch goes on alone.
        return fromKeeper
          ? fromKeeper.catch((error: unknown) => (signal.aborted ? Promise.reject(error) : search()))
          : search();
      })
      .then((answer) => this.longerIfUnknown(position, answer, signal, () => tell({ type: 'line-longer', run })))
      .then(
        (answer) =>
          ready(
            answer.verdict === 'winnable'
              ? { verdict: 'winnable', moves: answer.moves }
              : answer.verdict === 'unwinnable'
                ? { verdict: LOST_LINE[this.lostWhere(table)] }
                : { verdict: answer.verdict },
          ),
        (error: unknown) => ready({ verdict: 'failed', why: reasonOf(error) }),
      );
  }

  /** The answer, or where it could not tell and a longer search is here, that search's (which the live verdict learns). */
  private async longerIfUnknown(
    position: Position,
    answer: VerdictAnswer,
    signal: AbortSignal,
    started: () => void,
  ): Promise<VerdictAnswer> {
    const { longerVerdicts } = this.host;
    if (answer.verdict !== 'unknown' || !longerVerdicts) return answer;
    started();
    const longer = await longerVerdicts(position, signal);
    if (longer.verdict !== 'unknown') this.host.keeper?.learn(position, longer);
    return longer;
  }

  askHint(tableNumber: number): void {
    const { table } = this.host.state();
    if (!table) return;
    this.hint?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    const moveCount = table.game.moveCount;
    this.hint = { table: tableNumber, moveCount, controller };
    const position = positionOf(table);
    this.learnWhatTheGameTells(table);
    const ready = this.teller(tableNumber, signal);
    Promise.resolve()
      .then(() => this.host.hints(position, signal))
      .then(
        (answer) => {
          const move = answer.move && `${describeMove(position, answer.move)} (${formatMove(answer.move)})`;
          const lost = answer.lost ? this.lostWhere(table) : undefined;
          let text = answer.text ?? 'No hint for this position';
          // The verdict first: a move to play on in a lost game is no way to win, and must not read as one.
          if (move && lost) text = `${LOST_WORDS[lost]}; to play on anyway: ${move}`;
          else if (move) text = [`Hint: ${move}`, answer.text].join(' ').trim();
          else if (lost === 'deal') text = 'No hint: this deal cannot be won, whatever is played';
          else if (lost === 'position') {
            text = 'No longer winnable from here, whatever is played: b looks for the last winnable position';
          } else if (lost) text = 'Not winnable from here, whatever is played (b looks back)';
          // T plays the move with the same warning (play-hint.ts).
          ready({ type: 'hint-ready', moveCount, hint: answer.move, guess: answer.guess, lost, text });
        },
        (error: unknown) => {
          const why = reasonOf(error);
          ready({ type: 'hint-ready', moveCount, text: `No hint: ${why}` });
        },
      );
  }
}

/** A hint's words for a lost game: they say what the status line says. */
const LOST_WORDS: Record<HintLost, string> = {
  deal: 'This deal cannot be won',
  position: 'No longer winnable (b looks back)',
  'no-way-back': 'Not winnable (b looks back)',
};

/** The line to watch, for a lost game. */
const LOST_LINE = { deal: 'lost-deal', position: 'unwinnable', 'no-way-back': 'no-way-back' } as const;

/** What went wrong, in words, whatever was thrown. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
