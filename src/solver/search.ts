// The search: depth-first over positions with an explicit stack (winning
// lines run to thousands of moves), a transposition table, and restarts
// that shuffle the order of moves of equal priority; between passes, a beam
// search (beam.ts), twice as wide each time, looks for a win.
//
// Verdicts. A pass that runs out of moves at its root has searched every
// position reachable under the sound reductions of moves.ts: "unwinnable".
// Restarts keep what earlier passes proved: a position is marked lost only
// when every move from it, and from everything it reaches, was searched
// (Tarjan's strongly connected components: a cycle of positions is lost
// together once the search has left it with no win). Positions that were
// merely open when a pass was abandoned are forgotten and searched again.

import type { Move, Position } from '../engine/index.js';
import { BeamSearch } from './beam.js';
import { BottomsTest } from './bottoms.js';
import { DeadlockTest } from './deadlock.js';
import { grow } from './grow.js';
import { goesHome, toMove } from './move-code.js';
import { ALL_REDUCTIONS, type Jitter, MoveGenerator } from './moves.js';
import { shortenWin } from './shorten.js';
import { SearchState } from './state.js';
import { DEFAULT_HASH_MB, LOST, TranspositionTable, UNSEEN } from './table.js';
import type { Budget, SolveResult } from './types.js';
import { replayProblem, SolverBugError } from './verify.js';
import { splitmix32 } from './zobrist.js';

export interface SolveOptions extends Budget {
  /** The clock, in milliseconds (performance.now when absent). */
  readonly now?: () => number;
  /** Polled now and then; true stops the search with "unknown". */
  readonly shouldStop?: () => boolean;
  /**
   * When a winning line fails its replay through the engine (a solver bug):
   * throw if true (the default, for tests and scripts), answer "unknown" if
   * false: the shipped program passes false, so that a player meets a bug as
   * "can't tell" (solver-runtime/worker.ts, cli/solve.ts).
   */
  readonly strict?: boolean;
  /** Nodes of the first pass; later passes double it. 0 searches in one pass. */
  readonly firstPass?: number;
  /** Whether to test for deadlocks (on by default; off to check that test). */
  readonly deadlocks?: boolean;
  /** Whether to count column bottoms once the stock is out (bottoms.ts; on by default, off to check it). */
  readonly bottoms?: boolean;
  /** The move reductions of moves.ts to use, as bits (all by default; fewer to check them). */
  readonly reductions?: number;
  /** Whether to run beam searches for quick wins between the passes (on by default). */
  readonly beam?: boolean;
}

/**
 * Nodes of the first pass when not given, and the first beam search's
 * width; each next pass and beam is twice as big. Beams find most wins: on
 * Forty Thieves deals 1-100 alone, width 100 won 38 (at 0.05 s a deal), 300
 * won 41 and 1000 won 45, not always the same ones. With 5 s a deal, first
 * passes of 15,000 to 30,000 nodes and first widths of 100 to 200 decided 57
 * deals, passes of 60,000 to 120,000 or a width of 50 decided 54 or 55.
 */
const FIRST_PASS = 30_000;
const FIRST_WIDTH = 200;
/** Nodes searched from each position of a beam's layer. */
const BEAM_NODES = 150;

type PassEnd = 'won' | 'lost' | 'limit' | 'stop';

export function solve(position: Position, options: SolveOptions = {}): SolveResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const search = new Search(position, options, now, started);
  const end = search.run();
  const answer = (verdict: SolveResult['verdict'], moves: readonly Move[] = []): SolveResult => ({
    verdict,
    moves,
    nodes: search.nodes,
    expanded: search.expanded,
    ms: Math.round(now() - started),
    deadlocks: search.deadlocksFound,
    bottoms: search.bottomsFound,
    stayedBuilt: search.stayedBuilt,
    ...(verdict !== 'unknown' && end !== 'limit' && end !== 'stop' ? { decidedBy: search.decidedBy(end) } : {}),
  });
  if (end !== 'won') return answer(end === 'lost' ? 'unwinnable' : 'unknown');
  const moves = search.line.map(toMove);
  const problem = replayProblem(position, moves);
  const strict = options.strict ?? true;
  if (problem) {
    const bug = `the solver's winning line does not replay: ${problem}`;
    if (strict) throw new SolverBugError(bug);
    return { ...answer('unknown'), solverBug: bug };
  }
  // The search's lines wander (thousands of moves where a few hundred win): players get the line shortened.
  const shorter = shortenWin(position, moves);
  if (!shorter.problem) return answer('winnable', shorter.moves);
  const bug = `the shortened winning line does not replay: ${shorter.problem}`;
  if (strict) throw new SolverBugError(bug);
  return { ...answer('winnable', shorter.moves), solverBug: bug };
}

