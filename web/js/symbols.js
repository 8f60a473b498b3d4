// The alphabet a puzzle is written in, for showing and typing its digits. The server names
// it in a puzzle's JSON ("symbols"): absent for 1-9 then A, B, ... (10, 11, ...), "0-9A" for
// 0-9A-F standing for 1-16, "letters" for A, B, C, ... standing for 1, 2, 3, ... A pasted
// letter puzzle keeps its letters on the board, the keypad, the print sheet and the share line.

export class Symbols {
  constructor(name) {
    this.name = name === '0-9A' || name === 'letters' ? name : '1-9A';
  }

  symbol(digit) {
    if (this.name === 'letters') return String.fromCharCode(64 + digit);
    if (this.name === '0-9A') return (digit - 1).toString(16).toUpperCase();
    return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
  }

  // The digit a key or a character stands for in a grid of `side`, or null.
  digitForKey(key, side) {
    if (typeof key !== 'string' || key.length !== 1) return null;
    const upper = key.toUpperCase();
    const letter = upper >= 'A' && upper <= 'Z' ? upper.charCodeAt(0) : null;
    let digit = null;
    if (this.name === 'letters') {
      if (letter !== null) digit = letter - 64;
    } else if (this.name === '0-9A') {
      const value = parseInt(upper, 16);
      if (!Number.isNaN(value)) digit = value + 1;
    } else if (key >= '1' && key <= '9') {
      digit = Number(key);
    } else if (letter !== null) {
      digit = letter - 55;
    }
    return digit !== null && digit >= 1 && digit <= side ? digit : null;
  }

  // Whether the symbols differ from the digits' numbers (then the keypad shows both).
  differsFromNumbers(digit) {
    return this.symbol(digit) !== String(digit);
  }
}
