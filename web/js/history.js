// Undo and redo for a game: every change is one step. A game class extends History and has
// snapshot() and restore(state); its undoStack and redoStack are saved with it.

const HISTORY_LIMIT = 1000;

export class History {
  constructor() {
    this.undoStack = [];
    this.redoStack = [];
  }

  // Runs `action`, which changes the game or returns false when it changes nothing; every
  // change goes through here, so that each is a single undo step.
  change(action) {
    const before = this.snapshot();
    if (action() === false) return false;
    this.undoStack.push(before);
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    this.redoStack = [];
    return true;
  }

  undo() {
    return this.step(this.undoStack, this.redoStack);
  }

  redo() {
    return this.step(this.redoStack, this.undoStack);
  }

  // Moves one state from `from` to `to`.
  step(from, to) {
    if (from.length === 0) return false;
    to.push(this.snapshot());
    this.restore(from.pop());
    return true;
  }
}
