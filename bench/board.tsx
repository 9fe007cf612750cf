// How long the board takes to draw one frame, the cost every key press pays:
// positions from random games of every variant (fixed seeds, so runs
// compare), each drawn whole by Ink to a string at three terminal sizes,
// compact at 80 x 20 and framed at 120 x 36 and 200 x 46. Timed in CPU time
// of this process, so that other work on the machine does not count.

import { renderToString } from 'ink';
import { type Position, VARIANTS, applyLegal, deal, legalMoves, randomForSeed } from '../src/engine/index.js';
import { Board } from '../src/ui/board/Board.js';
import { boardGeometry } from '../src/ui/layout.js';
import { makeTheme } from '../src/ui/theme.js';

const SIZES: readonly [number, number][] = [[80, 20], [120, 36], [200, 46]];
const MOVES = [0, 60, 200];
const ROUNDS = 5;

function positions(): Position[] {
  const all: Position[] = [];
  for (const variant of VARIANTS) {
    const random = randomForSeed(BigInt(variant.id.length * 7919));
    let position = deal(variant, 1234567n);
    for (let i = 0; i <= MOVES[MOVES.length - 1]; i++) {
      if (MOVES.includes(i)) all.push(position);
      const legal = legalMoves(position);
      if (legal.length === 0) break;
      position = applyLegal(position, legal[random.randint(0, legal.length - 1)]);
    }
  }
  return all;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function run(): void {
  const theme = makeTheme({ ascii: false, fourColor: false, monochrome: false });
  const tables = positions();
  // The shipped game runs React's production build, several times faster than the development one.
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development (NODE_ENV=production for the shipped build)';
  console.log(`React ${build}`);
  for (const [width, height] of SIZES) {
    const times: number[] = [];
    // The first round warms the JIT up and is not counted.
    for (let round = -1; round < ROUNDS; round++) {
      const start = cpuMs();
      for (const position of tables) {
        renderToString(
          <Board position={position} cursor={{ pile: 0, depth: 1 }} theme={theme} width={width} height={height} />,
          { columns: width },
        );
      }
      if (round >= 0) times.push((cpuMs() - start) / tables.length);
    }
    times.sort((a, b) => a - b);
    const style = boardGeometry(VARIANTS[0], width, height).style;
    console.log(
      `board ${width} x ${height} (${style}): ${times[ROUNDS >> 1].toFixed(2)} ms of CPU a frame ` +
        `(median of ${ROUNDS} rounds of ${tables.length} positions, best ${times[0].toFixed(2)} ms)`,
    );
  }
}
