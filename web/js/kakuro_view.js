// Draws a Kakuro board: blocks dark, each clue square split by a diagonal with the down sum
// below it on the left and the across sum above it on the right, white cells with their digit
// or pencil marks. Highlights: the selected cell and its two runs, a hint's runs and cells (its
// placements in green and eliminations in red on the marks), wrong digits and conflicts. The
// squares are built once per board and updated in place.

import { clueLabel, clueParts } from './kakuro_clue.js';

export class KakuroView {
  constructor(container, onCellPointer) {
    this.container = container;
    this.onCellPointer = onCellPointer;
    this.cells = [];
  }

  build(board) {
    this.board = board;
    this.container.replaceChildren();
    this.container.style.setProperty('--columns', board.columns);
    this.container.style.setProperty('--rows', board.rows);
    this.cells = [];
    board.squares.forEach((square, index) => {
      const element = document.createElement('div');
      element.className = `square ${square.kind}`;
      element.setAttribute('role', 'gridcell');
      if (square.kind === 'clue') {
        element.append(...clueParts(square));
        element.setAttribute('aria-label', clueLabel(square));
      } else if (square.kind === 'white') {
        const white = board.whiteAt.get(index);
        element.dataset.white = String(white);
        element.setAttribute('aria-label', `r${square.row + 1}c${square.column + 1}`);
        const value = document.createElement('span');
        value.className = 'value';
        const marks = document.createElement('div');
        marks.className = 'marks';
        const markElements = [null];
        for (let digit = 1; digit <= 9; digit++) {
          const mark = document.createElement('span');
          mark.className = 'mark';
          mark.textContent = String(digit);
          marks.append(mark);
          markElements.push(mark);
        }
        element.append(value, marks);
        element.addEventListener('pointerdown', (event) => this.onCellPointer(white, event));
        this.cells.push({ element, value, marks: markElements });
      }
      this.container.append(element);
    });
  }

  // view: {values, marks, givens, selected (a white cell or null), wrong: Set, conflicts: Set,
  // solved, hint: {runs: Set of white cells, cells: Set, placements: Map cell -> digit,
  // eliminations: Map cell -> digits} or null}
  render(view) {
    const board = this.board;
    const selectedRuns = new Set(
      view.selected === null
        ? []
        : [board.acrossOf[view.selected], board.downOf[view.selected]].flatMap((run) =>
            run < 0 ? [] : board.runs[run].cells,
          ),
    );
    const hint = view.hint;
    this.container.classList.toggle('solved', Boolean(view.solved));
    this.cells.forEach(({ element, value, marks }, cell) => {
      const digit = view.values[cell];
      value.textContent = digit ? String(digit) : '';
      const classes = element.classList;
      classes.toggle('given', view.givens[cell] !== 0);
      classes.toggle('filled', digit !== 0);
      classes.toggle('selected', view.selected === cell);
      classes.toggle('in-run', selectedRuns.has(cell));
      classes.toggle('wrong', view.wrong.has(cell));
      classes.toggle('conflict', view.conflicts.has(cell));
      classes.toggle('run-focus', Boolean(hint && hint.runs.has(cell)));
      classes.toggle('cell-focus', Boolean(hint && hint.cells.has(cell)));
      const placed = hint ? hint.placements.get(cell) : undefined;
      const removed = hint ? hint.eliminations.get(cell) || [] : [];
      for (let candidate = 1; candidate <= 9; candidate++) {
        const mark = marks[candidate];
        const isPlaced = placed === candidate;
        const isRemoved = removed.includes(candidate);
        const pencilled = (view.marks[cell] & (1 << (candidate - 1))) !== 0;
        mark.classList.toggle('shown', digit === 0 && (pencilled || isPlaced || isRemoved));
        mark.classList.toggle('place', isPlaced);
        mark.classList.toggle('elim', isRemoved);
      }
    });
  }
}
