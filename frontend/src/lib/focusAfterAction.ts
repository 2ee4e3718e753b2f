import { MAIN_CONTENT_ID } from '../components/SkipLink';

/**
 * Focus after an action (docs/accessibility.md, "Focus after actions"). An action can
 * remove the control that had focus — 'Pagar' leaves a paid card, a dialog gives focus
 * back to a button that is gone — and the browser then drops focus on <body>, so the next
 * Tab starts over at the top of the page. This watches the next frames (the dialog's
 * close and the list's update happen in them) and, if focus is lost, moves it to the
 * first candidate still on the page. Focus the user moved elsewhere is left alone.
 */
export function focusAfterAction(candidates: Array<() => HTMLElement | null | undefined>, frames = 30): void {
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || !active.isConnected;
  };
  const step = (left: number) => {
    requestAnimationFrame(() => {
      if (lost()) {
        const target = candidates.map((c) => c()).find((el) => el?.isConnected);
        target?.focus();
        return;
      }
      if (left > 0) step(left - 1);
    });
  };
  step(frames);
}

/** The page's main landmark, the last resort of `focusAfterAction`. */
export const mainContent = () => document.getElementById(MAIN_CONTENT_ID);

/**
 * Props for a button that stays focusable while its action runs: `aria-disabled` instead
 * of `disabled` (a disabled button drops focus), and clicks ignored meanwhile.
 */
export function busyButton(busy: boolean, onClick: () => void) {
  return {
    'aria-disabled': busy || undefined,
    onClick: () => {
      if (!busy) onClick();
    },
  };
}