class Search {
  readonly state: SearchState;
  readonly table: TranspositionTable;
  private readonly moves: MoveGenerator;
  private readonly deadlock: DeadlockTest;
  private readonly bottomsTest: BottomsTest;
  /** Positions reached: each pass's start and every position a move led to, known before or not. */
  nodes = 0;
  /** Positions whose moves were generated (each its discovery index in Tarjan's terms). */
  expanded = 0;
  /** The winning line, as encoded moves, once found. */
  line: number[] = [];
  /** Whether the beam search found the line. */
  wonByBeam = false;
  /** Of `nodes`, those the beam searches reached. */
  private beamNodes = 0;
  /** Positions the deadlock test found lost. */
  deadlocksFound = 0;
  /** Positions the column-bottoms test found lost. */
  bottomsFound = 0;

  private readonly nodeBudget: number;
  private readonly deadline: number;
  private readonly shouldStop: (() => boolean) | undefined;
  private readonly deadlocks: boolean;
  private readonly bottoms: boolean;
  private readonly reductions: number;
  private readonly beam: boolean;
  private readonly firstPass: number;
  /** Bytes for a beam's table of positions met, and the widest beam whose layers fit in as many. */
  private readonly beamBytes: number;
  private readonly maxWidth: number;
  private beamSearch: BeamSearch | undefined;

  // One frame per depth: its moves are moveBuffer[.., end), the next to try at next.
  private next = new Int32Array(1024);
  private end = new Int32Array(1024);
  /** The move that led to this depth, and what undoes it. */
  private moveIn = new Int32Array(1024);
  private undoIn = new Int32Array(1024);
  /** Tarjan's discovery index and low link of the position at this depth. */
  private index = new Int32Array(1024);
  private low = new Int32Array(1024);
  private moveBuffer = new Int32Array(1 << 16);
  // Tarjan's stack: the positions not yet assigned to a component, by table
  // entry (open entries are never replaced) and discovery index. 8 bytes a
  // position, at most one per entry of the table.
  private openEntry = new Int32Array(1 << 12);
  private openIndex = new Int32Array(1 << 12);
  private open = 0;

  constructor(
    position: Position,
    options: SolveOptions,
    private readonly now: () => number,
    started: number,
  ) {
    this.state = new SearchState(position);
    this.moves = new MoveGenerator(this.state);
    this.deadlock = new DeadlockTest(this.state);
    this.nodeBudget = options.nodes ?? Infinity;
    this.deadline = options.ms === undefined ? Infinity : started + options.ms;
    this.shouldStop = options.shouldStop;
    this.deadlocks = options.deadlocks ?? true;
    this.bottoms = options.bottoms ?? true;
    this.reductions = options.reductions ?? ALL_REDUCTIONS;
    this.beam = options.beam ?? true;
    this.firstPass = options.firstPass ?? FIRST_PASS;
    const hashMb = options.hashMb ?? DEFAULT_HASH_MB;
    this.table = new TranspositionTable(hashMb);
    // A beam gets a quarter of the hash's size for its table, and as much for
    // its two layers of saved positions (4 bytes a word).
    this.beamBytes = (hashMb * 1024 * 1024) / 4;
    this.maxWidth = Math.max(1, Math.floor(this.beamBytes / (2 * 4 * this.state.savedSize)));
    // The column-bottoms test's plans get at most an eighth of the hash's size.
    this.bottomsTest = new BottomsTest(this.state, (hashMb * 1024 * 1024) / 8);
  }

