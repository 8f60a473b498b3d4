// The state of one Kakuro game: the board, the player's digits and pencil marks (a bit per
// digit, bit d-1 for d), the solution and the undo/redo history. No DOM.

import { History } from './history.js';
import { readBoard } from './kakuro_board.js';

export class KakuroGame extends History {
  // grid: the board's text rows as the server writes them; solution: a digit per white cell.
  constructor(grid, solution, options = {}) {
    super();
    this.grid = grid.slice();
    this.board = readBoard(grid);
    this.givens = this.board.whites.map((index) => this.board.squares[index].given);
    this.values = this.givens.slice();
    this.marks = new Array(this.givens.length).fill(0);
    this.solution = solution ? solution.slice() : null;
    this.rating = options.rating || null;
  }

  isGiven(cell) {
    return this.givens[cell] !== 0;
  }

  snapshot() {
    return { values: this.values.slice(), marks: this.marks.slice() };
  }

  restore(state) {
    this.values = state.values.slice();
    this.marks = state.marks.slice();
  }

  // The cells sharing a run with a cell.
  runMates(cell) {
    const { runs, acrossOf, downOf } = this.board;
    return [acrossOf[cell], downOf[cell]].flatMap((run) => (run < 0 ? [] : runs[run].cells));
  }

  // Places a digit (0 clears); the pencil marks of the cell's runs lose it.
  setValue(cell, digit) {
    if (this.isGiven(cell) || this.values[cell] === digit) return false;
    return this.change(() => {
      this.values[cell] = digit;
      this.marks[cell] = 0;
      if (digit) for (const mate of this.runMates(cell)) this.marks[mate] &= ~(1 << (digit - 1));
    });
  }

  toggleMark(cell, digit) {
    if (this.values[cell] !== 0) return false;
    return this.change(() => {
      this.marks[cell] ^= 1 << (digit - 1);
    });
  }

  erase(cell) {
    if (this.values[cell] && !this.isGiven(cell)) return this.setValue(cell, 0);
    if (this.values[cell] || this.marks[cell] === 0) return false;
    return this.change(() => {
      this.marks[cell] = 0;
    });
  }

  restart() {
    return this.change(() => {
      this.values = this.givens.slice();
      this.marks.fill(0);
    });
  }

  // Cells whose digit another of their runs repeats, and the cells of full runs that miss
  // their sum.
  conflicts() {
    const cells = new Set();
    for (const run of this.board.runs) {
      const digits = run.cells.map((cell) => this.values[cell]);
      run.cells.forEach((cell, index) => {
        if (digits[index] && digits.indexOf(digits[index]) !== index) {
          cells.add(cell);
          cells.add(run.cells[digits.indexOf(digits[index])]);
        }
      });
      const full = !digits.includes(0);
      if (full && digits.reduce((total, digit) => total + digit, 0) !== run.sum) {
        for (const cell of run.cells) cells.add(cell);
      }
    }
    return cells;
  }

  // The player's digits that are not the solution's.
  wrongCells() {
    if (!this.solution) return [];
    return this.values.flatMap((digit, cell) => (digit && digit !== this.solution[cell] ? [cell] : []));
  }

  openCount() {
    return this.values.filter((digit) => digit === 0).length;
  }

  isSolved() {
    if (this.openCount() > 0) return false;
    if (this.solution) return this.values.every((digit, cell) => digit === this.solution[cell]);
    return this.conflicts().size === 0;
  }

  toJSON() {
    const { grid, values, marks, solution, rating, undoStack, redoStack } = this;
    return { grid, values, marks, solution, rating, undo: undoStack, redo: redoStack };
  }

  // Throws when the saved data does not describe a game (then the page makes a new one).
  static fromJSON(data) {
    const game = new KakuroGame(data.grid, data.solution, { rating: data.rating });
    const cells = game.givens.length;
    const isCellArray = (array) => Array.isArray(array) && array.length === cells;
    const isState = (state) => state && isCellArray(state.values) && isCellArray(state.marks);
    if (!isCellArray(data.values) || !isCellArray(data.marks) || !isCellArray(data.solution)) {
      throw new Error('saved Kakuro does not match its board');
    }
    game.values = data.values.slice();
    game.marks = data.marks.slice();
    game.undoStack = (data.undo || []).filter(isState);
    game.redoStack = (data.redo || []).filter(isState);
    return game;
  }
}
