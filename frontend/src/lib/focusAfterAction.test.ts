import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyButton, focusAfterAction } from './focusAfterAction';

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => requestAnimationFrame(() => (left === 0 ? resolve() : step(left - 1)));
    step(n);
  });

function button(label: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = label;
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusAfterAction', () => {
  it('moves focus to the first candidate still on the page once the focused control is gone', async () => {
    const pay = button('Pagar');
    const title = button('Sala Ipê');
    const gone = () => null;
    pay.focus();
    focusAfterAction([gone, () => title]);
    await frames(2);
    expect(document.activeElement).toBe(pay);
    pay.remove(); // the card re-renders without 'Pagar'
    await frames(2);
    expect(document.activeElement).toBe(title);
  });

  it('leaves focus the user moved elsewhere', async () => {
    const pay = button('Pagar');
    const elsewhere = button('Buscar');
    const title = button('Sala Ipê');
    pay.focus();
    focusAfterAction([() => title]);
    elsewhere.focus();
    pay.remove();
    await frames(40);
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('busyButton', () => {
  it('keeps the button focusable and ignores clicks while busy', () => {
    const onClick = vi.fn();
    const busy = busyButton(true, onClick);
    expect(busy['aria-disabled']).toBe(true);
    busy.onClick();
    expect(onClick).not.toHaveBeenCalled();
    const idle = busyButton(false, onClick);
    expect(idle['aria-disabled']).toBeUndefined();
    idle.onClick();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
