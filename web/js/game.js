// The state of one game: givens, the player's digits and pencil marks, the known solution,
// undo/redo history. Pure data and rules, no DOM, so it can be saved and restored as JSON.

import { applyStepTo, openDigits, placeDigit } from './candidate_rules.js';
import { History } from './history.js';
import { writeDigits } from './puzzle_text.js';
import { Shape, maskDigits, maskFromJson, maskHas, maskToJson, maskWith, maskWithout } from './shape.js';
import { Symbols } from './symbols.js';

// An undo state as JSON holds it: marks above 52 digits are BigInts, written as text.
const stateToJson = (state) => ({ ...state, marks: state.marks.map(maskToJson) });
const stateFromJson = (state) => ({ ...state, marks: state.marks.map(maskFromJson) });

export class Game extends History {
  constructor(shape, givens, options = {}) {
    super();
    this.shape = shape;
    this.givens = givens.slice();
    this.values = givens.slice();
    this.marks = new Array(shape.cellCount).fill(0);
    this.solution = options.solution ? options.solution.slice() : null;
    this.source = options.source || '';
    this.rating = options.rating || null;
    // How the digits are shown and typed.
    this.symbols = options.symbols || new Symbols(undefined, shape.side);
    this.ratingShown = Boolean(options.ratingShown); // the player asked to see it
    this.setup = Boolean(options.setup); // typing enters givens until the player starts
    this.elapsedMs = 0;
    this.revealed = false; // the solver filled the grid
  }

  isGiven(cell) {
    return this.givens[cell] !== 0;
  }

  snapshot() {
    return { values: this.values.slice(), marks: this.marks.slice(), givens: this.givens.slice() };
  }

  restore(state) {
    this.values = state.values.slice();
    this.marks = state.marks.slice();
    this.givens = state.givens.slice();
  }

  // Places (or, in setup, gives) a digit; 0 clears. Pencil marks of the peers lose the digit.
  setValue(cell, digit) {
    if (!this.setup && this.isGiven(cell)) return false;
    if (this.values[cell] === digit) return false;
    return this.change(() => {
      if (digit) {
        placeDigit(this.shape, this.values, this.marks, cell, digit);
      } else {
        this.values[cell] = 0;
        this.marks[cell] = 0;
      }
      if (this.setup) this.givens[cell] = digit;
    });
  }

  toggleMark(cell, digit) {
    if (this.values[cell] !== 0 || this.setup) return false;
    return this.change(() => {
      const mask = this.marks[cell];
      this.marks[cell] = maskHas(mask, digit) ? maskWithout(mask, digit) : maskWith(mask, digit);
    });
  }

  // The digits no placed peer rules out.
  openDigits(cell) {
    return openDigits(this.shape, this.values, cell);
  }

  fillCandidates() {
    return this.change(() => {
      for (let cell = 0; cell < this.shape.cellCount; cell++) {
        this.marks[cell] = this.values[cell] ? 0 : this.openDigits(cell);
      }
    });
  }

  clearCandidates() {
    if (this.marks.every((mask) => mask === 0)) return false;
    return this.change(() => this.marks.fill(0));
  }

  hasMarks() {
    return this.marks.some((mask, cell) => mask !== 0 && this.values[cell] === 0);
  }

  // Cells whose digit a peer repeats (a cage mate included), and the cells of full cages whose
  // digits miss their sum.
  conflicts() {
    const cells = new Set();
    for (const house of this.shape.houses) {
      const seen = new Map();
      for (const cell of house) {
        const digit = this.values[cell];
        if (!digit) continue;
        if (seen.has(digit)) {
          cells.add(cell);
          cells.add(seen.get(digit));
        } else {
          seen.set(digit, cell);
        }
      }
    }
    for (const cage of this.wrongSums()) for (const cell of cage.cells) cells.add(cell);
    return cells;
  }

  // The cages whose cells are all filled but do not add up to the cage's sum.
  wrongSums() {
    return this.shape.cages.filter((cage) => {
      if (cage.sum === undefined) return false;
      const digits = cage.cells.map((cell) => this.values[cell]);
      return !digits.includes(0) && digits.reduce((total, digit) => total + digit, 0) !== cage.sum;
    });
  }

