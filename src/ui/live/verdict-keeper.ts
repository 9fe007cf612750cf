// The live verdict on the position on the table (docs/rules.md, Help from the program):
// winnable, no longer winnable (cannot be won, when the deal itself is lost),
// or can't tell. The solver is asked after
// every change of position, once the position has stayed a moment (keys held
// down start no search), and its search for a position left behind is
// stopped. Answers are kept by position, so undo, redo and restart find them
// again at once; three facts of the game save searches, and answer where a
// search could not tell: a position reached by playing along a winning line
// is won by the rest of that line, a position the redo stack leads to a
// winnable one from is winnable, and every position reached from a lost one
// is lost (foundation cards never come back).
// Once the position is lost, the deal itself is searched, unless its answer
// is known: "no longer winnable" sends the player back (b) only when an
// earlier position is known winnable, and a lost deal "cannot be won".
// No React here: the app store (app-store.ts) holds one of these for the app.

import { applyLegal, current, type Game, isWon, type Move, type Position } from '../../engine/index.js';
import type { VerdictSlot } from '../text/status.js';

export interface VerdictAnswer {
  readonly verdict: 'winnable' | 'unwinnable' | 'unknown';
  /** For `winnable`: a winning line from the position. */
  readonly moves: readonly Move[];
  /** For `unknown`: the search failed (a worker that stopped), why; else it ran out of time. */
  readonly failed?: string;
}

/** Where verdicts come from: the solver in a worker, or a fake in tests. `signal` aborts when the position changes. */
export type VerdictSource = (position: Position, signal: AbortSignal) => Promise<VerdictAnswer>;

export interface KeeperOptions {
  /** How long a position stays on the table before its search starts. */
  readonly delayMs?: number;
  /** Called when an answer comes for the position followed, to draw it (and say a failure). */
  readonly onAnswer?: (answer: VerdictAnswer) => void;
}

interface Search {
  readonly key: string;
  readonly position: Position;
  readonly controller: AbortController;
  readonly answer: Promise<VerdictAnswer>;
  /** Starts the search now if it is still waiting for its delay. */
  readonly startNow: () => void;
  /** Ends the search with an answer known otherwise. */
  readonly answerWith: (answer: VerdictAnswer) => void;
}

/** Long enough that keys held down (undo, the cursor) start no search; short next to a search. */
const DELAY_MS = 120;
/** Moves along a winning line that a position reached from it is compared with. */
const LINE_LOOKAHEAD = 12;
/**
 * Positions back that a winning line is looked for in: more than one move
 * of the player's may have been played since the last position asked
 * about, as a move and the safe moves it set off (15 of them on Easy deals).
 */
const LOOK_BACK = 64;

/** How many positions' answers are kept by their contents, the oldest let go first. */
const ANSWERS_KEPT = 200;

export class VerdictKeeper {
  private readonly delayMs: number;
  private readonly onAnswer: (answer: VerdictAnswer) => void;
  /** Answers by the position object (the game keeps its positions, so undo finds the same objects). */
  private readonly byObject = new WeakMap<Position, VerdictAnswer>();
  /** Answers by the position's contents, the oldest first: a redo makes a new object of the same position. */
  private readonly byKey = new Map<string, VerdictAnswer>();
  private search: Search | undefined;
  private stopped = false;
  /** Counts the answers remembered. */
  private answers = 0;
  /** What `known` last said, for the position, its moves to redo and the answers known then. */
  private lastKnown:
    | {
        readonly position: Position;
        readonly undone: readonly Move[];
        readonly answers: number;
        readonly answer: VerdictAnswer | undefined;
      }
    | undefined;
  private wayBack: { readonly position: Position; readonly answers: number; readonly known: boolean } | undefined;
  /** The game last followed: an answer may call for another search of it (its deal's, see `follow`). */
  private following: Game | undefined;

  constructor(
    private readonly source: VerdictSource,
    options: KeeperOptions = {},
  ) {
    this.delayMs = options.delayMs ?? DELAY_MS;
    this.onAnswer = options.onAnswer ?? (() => {});
  }

  /** What is known of the game's position without searching. */
  known(game: Game): VerdictAnswer | undefined {
    const position = current(game);
    // Asked on every frame: what was found stands until an answer comes.
    const last = this.lastKnown;
    if (last?.position === position && last.undone === game.undone && last.answers === this.answers) return last.answer;
    const found = this.lookUp(position);
    // A search that could not tell may be answered by the game: a winning line through the position,
    // a lost position before it, a winnable one after it on the redo stack.
    const answer =
      found && found.verdict !== 'unknown'
        ? found
        : (derived(game, (p) => this.byObject.get(p)) ?? onToWinnable(game, (p) => this.lookUp(p)) ?? found);
    if (answer && answer !== found) this.remember(position, answer);
    else if (answer) this.byObject.set(position, answer);
    this.lastKnown = { position, undone: game.undone, answers: this.answers, answer };
    return answer;
  }

