// The two kinds of failure a command reports, with the exit codes of docs/rules.md:
// 2 for bad usage (an unknown option, a bad value), 1 for a request that
// cannot be met (an illegal move, a seed not known winnable for easy).

export class UsageError extends Error {
  readonly exitCode = 2;
}

export class RequestError extends Error {
  readonly exitCode = 1;
}
