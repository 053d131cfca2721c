/** Left/Right (and Home/End) move focus along a row of buttons, as in a toolbar. */
export function arrowKeys(e: React.KeyboardEvent<HTMLElement>): void {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to = e.key === "ArrowRight" ? at + 1 : e.key === "ArrowLeft" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? buttons.length - 1 : null;
  if (to === null) return;
  e.preventDefault();
  buttons[(to + buttons.length) % buttons.length]!.focus();
}