  /** The status line's verdict for the game: `searching` says whether a search is wanted for it (shown as thinking). */
  slot(game: Game, searching: boolean): VerdictSlot | undefined {
    if (isWon(current(game))) return 'won';
    // Every position of a lost deal is lost, whatever its own search could tell.
    if (this.dealLost(game)) return 'lost-deal';
    const verdict = this.known(game)?.verdict;
    if (verdict === 'unwinnable' && !this.wayBackKnown(game)) return 'unwinnable-no-back';
    return verdict ?? (searching ? 'thinking' : undefined);
  }

  /**
   * Whether an earlier position of the game is known winnable: b has
   * somewhere to go back to. Without one, b still looks when asked, but the
   * status line does not send the player there: the deal may be lost, or
   * too hard for b's searches to tell. Asked on every frame: the answer is
   * kept until the position or the answers known change.
   */
  wayBackKnown(game: Game): boolean {
    const position = current(game);
    if (this.wayBack?.position === position && this.wayBack.answers === this.answers) return this.wayBack.known;
    const earlier = game.positions.slice(0, -1);
    this.wayBack = {
      position,
      answers: this.answers,
      known: earlier.some((p) => this.lookUp(p)?.verdict === 'winnable'),
    };
    return this.wayBack.known;
  }

  /** Whether the game's deal itself is known to be lost: then no position of the game was ever winnable. */
  dealLost(game: Game): boolean {
    return this.answerFor(game.positions[0])?.verdict === 'unwinnable';
  }

  /**
   * The position on the table changed (or the table went away: undefined).
   * Stops a search for another position; starts one for this position
   * unless its verdict is known or its search is under way.
   */
  follow(game: Game | undefined): void {
    this.following = game;
    if (this.stopped) return;
    if (!game) return this.cancel('the verdict is not wanted now');
    const known = this.known(game);
    const deal = game.positions[0];
    // Lost: is any earlier position winnable? The deal's answer says whether there is one at all.
    const wanted = !known ? current(game) : known.verdict === 'unwinnable' && !this.lookUp(deal) ? deal : undefined;
    if (!wanted) return this.cancel('the position changed');
    const key = positionKey(wanted);
    if (this.search?.key === key) return;
    this.cancel('the position changed');
    this.search = this.begin(key, wanted);
  }

  /**
   * The verdict of a position for a hint: at once if known, else the answer of
   * the search under way for it (started now if it was waiting). Undefined
   * when neither: the caller searches itself. Rejects when `signal` aborts.
   */
  waitFor(position: Position, signal: AbortSignal): Promise<VerdictAnswer> | undefined {
    const answer = this.lookUp(position);
    if (answer) return Promise.resolve(answer);
    const search = this.search;
    if (!search || search.key !== positionKey(position)) return undefined;
    search.startNow();
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      search.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * An answer found elsewhere (the winning line of an Easy deal): a search
   * under way for the position ends with it, and whoever waits for that
   * search gets it.
   */
  learn(position: Position, found: VerdictAnswer): void {
    const answer = withoutLoops(position, found);
    this.remember(position, answer);
    if (this.search?.key === positionKey(position)) this.search.answerWith(answer);
  }

  /** Stops the search under way, for good (the game is quitting). */
  stop(): void {
    this.stopped = true;
    this.cancel('the game is closing');
  }

  /** The answer known for a position, searching nothing. */
  answerFor(position: Position): VerdictAnswer | undefined {
    return this.lookUp(position);
  }

  private lookUp(position: Position): VerdictAnswer | undefined {
    if (isWon(position)) return { verdict: 'winnable', moves: [] };
    return this.byObject.get(position) ?? this.byKey.get(positionKey(position));
  }

  private remember(position: Position, answer: VerdictAnswer): void {
    this.answers++;
    this.byObject.set(position, answer);
    const key = positionKey(position);
    this.byKey.delete(key);
    this.byKey.set(key, answer);
    if (this.byKey.size > ANSWERS_KEPT) this.byKey.delete(this.byKey.keys().next().value!);
  }

  private cancel(reason: string): void {
    this.search?.controller.abort(new Error(reason));
    this.search = undefined;
  }

  private begin(key: string, position: Position): Search {
    const controller = new AbortController();
    let started = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settle!: { resolve: (a: VerdictAnswer) => void; reject: (e: unknown) => void };
    const answer = new Promise<VerdictAnswer>((resolve, reject) => (settle = { resolve, reject }));
    const startNow = () => {
      if (started || controller.signal.aborted) return;
      started = true;
      clearTimeout(timer);
      // The answer as kept is the one whoever waits for the search gets: without loops, a failure said as one.
      Promise.resolve()
        .then(() => this.source(position, controller.signal))
        .then(
          (found) => withoutLoops(position, found),
          (error: unknown): VerdictAnswer => {
            if (controller.signal.aborted) throw error;
            // A search that failed says "can't tell", and is not tried again: it would fail again.
            return { verdict: 'unknown', moves: [], failed: error instanceof Error ? error.message : String(error) };
          },
        )
        .then(settle.resolve, settle.reject);
    };
    controller.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        settle.reject(controller.signal.reason);
      },
      { once: true },
    );
    timer = setTimeout(startNow, this.delayMs);
    const answerWith = (known: VerdictAnswer) => {
      settle.resolve(known);
      controller.abort(new Error('the answer is known'));
    };
    const search: Search = { key, position, controller, answer, startNow, answerWith };
    // Rejected only when stopped: nothing to keep.
    answer.then(
      (found) => this.settled(search, found),
      () => {},
    );
    return search;
  }

  private settled(search: Search, answer: VerdictAnswer): void {
    this.remember(search.position, answer);
    if (this.search !== search) return;
    this.search = undefined;
    this.onAnswer(answer);
    // A position found lost asks next for its deal's answer.
    this.follow(this.following);
  }
}

