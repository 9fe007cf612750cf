// The measured side of `npm run bench board`: drawing the board, and whole
// keys through the app, by Ink to a terminal in memory. bench/board.tsx
// bundles this file as the game is bundled (the same plugins, production
// React), so the figures are those of what ships. Times are CPU time of
// this process, so that other work on the machine does not count.

import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, renderToString } from 'ink';
import { applyLegal, current, deal, legalMoves, type Position, randomForSeed, VARIANTS } from '../src/engine/index.js';
import { newGameId, openStore } from '../src/store/index.js';
import { App } from '../src/ui/app/App.js';
import { Board } from '../src/ui/board/Board.js';
import { boardGeometry } from '../src/ui/board/layout.js';
import { FrameStream, MODE_SWITCHES } from '../src/ui/terminal/frame-stream.js';
import { makeTheme } from '../src/ui/theme.js';
import { midGame } from './mid-game.js';

const theme = makeTheme({ ascii: false, fourColor: false, monochrome: false });

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Positions from random games of every variant (fixed seeds, so runs compare), and the mid-game board. */
export function positions(): Position[] {
  const all: Position[] = [current(midGame())];
  const moves = [0, 60, 200];
  for (const variant of VARIANTS) {
    const random = randomForSeed(BigInt(variant.id.length * 7919));
    let position = deal(variant, 1234567n);
    for (let i = 0; i <= moves[moves.length - 1]; i++) {
      if (moves.includes(i)) all.push(position);
      const legal = legalMoves(position);
      if (legal.length === 0) break;
      position = applyLegal(position, legal[random.randint(0, legal.length - 1)]);
    }
  }
  return all;
}

export interface BoardFrames {
  readonly style: string;
  /** CPU per frame of each round, in ms. */
  readonly rounds: number[];
}

/**
 * Each position drawn whole by Ink to a string, in a render of its own:
 * React, layout and output from nothing, while lines drawn in the rounds
 * before find the text caches warm, as unchanged lines do from key to key.
 * The first round only warms up.
 */
export function boardFrames(tables: readonly Position[], width: number, height: number, rounds: number): BoardFrames {
  const times: number[] = [];
  for (let round = -1; round < rounds; round++) {
    const start = cpuMs();
    for (const position of tables) {
      renderToString(
        <Board position={position} cursor={{ pile: 0, depth: 1 }} theme={theme} width={width} height={height} />,
        { columns: width },
      );
    }
    if (round >= 0) times.push((cpuMs() - start) / tables.length);
  }
  return { style: boardGeometry(tables[0].variant, width, height).style, rounds: times };
}

/** A terminal in memory: what Ink needs of stdout. */
class Screen extends EventEmitter {
  readonly isTTY = true;
  /** Called at the first write of a frame. */
  onFrame: (() => void) | undefined;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    super();
  }

  write(text: string): boolean {
    // Mode switches (synchronized output) come apart from the frame.
    if (this.onFrame && !MODE_SWITCHES.test(text)) {
      const done = this.onFrame;
      this.onFrame = undefined;
      done();
    }
    return true;
  }
}

/** Keys typed: what Ink needs of stdin. */
class Keyboard extends EventEmitter {
  readonly isTTY = true;
  private pending: string | null = null;

  type(keys: string): void {
    this.pending = keys;
    this.emit('readable');
  }

  read(): string | null {
    const keys = this.pending;
    this.pending = null;
    return keys;
  }

  setEncoding(): void {}
  setRawMode(): void {}
  ref(): void {}
  unref(): void {}
  resume(): void {}
  pause(): void {}
}

export interface KeyCosts {
  /** CPU from the key to the first write of its frame, in ms. */
  readonly toFrame: number[];
  /** CPU for all the key brings about, the save after its frame included, in ms. */
  readonly whole: number[];
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app on the mid-game board, drawn by Ink as the game draws it
 * (incremental rendering, through the frame stream), its game saved in a
 * directory of its own; no solver verdict, whose worker thread would count
 * in this process's CPU time. Each kind of key is a pair typed in turn.
 */
export async function keyCosts(width: number, height: number, count: number): Promise<Record<string, KeyCosts>> {
  const dir = mkdtempSync(join(tmpdir(), 'forty-thieves-bench-'));
  const store = openStore({ dir });
  store.saveGame({ game: midGame(), elapsedMs: 0, recorded: false, id: newGameId() });
  const saved = store.loadGame()!;
  const screen = new Screen(width, height);
  const keyboard = new Keyboard();
  const app = render(
    <App
      store={store}
      opening={{ screen: 'table', table: saved }}
      theme={theme}
      width={width}
      height={height}
      onExit={() => app.unmount()}
      tickMs={0}
    />,
    {
      stdout: new FrameStream(screen as unknown as NodeJS.WriteStream) as unknown as NodeJS.WriteStream,
      stdin: keyboard as unknown as NodeJS.ReadStream,
      exitOnCtrlC: false,
      incrementalRendering: true,
      patchConsole: false,
    },
  );
  const press = async (key: string): Promise<[number, number]> => {
    const start = cpuMs();
    const framed = new Promise<number>((resolve) => {
      screen.onFrame = () => resolve(cpuMs() - start);
    });
    keyboard.type(key);
    const toFrame = await framed;
    // Past Ink's wait between frames, so that the next key draws at once.
    await idle(40);
    return [toFrame, cpuMs() - start];
  };
  const run = async (pair: string, before = ''): Promise<KeyCosts> => {
    if (before) {
      keyboard.type(before);
      await idle(40);
    }
    const costs: KeyCosts = { toFrame: [], whole: [] };
    for (let i = 0; i < count; i++) {
      const [toFrame, whole] = await press(pair[i % 2]);
      costs.toFrame.push(toFrame);
      costs.whole.push(whole);
    }
    return costs;
  };
  try {
    await idle(200);
    // The stuck search after a move runs on a timer, inside `whole`.
    return {
      'cursor move (l, h)': await run('lh'),
      'draw and undo (d, u)': await run('du'),
      'card to foundation and back': await run('fu', '8'),
    };
  } finally {
    app.unmount();
    rmSync(dir, { recursive: true, force: true });
  }
}
