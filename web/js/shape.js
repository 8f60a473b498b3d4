// Grid geometry for every size sudokit plays: N x N cells in boxes of boxRows x boxCols.
// House numbering matches the engine's JSON: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.

export class Shape {
  constructor(boxRows, boxCols) {
    this.boxRows = boxRows;
    this.boxCols = boxCols;
    this.side = boxRows * boxCols;
    this.cellCount = this.side * this.side;
    this.houses = [];
    for (let row = 0; row < this.side; row++) {
      this.houses.push(this.range(this.side).map((col) => row * this.side + col));
    }
    for (let col = 0; col < this.side; col++) {
      this.houses.push(this.range(this.side).map((row) => row * this.side + col));
    }
    for (let box = 0; box < this.side; box++) this.houses.push([]);
    for (let cell = 0; cell < this.cellCount; cell++) {
      this.houses[2 * this.side + this.box(cell)].push(cell);
    }
    this.peerLists = this.range(this.cellCount).map((cell) => {
      const peers = new Set();
      for (const house of this.housesOf(cell)) {
        for (const other of this.houses[house]) if (other !== cell) peers.add(other);
      }
      return [...peers];
    });
  }

  // "3x3" -> Shape(3, 3); null when the text is not a supported box shape.
  static fromName(name) {
    const match = /^(\d+)x(\d+)$/.exec(String(name));
    if (!match) return null;
    const rows = Number(match[1]);
    const cols = Number(match[2]);
    const side = rows * cols;
    if (rows < 2 || cols < 2 || side < 4 || side > 25) return null;
    return new Shape(rows, cols);
  }

  get name() {
    return `${this.boxRows}x${this.boxCols}`;
  }

  range(count) {
    return Array.from({ length: count }, (_, index) => index);
  }

  row(cell) {
    return Math.floor(cell / this.side);
  }

  col(cell) {
    return cell % this.side;
  }

  box(cell) {
    const row = this.row(cell);
    const col = this.col(cell);
    return Math.floor(row / this.boxRows) * this.boxRows + Math.floor(col / this.boxCols);
  }

  housesOf(cell) {
    return [this.row(cell), this.side + this.col(cell), 2 * this.side + this.box(cell)];
  }

  peers(cell) {
    return this.peerLists[cell];
  }

  cellName(cell) {
    return `r${this.row(cell) + 1}c${this.col(cell) + 1}`;
  }

  allDigitsMask() {
    return (2 ** this.side - 1) * 2;
  }
}

// The sizes offered for new puzzles.
export const PLAYABLE_SHAPES = [
  { name: '2x2', label: '4x4 (2x2 boxes)' },
  { name: '2x3', label: '6x6 (2x3 boxes)' },
  { name: '3x3', label: '9x9' },
  { name: '3x4', label: '12x12 (3x4 boxes)' },
  { name: '4x4', label: '16x16 (4x4 boxes)' },
  { name: '5x5', label: '25x25 (5x5 boxes)' },
];

// Digit bit masks: bit d stands for digit d (bit 0 unused), as in the engine.
export function maskHas(mask, digit) {
  return Math.floor(mask / 2 ** digit) % 2 === 1;
}

export function maskWith(mask, digit) {
  return maskHas(mask, digit) ? mask : mask + 2 ** digit;
}

export function maskWithout(mask, digit) {
  return maskHas(mask, digit) ? mask - 2 ** digit : mask;
}

export function maskDigits(mask, side) {
  const digits = [];
  for (let digit = 1; digit <= side; digit++) if (maskHas(mask, digit)) digits.push(digit);
  return digits;
}