/**
 * A verdict that follows from what is known of the positions before this
 * one in the game: lost after a lost position; winnable on the newest
 * winning line known within the last LOOK_BACK positions.
 */
function derived(game: Game, answerOf: (position: Position) => VerdictAnswer | undefined): VerdictAnswer | undefined {
  const { positions } = game;
  const last = positions.length - 1;
  for (let i = last - 1; i >= 0; i--) {
    if (answerOf(positions[i])?.verdict === 'unwinnable') return { verdict: 'unwinnable', moves: [] };
  }
  const key = positionKey(positions[last]);
  for (let i = last - 1; i >= Math.max(0, last - LOOK_BACK); i--) {
    const before = answerOf(positions[i]);
    if (before?.verdict !== 'winnable') continue;
    // The newest line known is the one to be on: the positions before it on the same line hold its earlier part.
    const rest = restOfLine(positions[i], before.moves, key, last - i + LINE_LOOKAHEAD);
    return rest ? { verdict: 'winnable', moves: rest } : undefined;
  }
  return undefined;
}

/**
 * Winnable when a position the redo stack leads to is known winnable: the
 * moves to redo, then that position's line. (A position before a winnable
 * one is winnable: play on to it.) The nearest such position is taken.
 * The whole stack is read, a move at a time: after a restart the nearest
 * may be far. `known` reads it once a position and redo list, not a frame.
 */
function onToWinnable(
  game: Game,
  answerOf: (position: Position) => VerdictAnswer | undefined,
): VerdictAnswer | undefined {
  let position = current(game);
  const redone: Move[] = [];
  for (let i = game.undone.length - 1; i >= 0; i--) {
    position = applyLegal(position, game.undone[i]);
    redone.push(game.undone[i]);
    const after = answerOf(position);
    if (after?.verdict === 'winnable') {
      return withoutLoops(current(game), { verdict: 'winnable', moves: [...redone, ...after.moves] });
    }
  }
  return undefined;
}

/**
 * A winning line without the stretches that come back to a position it
 * passed (the catalogue's lines and the solver's may hold some): answers
 * are kept by position, so a hint that reached such a position again would
 * be given the line's rest from the first time, and go round for ever.
 */
function withoutLoops(start: Position, answer: VerdictAnswer): VerdictAnswer {
  if (answer.verdict !== 'winnable') return answer;
  const kept: Move[] = [];
  /** The key of the position after each kept move, the start's first; and where each is. */
  const keys = [positionKey(start)];
  const at = new Map([[keys[0], 0]]);
  let position = start;
  for (const move of answer.moves) {
    position = applyLegal(position, move);
    const key = positionKey(position);
    const back = at.get(key);
    if (back === undefined) {
      kept.push(move);
      at.set(key, keys.push(key) - 1);
      continue;
    }
    // Back where the line stood after `back` moves: the moves since go.
    for (const gone of keys.splice(back + 1)) at.delete(gone);
    kept.length = back;
  }
  return kept.length === answer.moves.length ? answer : { ...answer, moves: kept };
}

/** The rest of a winning line from `start`, once it reaches the position with `key` within `steps` moves. */
function restOfLine(start: Position, line: readonly Move[], key: string, steps: number): readonly Move[] | undefined {
  let position = start;
  for (let k = 0; k < Math.min(steps, line.length); k++) {
    position = applyLegal(position, line[k]);
    if (positionKey(position) === key) return line.slice(k + 1);
  }
  return undefined;
}

/**
 * The position's contents as a string: equal positions, equal keys. The
 * columns keep their order: a winning line names its columns by number, so
 * it only holds for the columns in their order.
 */
export function positionKey(position: Position): string {
  return [
    position.variant.id,
    position.level,
    position.redealsLeft,
    position.foundations.join(','),
    position.faceDown.join(','),
    position.columns.map((column) => column.join('.')).join('/'),
    position.waste.join('.'),
    position.stock.join('.'),
  ].join('|');
}
