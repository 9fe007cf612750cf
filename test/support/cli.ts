// Runs the command line in-process through `run(argv, out)`, capturing what
// it writes, with the configuration in a temporary directory.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../src/cli/run.js';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function cli(...argv: string[]): Promise<CliResult> {
  const saved = process.env.FORTY_THIEVES_CONFIG_DIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forty-thieves-cli-'));
  process.env.FORTY_THIEVES_CONFIG_DIR = dir;
  let stdout = '';
  let stderr = '';
  try {
    const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
    return { code, stdout, stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.FORTY_THIEVES_CONFIG_DIR;
    else process.env.FORTY_THIEVES_CONFIG_DIR = saved;
  }
}

/**
 * The JSON of a position (docs/rules.md, The command line) for a position written as fixture text, built
 * straight from the text (not through the engine), for comparing with
 * `deal --json` and `replay --json`. Foundations must be written as eight
 * tokens, one per foundation in order, as the fixtures are.
 */
export function expectedJson(text: string, head: { variant: string; seed: string; difficulty: string }) {
  // Lines as "label: tokens", the label read as positionFromText reads it.
  const lines = new Map(
    text
      .split('\n')
      .filter((l) => l.includes(':'))
      .map((l) => {
        const colon = l.indexOf(':');
        const value = l
          .slice(colon + 1)
          .replace('(empty)', '')
          .trim();
        return [
          l
            .slice(0, colon)
            .replace(/\(.*\)/, '')
            .trim()
            .toLowerCase(),
          value === '' ? [] : value.split(/\s+/),
        ];
      }),
  );
  const cardsOf = (label: string) => lines.get(label) ?? [];
  const tableau = [...lines.keys()]
    .filter((label) => /^\d+$/.test(label))
    .map((label) => cardsOf(label).map((t) => ({ card: t.replace(/[[\]]/g, ''), faceUp: !t.startsWith('[') })));
  const foundations = cardsOf('foundations').map((top) =>
    top === '--'
      ? []
      : 'A23456789TJQK'
          .slice(0, 'A23456789TJQK'.indexOf(top[0]) + 1)
          .split('')
          .map((r) => r + top[1]),
  );
  const redeals = Number(cardsOf('redeals left')[0]);
  return { ...head, tableau, stock: cardsOf('stock'), waste: cardsOf('waste'), foundations, redealsLeft: redeals };
}