  // Player digits that differ from the solution, and cells whose marks drop the solution digit.
  mistakes() {
    const wrongValues = [];
    const wrongMarks = [];
    if (!this.solution) return { wrongValues, wrongMarks };
    for (let cell = 0; cell < this.shape.cellCount; cell++) {
      const value = this.values[cell];
      if (value && !this.isGiven(cell) && value !== this.solution[cell]) wrongValues.push(cell);
      if (!value && this.marks[cell] && !maskHas(this.marks[cell], this.solution[cell])) {
        wrongMarks.push(cell);
      }
    }
    return { wrongValues, wrongMarks };
  }

  filledCount() {
    return this.values.filter((value) => value !== 0).length;
  }

  isSolved() {
    if (this.filledCount() !== this.shape.cellCount) return false;
    if (this.solution) return this.values.every((value, cell) => value === this.solution[cell]);
    return this.conflicts().size === 0;
  }

  // The candidates the engine should work from: the player's marks where there are any,
  // otherwise every digit the placed peers leave open.
  engineCandidates() {
    const usePlayerMarks = this.hasMarks();
    return this.values.map((value, cell) => {
      if (value) return 0;
      return usePlayerMarks && this.marks[cell] ? this.marks[cell] : this.openDigits(cell);
    });
  }

  // The position JSON of the API (docs/api.md) for a hint mid-solve, with the variant's houses.
  positionJson() {
    const candidates = this.engineCandidates();
    return {
      size: this.shape.name,
      // Written 1-9A-..., the alphabet the API reads values in, or in numbers above 35x35.
      values: writeDigits(this.values, new Symbols(this.shape.side > 35 ? 'numbers' : '1-9A', this.shape.side)),
      candidates: candidates.map((mask) => maskDigits(mask, this.shape.side)),
      ...this.shape.variantFields(),
    };
  }

  // Applies an engine step: placements, then eliminations (which need marks to be seen, so
  // the open digits are filled in first when the player has none).
  applyStep(step) {
    return this.change(() => {
      if (step.eliminations.length > 0 && !this.hasMarks()) {
        this.marks = this.engineCandidates();
      }
      applyStepTo(this.shape, this.values, this.marks, step);
    });
  }

  fillSolution() {
    if (!this.solution) return false;
    return this.change(() => {
      this.values = this.solution.slice();
      this.marks.fill(0);
      this.revealed = true;
    });
  }

  resetProgress() {
    return this.change(() => {
      this.values = this.givens.slice();
      this.marks.fill(0);
      this.revealed = false;
    });
  }

  toJSON() {
    return {
      size: this.shape.name,
      variant: this.shape.variantFields(),
      symbols: this.symbols.name,
      givens: this.givens,
      values: this.values,
      marks: this.marks.map(maskToJson),
      solution: this.solution,
      source: this.source,
      rating: this.rating,
      ratingShown: this.ratingShown,
      setup: this.setup,
      elapsedMs: this.elapsedMs,
      revealed: this.revealed,
      undo: this.undoStack.map(stateToJson),
      redo: this.redoStack.map(stateToJson),
    };
  }

  // Throws when the saved data does not describe a game (then the page starts afresh).
  static fromJSON(data) {
    const shape = Shape.fromName(data.size, data.variant);
    if (!shape) throw new Error('saved game has no valid size');
    const cells = shape.cellCount;
    const isCellArray = (array) => Array.isArray(array) && array.length === cells;
    const isState = (state) =>
      state && isCellArray(state.values) && isCellArray(state.marks) && isCellArray(state.givens);
    if (!isCellArray(data.givens) || !isCellArray(data.values) || !isCellArray(data.marks)) {
      throw new Error('saved game does not match its size');
    }
    const game = new Game(shape, data.givens, {
      solution: isCellArray(data.solution) ? data.solution : null,
      source: data.source,
      rating: data.rating,
      ratingShown: data.ratingShown,
      symbols: new Symbols(data.symbols, shape.side),
      setup: data.setup,
    });
    game.values = data.values.slice();
    game.marks = data.marks.map(maskFromJson);
    game.elapsedMs = Number(data.elapsedMs) || 0;
    game.revealed = Boolean(data.revealed);
    game.undoStack = (data.undo || []).filter(isState).map(stateFromJson);
    game.redoStack = (data.redo || []).filter(isState).map(stateFromJson);
    return game;
  }
}
