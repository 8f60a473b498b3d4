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

// {"size":"3x3","givens":"53..7...","symbols":...} -> {shape, digits, symbols}; throws on a
// bad text.
export function readPuzzleObject(puzzle) {
  const shape = Shape.fromName(puzzle.size);
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