  run(): PassEnd {
    if (this.state.isWon()) return 'won';
    let limit = this.firstPass > 0 ? this.firstPass : Infinity;
    // Passes of another size get beams in proportion.
    let width = Math.max(1, Math.round((FIRST_WIDTH * limit) / FIRST_PASS));
    const random = splitmix32(0x51ed);
    for (let pass = 0; ; pass++) {
      const jitter: Jitter = pass === 0 ? undefined : () => random() / 4294967296;
      const end = this.pass(Math.min(this.nodeBudget, this.nodes + limit), jitter);
      if (end !== 'limit' || this.nodes >= this.nodeBudget) return end === 'limit' ? 'stop' : end;
      // A beam search before the next pass, while the beams have cost no
      // more than the passes. A beam's cost grows with the length of the
      // deal's lines as well as its width: on Forty Thieves deal 3 the beams
      // took over four fifths of the positions, and the proofs, which only
      // the passes give, starved.
      if (this.beam && this.beamNodes <= this.nodes - this.beamNodes) {
        const before = this.nodes;
        const won = this.beamPass(width);
        this.beamNodes += this.nodes - before;
        if (won) return 'won';
        width *= 2;
      }
      if (this.nodes >= this.nodeBudget || this.timeUp()) return 'stop';
      limit *= 2;
    }
  }

  /** A beam search for a win, run to its end; true when it found one (in `line`). */
  private beamPass(width: number): boolean {
    this.beamSearch ??= new BeamSearch(this.state, this.beamBytes);
    const line = this.beamSearch.run({
      width: Math.min(width, this.maxWidth),
      perPosition: BEAM_NODES,
      spend: (n) => {
        this.nodes += n;
        return this.nodes >= this.nodeBudget || this.timeUp();
      },
    });
    if (line) {
      this.line = line;
      this.wonByBeam = true;
    }
    return line !== undefined;
  }

  /** Moves the stay-built rule left out. */
  get stayedBuilt(): number {
    return this.moves.stayBuilt.leftOut;
  }

  private timeUp(): boolean {
    return this.now() >= this.deadline || this.shouldStop?.() === true;
  }

  /** One depth-first pass from the root, until a verdict or `nodeLimit` nodes in all. */
  private pass(nodeLimit: number, jitter: Jitter): PassEnd {
    const { state, table } = this;
    const rootEntry = table.find(state.keyLo, state.keyHi);
    if (rootEntry < 0) return 'stop';
    if (table.get(rootEntry) === LOST) return 'lost';
    this.nodes++;
    this.openPosition(0, rootEntry, 0, jitter, true);
    let depth = 0;
    let ticks = 0;
    let end: PassEnd;
    for (;;) {
      if ((++ticks & 1023) === 0 && this.timeUp()) {
        end = 'stop';
        break;
      }
      if (this.next[depth] < this.end[depth]) {
        if (this.nodes >= nodeLimit) {
          end = 'limit';
          break;
        }
        const m = this.moveBuffer[this.next[depth]++];
        const undo = state.play(m);
        this.nodes++;
        if (state.isWon()) {
          this.line = Array.from(this.moveIn.subarray(1, depth + 1));
          this.line.push(m);
          end = 'won';
          state.unplay(m, undo);
          break;
        }
        // A position just after a draw or a redeal is not kept in the table: it
        // has one parent (a draw cannot be undone), so it is met only once,
        // and it is on no cycle. That saves a third of the table's traffic.
        let entry = -1;
        if (state.drew === 0) {
          entry = table.find(state.keyLo, state.keyHi);
          if (entry < 0) {
            // Every slot that could hold it holds a position still open in this pass: the pass
            // ends as if its nodes ran out (what it proved stays), and a beam and the next
            // pass, in another order, go on. Ending the search here said "unknown" after a
            // tenth of a second on deals a larger table wins at once.
            state.unplay(m, undo);
            end = 'limit';
            break;
          }
          const known = table.get(entry);
          if (known !== UNSEEN) {
            // Lost, or open on Tarjan's stack: a cycle back into the open component.
            if (known >= 0 && known < this.low[depth]) this.low[depth] = known;
            state.unplay(m, undo);
            continue;
          }
        }
        depth++;
        if (depth >= this.next.length) this.growFrames();
        this.moveIn[depth] = m;
        this.undoIn[depth] = undo;
        // Not run again after a foundation move, for speed: it seldom deadlocks a position (it can, by taking
        // away a parent a card needs). A deadlock missed is a prune missed, never a wrong verdict.
        this.openPosition(depth, entry, this.end[depth - 1], jitter, !goesHome(m));
        continue;
      }
      // Every move from here searched: close the position.
      if (this.low[depth] === this.index[depth]) this.closeComponent(this.index[depth]);
      if (depth === 0) {
        end = 'lost';
        break;
      }
      if (this.low[depth] < this.low[depth - 1]) this.low[depth - 1] = this.low[depth];
      state.unplay(this.moveIn[depth], this.undoIn[depth]);
      depth--;
    }
    // Back to the root; positions still open are forgotten, to be searched again.
    for (; depth > 0; depth--) state.unplay(this.moveIn[depth], this.undoIn[depth]);
    if (end !== 'lost') {
      for (let k = 0; k < this.open; k++) table.set(this.openEntry[k], UNSEEN);
      this.open = 0;
    }
    return end;
  }

