// What a key pressed over a board asks for, the same for every board of the page:
// {action: 'undo' | 'redo' | 'move' (with rowStep, columnStep) | 'erase' | 'escape'}, or null
// for any other key (digits and letters are each board's own). `0` erases unless the board's
// symbols use it (zeroIsDigit: 0-9A-Z, where 0 is the digit 1; numbers, where it ends 10, 20).
const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function boardKey(event, { zeroIsDigit = false } = {}) {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return { action: event.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { action: 'redo' };
    return null;
  }
  if (event.altKey) return null;
  if (MOVES[event.key]) {
    const [rowStep, columnStep] = MOVES[event.key];
    return { action: 'move', rowStep, columnStep };
  }
  if (['Delete', 'Backspace', '.'].includes(event.key)) return { action: 'erase' };
  if (event.key === '0' && !zeroIsDigit) return { action: 'erase' };
  if (event.key === 'Escape') return { action: 'escape' };
  return null;
}

// Whether a key press is meant for a text field or a menu rather than the board.
export function typedInField(event) {
  return event.target instanceof HTMLElement && Boolean(event.target.closest('textarea, input, select'));
}
