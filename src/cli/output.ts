// Where commands write, so tests can capture it without a process.

export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processOutput: Output = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

/** One JSON document and nothing else on stdout. Seeds are strings already. */
export function writeJson(out: Output, value: unknown): void {
  out.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
