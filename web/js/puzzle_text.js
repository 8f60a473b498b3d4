// Reads the puzzle strings the server writes ({"size","givens","symbols"}) into digit arrays,
// and writes digit arrays back as one-line strings for sharing and printing.

import { Shape } from './shape.js';
import { Symbols } from './symbols.js';

// {"size":"3x3","givens":"53..7...","symbols":...} (with a variant's "cages", "diagonals",
// "windoku", "regions") -> {shape, digits, symbols}; throws on a bad text.
export function readPuzzleObject(puzzle) {
  const shape = Shape.fromName(puzzle.size, puzzle);
  if (!shape) throw new Error(`unsupported size ${puzzle.size}`);
  return {
    shape,
    digits: readDigits(puzzle.givens, shape, puzzle.symbols),
    symbols: new Symbols(puzzle.symbols, shape.side),
  };
}

// A grid's text in its symbols (the puzzle's "symbols" name, or the usual set of its size): a
// character a cell, or whitespace-separated numbers (0 for a blank) above 36x36.
export function readDigits(text, shape, symbolsName) {
  const symbols = new Symbols(symbolsName, shape.side);
  const symbolsOnly = symbols.isNumbers
    ? String(text).trim().split(/\s+/)
    : [...String(text)].filter((symbol) => symbol.trim() !== '');
  if (symbolsOnly.length !== shape.cellCount) {
    throw new Error(`expected ${shape.cellCount} cells, found ${symbolsOnly.length}`);
  }
  return symbolsOnly.map((symbol, cell) => {
    const digit = symbols.digitOfSymbol(symbol);
    if (digit === null || digit > shape.side) {
      throw new Error(`${shape.cellName(cell)}: '${symbol}' is not a digit of this grid`);
    }
    return digit;
  });
}

export function writeDigits(digits, symbols) {
  if (symbols.isNumbers) return digits.join(' ');
  return digits.map((digit) => (digit ? symbols.symbol(digit) : '.')).join('');
}

// The one-line form to share: the digits, or for a variant the JSON puzzle object (which the
// paste box, like the command line, reads back with its houses).
export function shareText(shape, digits, symbols) {
  const line = writeDigits(digits, symbols);
  if (!shape.isVariant()) return line;
  const object = { size: shape.name, givens: line, ...shape.variantFields() };
  if (symbols.name !== '1-9A') object.symbols = symbols.serverName;
  return JSON.stringify(object);
}
