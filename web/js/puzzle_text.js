// Reads the puzzle strings the server writes ({"size","givens","symbols"}) into digit arrays,
// and writes digit arrays back as one-line strings for sharing and printing.

import { Shape } from './shape.js';
import { Symbols } from './symbols.js';

function digitOfSymbol(symbol, symbols) {
  if (symbol === '.') return 0;
  const upper = symbol.toUpperCase();
  if (symbols === '0-9A') {
    const value = parseInt(upper, 16);
    return Number.isNaN(value) ? null : value + 1;
  }
  if (symbols === 'letters') {
    const code = upper.charCodeAt(0);
    return code >= 65 && code <= 90 ? code - 64 : null;
  }
  if (upper === '0') return 0;
  if (upper >= '1' && upper <= '9') return Number(upper);
  const code = upper.charCodeAt(0);
  return code >= 65 && code <= 90 ? code - 55 : null;
}

// {"size":"3x3","givens":"53..7...","symbols":...} (with a variant's "cages", "diagonals",
// "windoku", "regions") -> {shape, digits, symbols}; throws on a bad text.
export function readPuzzleObject(puzzle) {
  const shape = Shape.fromName(puzzle.size, puzzle);
  if (!shape) throw new Error(`unsupported size ${puzzle.size}`);
  return { shape, digits: readDigits(puzzle.givens, shape, puzzle.symbols), symbols: new Symbols(puzzle.symbols) };
}

export function readDigits(text, shape, symbols) {
  const symbolsOnly = [...String(text)].filter((symbol) => symbol.trim() !== '');
  if (symbolsOnly.length !== shape.cellCount) {
    throw new Error(`expected ${shape.cellCount} cells, found ${symbolsOnly.length}`);
  }
  return symbolsOnly.map((symbol, cell) => {
    const digit = digitOfSymbol(symbol, symbols);
    if (digit === null || digit > shape.side) {
      throw new Error(`${shape.cellName(cell)}: '${symbol}' is not a digit of this grid`);
    }
    return digit;
  });
}

export function writeDigits(digits, symbols) {
  return digits.map((digit) => (digit ? symbols.symbol(digit) : '.')).join('');
}

// The one-line form to share: the digits, or for a variant the JSON puzzle object (which the
// paste box, like the command line, reads back with its houses).
export function shareText(shape, digits, symbols) {
  const line = writeDigits(digits, symbols);
  if (!shape.isVariant()) return line;
  const object = { size: shape.name, givens: line, ...shape.variantFields() };
  if (symbols.name !== '1-9A') object.symbols = symbols.name;
  return JSON.stringify(object);
}