  /**
   * Enters the position now in `state` at `depth` (its table entry, or -1 for
   * one kept out of the table), its moves written from `from`.
   */
  private openPosition(depth: number, entry: number, from: number, jitter: Jitter, testDeadlock: boolean): void {
    const { table } = this;
    // Tarjan's discovery index: positions are discovered in the order they are expanded.
    const index = this.expanded++;
    if (entry >= 0) {
      table.set(entry, index);
      if (this.open >= this.openEntry.length) this.growOpen();
      this.openEntry[this.open] = entry;
      this.openIndex[this.open] = index;
      this.open++;
    }
    this.index[depth] = index;
    this.low[depth] = index;
    this.next[depth] = from;
    if (from + 1024 > this.moveBuffer.length) this.moveBuffer = grow(this.moveBuffer);
    let lost = testDeadlock && this.deadlocks && this.deadlock.isDeadlocked();
    if (lost) this.deadlocksFound++;
    // A foundation move can leave a card with no parent to sit on: this test runs after those too.
    else if (this.bottoms && this.bottomsTest.isLost()) {
      lost = true;
      this.bottomsFound++;
    }
    this.end[depth] = lost ? from : this.moves.movesToTry(this.moveBuffer, from, jitter, this.reductions);
  }

  /** What decided the search's end, won or lost. */
  decidedBy(end: 'won' | 'lost'): NonNullable<SolveResult['decidedBy']> {
    if (end === 'won') return this.wonByBeam ? 'beam' : 'depth-first';
    // Lost with one position expanded: the root itself.
    if (this.expanded > 1) return 'depth-first';
    return this.deadlocksFound === 1 ? 'deadlock' : this.bottomsFound === 1 ? 'bottoms' : 'depth-first';
  }

  /** Marks lost every open position discovered at or after `index`: one component, searched with no win. */
  private closeComponent(index: number): void {
    while (this.open > 0 && this.openIndex[this.open - 1] >= index) {
      this.open--;
      // Its work: the positions discovered since it, which its proof searched.
      this.table.setLost(this.openEntry[this.open], this.expanded - this.openIndex[this.open]);
    }
  }

  private growFrames(): void {
    this.next = grow(this.next);
    this.end = grow(this.end);
    this.moveIn = grow(this.moveIn);
    this.undoIn = grow(this.undoIn);
    this.index = grow(this.index);
    this.low = grow(this.low);
  }

  private growOpen(): void {
    this.openEntry = grow(this.openEntry);
    this.openIndex = grow(this.openIndex);
  }
}
