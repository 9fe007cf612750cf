// Runs the check of an Easy deal while the check screen shows it as
// checking: the solver in a worker, its progress and its answer handed to
// the app, the search stopped when the check is stopped, replaced or the app
// closes. An answer for a check that is no longer running is dropped.

import { useEffect, useRef } from 'react';
import type { EasyCheck, EasyCheckProgress } from '../solver/easy-check.js';
import type { DealCheck } from './deal-check.js';
import type { EasyChecker } from './easy-seed.js';

export interface CheckHandlers {
  readonly progress: (attempt: number, progress: EasyCheckProgress) => void;
  readonly answer: (attempt: number, answer: EasyCheck) => void;
  readonly failed: (attempt: number, error: unknown) => void;
}

export function useDealCheck(check: DealCheck | undefined, checker: EasyChecker, handlers: CheckHandlers): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const running = check?.phase === 'checking' ? check : undefined;
  useEffect(() => {
    if (!running) return;
    const { attempt } = running;
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    Promise.resolve()
      .then(() => checker(running.variant, running.seed, {
        signal: controller.signal,
        onProgress: (progress) => live() && handlersRef.current.progress(attempt, progress),
      }))
      .then(
        (answer) => live() && handlersRef.current.answer(attempt, answer),
        (error: unknown) => live() && handlersRef.current.failed(attempt, error),
      );
    return () => controller.abort(new Error('the check was stopped'));
  }, [running?.attempt]);
}
