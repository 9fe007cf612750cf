// docs/rules.md gives the command line's synopsis by hand: an option added
// to a command in src/cli/program.ts and not written there would go
// unmentioned in the rules. Every option of every command must appear on
// that command's lines of the synopsis.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';

const RULES = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'rules.md'), 'utf8');

/** The synopsis's entries, each a command's words ("stats reset") and its text, its lines joined. */
function synopsis(): { command: string; text: string }[] {
  const block = /## The command line\n\n```\n([\s\S]*?)```/.exec(RULES);
  if (!block) throw new Error('docs/rules.md has no synopsis under "The command line"');
  const entries: { command: string; text: string }[] = [];
  for (const line of block[1].split('\n')) {
    if (/^\s+\S/.test(line) && entries.length > 0) entries[entries.length - 1].text += line;
    else if (line.startsWith('forty-thieves ')) {
      const words = line.slice('forty-thieves '.length).split(' ');
      const command = words[0] === '[play]' || words[0].startsWith('-') ? 'play' : words[0];
      const sub = words[1] !== undefined && /^[a-z]+$/.test(words[1]) ? ` ${words[1]}` : '';
      entries.push({ command: command + sub, text: line });
    }
  }
  return entries;
}

/** What is read of a command: its name, its options and its own commands. */
interface CommandRead {
  name(): string;
  readonly options: readonly { readonly long?: string }[];
  readonly commands: readonly CommandRead[];
}

/** Each command's words and its long options, but --help. */
function commands(command: CommandRead, prefix = ''): [string, string[]][] {
  return command.commands.flatMap((sub) => {
    const name = `${prefix}${sub.name()}`;
    const options = sub.options.flatMap((option) => (option.long && option.long !== '--help' ? [option.long] : []));
    return [[name, options] as [string, string[]], ...commands(sub, `${name} `)];
  });
}

describe('the synopsis in docs/rules.md', () => {
  it("names every command's every option on that command's lines", () => {
    const entries = synopsis();
    const program = buildProgram({ stdout: () => {}, stderr: () => {} });
    const all = commands(program);
    expect(all.map(([name]) => name)).toContain('stats reset');
    for (const [name, options] of all) {
      const text = entries
        .filter((entry) => entry.command === name)
        .map((entry) => entry.text)
        .join(' ');
      for (const option of options) expect(text, `${name} ${option}`).toMatch(new RegExp(`${option}\\b`));
    }
  });
});
