// The alphabet a puzzle is written in, for showing and typing its digits. The server names
// it in a puzzle's JSON ("symbols"): absent for its usual set by size (1-9 then A, B, ... for
// 10, 11, ... up to 35x35; 0-9A-Z for 36x36; numbers above), "0-9A" for 0-9A-Z standing for
// 1-36 (0-9A-F on a 16x16), "letters" for A, B, C, ... standing for 1, 2, 3, ...; "digits"
// for numbers. A pasted letter puzzle keeps its letters on the board, the keypad, the print
// sheet and the share line.

// Above this side no one character a digit is left: digits are numbers ("49").
const LARGEST_SIDE_IN_CHARACTERS = 36;

export class Symbols {
  // name: the puzzle's "symbols", or nothing for the usual set of a grid of `side`.
  constructor(name, side = 9) {
    if (name === '0-9A' || name === 'letters' || name === 'numbers') {
      this.name = name;
    } else if (name === 'digits' || side > LARGEST_SIDE_IN_CHARACTERS) {
      this.name = side > 9 ? 'numbers' : '1-9A';
    } else if (side === LARGEST_SIDE_IN_CHARACTERS && name !== '1-9A') {
      this.name = '0-9A';
    } else {
      this.name = '1-9A';
    }
  }

  // The name the server and the command line give the set ("digits" for numbers).
  get serverName() {
    return this.name === 'numbers' ? 'digits' : this.name;
  }

  // Whether a digit is written with several characters (numbers: "12").
  get isNumbers() {
    return this.name === 'numbers';
  }

  // Whether the figure 0 writes a digit (0-9A: the digit 1) or is part of one (numbers: 10).
  get writesZero() {
    return this.name === '0-9A' || this.name === 'numbers';
  }

  symbol(digit) {
    if (this.name === 'numbers') return String(digit);
    if (this.name === 'letters') return String.fromCharCode(64 + digit);
    if (this.name === '0-9A') return (digit - 1).toString(36).toUpperCase();
    return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
  }

  // The digit one symbol stands for (0 for the blank '.'), or null.
  digitOfSymbol(symbol) {
    if (symbol === '.') return 0;
    const upper = symbol.toUpperCase();
    if (this.name === 'numbers') return /^\d+$/.test(symbol) ? Number(symbol) : null;
    if (this.name === '0-9A') {
      const value = parseInt(upper, 36);
      return Number.isNaN(value) || upper.length !== 1 ? null : value + 1;
    }
    if (upper.length !== 1) return null;
    const code = upper.charCodeAt(0);
    if (this.name === 'letters') return code >= 65 && code <= 90 ? code - 64 : null;
    if (upper === '0') return 0;
    if (upper >= '1' && upper <= '9') return Number(upper);
    return code >= 65 && code <= 90 ? code - 55 : null;
  }

  // The digit a key stands for in a grid of `side`, or null. In numbers a key is one figure:
  // the page joins two into a number (main.js).
  digitForKey(key, side) {
    if (typeof key !== 'string' || key.length !== 1) return null;
    if (this.name === 'numbers') return key >= '0' && key <= '9' ? Number(key) : null;
    const digit = this.name === '1-9A' && key === '0' ? null : this.digitOfSymbol(key);
    return digit !== null && digit >= 1 && digit <= side ? digit : null;
  }

  // Whether the symbols differ from the digits' numbers (then the keypad shows both).
  differsFromNumbers(digit) {
    return this.symbol(digit) !== String(digit);
  }
}
