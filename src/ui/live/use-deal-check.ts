// The check screen in React: runs the check of an Easy deal while the
// screen shows it as checking (the solver in a worker, its progress drawn),
// stops it when the check is stopped, replaced or the app closes, and acts
// on the answer and on the player's keys. An answer for a check that is no
// longer on screen is dropped. Opening games and leaving are the app's.

import { useEffect, useRef } from 'react';
import { type Game, type Move, newGame, type Variant } from '../../engine/index.js';
import { newShell, type Shell } from '../app/shell.js';
import type { EasyCheckRequest } from '../app/startup.js';
import { checkFailed, checkKey, type DealCheck, newCheck, notProven } from './deal-check.js';
import type { EasyChecker } from './easy-seed.js';

export interface CheckHost {
  readonly shell: () => Shell;
  readonly setShell: (shell: Shell) => void;
  readonly checker: EasyChecker;
  /** Opens a new game (leaving the saved one); `line`: a winning line from the deal, when the check found one. */
  readonly open: (game: Game, message?: string, line?: readonly Move[]) => void;
  /** Deals another game of the variant at easy. */
  readonly another: (variant: Variant) => void;
  readonly exit: (refused?: string) => void;
}

export interface CheckScreen {
  /** Shows the check of a deal; `asked`: the command line named its seed; `message` is shown with it. */
  start(request: EasyCheckRequest, asked: boolean, message?: string): void;
  /** A key on the check screen. */
  key(name: string): void;
}

export function useDealCheck(host: CheckHost): CheckScreen {
  const hostRef = useRef(host);
  hostRef.current = host;
  const checks = useRef(0);

  /** The check on screen, if it is still the one numbered `attempt`. */
  const checkOf = (attempt?: number): DealCheck | undefined => {
    const { check, screen } = hostRef.current.shell();
    return screen === 'check' && check && (attempt === undefined || check.attempt === attempt) ? check : undefined;
  };
  const setCheck = (check: DealCheck) => hostRef.current.setShell({ ...hostRef.current.shell(), check });

  const shown = checkOf();
  const running = shown?.phase === 'checking' ? shown : undefined;
  useEffect(() => {
    if (!running) return;
    const { attempt, variant, seed } = running;
    const controller = new AbortController();
    const live = () => (controller.signal.aborted ? undefined : checkOf(attempt));
    Promise.resolve()
      .then(() =>
        hostRef.current.checker(variant, seed, {
          signal: controller.signal,
          onProgress: (progress) => {
            const check = live();
            if (check) setCheck({ ...check, progress });
          },
        }),
      )
      .then(
        (answer) => {
          const check = live();
          if (!check) return;
          if (answer.verdict !== 'winnable') return setCheck(notProven(check, answer.reason));
          hostRef.current.open(newGame(variant, 'easy', seed), check.notice, answer.moves);
        },
        (error: unknown) => {
          const check = live();
          if (check) setCheck(checkFailed(check, error));
        },
      );
    return () => controller.abort(new Error('the check was stopped'));
  }, [running?.attempt]);

  return {
    start(request, asked, message) {
      const notice = [message, request.notice].filter(Boolean).join('. ') || undefined;
      const check = newCheck({ ...request, notice }, asked, ++checks.current);
      hostRef.current.setShell({ ...hostRef.current.shell(), screen: 'check', check });
    },
    key(name) {
      const check = checkOf();
      if (!check) return;
      const { check: next, action } = checkKey(check, name);
      setCheck(next);
      const host = hostRef.current;
      switch (action?.kind) {
        case 'medium':
          return host.open(newGame(check.variant, 'medium', check.seed));
        case 'another':
          return host.another(check.variant);
        case 'back':
          return host.setShell(newShell('start', host.shell().saved));
        case 'quit':
          return host.exit(action.refused);
      }
    },
  };
}
