// Grid geometry for every size sudokit plays: N x N cells in boxes of boxRows x boxCols, and a
// variant's houses (docs/formats.md): jigsaw regions in place of the boxes, both diagonals (X),
// four windows (windoku) and Killer cages. House numbering matches the engine's JSON: rows
// 0..N-1, columns N..2N-1, boxes (or regions, in the order of their first cell) 2N..3N-1, then
// the diagonals, the windows and the cages in the puzzle's order.

export class Shape {
  // variant: the puzzle object's fields {cages, diagonals, windoku, regions}, any of them.
  constructor(boxRows, boxCols, variant = {}) {
    this.boxRows = boxRows;
    this.boxCols = boxCols;
    this.side = boxRows * boxCols;
    this.cellCount = this.side * this.side;
    this.variant = readVariant(variant || {}, this.side, this.cellCount);
    this.regionOfCell = this.range(this.cellCount).map((cell) => this.boxOf(cell));
    if (this.variant.regions) this.regionOfCell = regionNumbers(this.variant.regions);
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
    if (this.variant.diagonals) {
      this.houses.push(this.range(this.side).map((i) => i * this.side + i));
      this.houses.push(this.range(this.side).map((i) => (this.side - 1 - i) * this.side + i));
    }
    this.windows = this.variant.windoku ? this.windowHouses() : [];
    this.houses.push(...this.windows);
    // Cages are houses too (no digit twice), with a sum on top.
    this.cages = this.variant.cages.map((cage) => ({
      sum: cage.sum,
      cells: cage.cells.slice().sort((a, b) => a - b),
      house: this.houses.push(cage.cells) - 1,
    }));
    this.cageOfCell = new Array(this.cellCount).fill(null);
    for (const cage of this.cages) for (const cell of cage.cells) this.cageOfCell[cell] = cage;
    this.houseLists = this.range(this.cellCount).map(() => []);
    this.houses.forEach((house, index) => {
      for (const cell of house) this.houseLists[cell].push(index);
    });
    this.peerLists = this.range(this.cellCount).map((cell) => {
      const peers = new Set();
      for (const house of this.housesOf(cell)) {
        for (const other of this.houses[house]) if (other !== cell) peers.add(other);
      }
      return [...peers];
    });
  }

  // "3x3" -> Shape(3, 3); null when the text is not a supported box shape.
  static fromName(name, variant) {
    const match = /^(\d+)x(\d+)$/.exec(String(name));
    if (!match) return null;
    const rows = Number(match[1]);
    const cols = Number(match[2]);
    const side = rows * cols;
    if (rows < 2 || cols < 2 || side < 4 || side > MAX_SIDE) return null;
    return new Shape(rows, cols, variant);
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

  // The box a cell is in, or on a jigsaw its region.
  box(cell) {
    return this.regionOfCell[cell];
  }

  boxOf(cell) {
    const row = this.row(cell);
    const col = this.col(cell);
    return Math.floor(row / this.boxRows) * this.boxRows + Math.floor(col / this.boxCols);
  }

  // Whether a thick line (box or region edge) runs right of / below the cell.
  boxRight(cell) {
    return this.col(cell) + 1 < this.side && this.box(cell) !== this.box(cell + 1);
  }

  boxBottom(cell) {
    return this.row(cell) + 1 < this.side && this.box(cell) !== this.box(cell + this.side);
  }

  // Windows start one cell in and sit one cell apart (rows 2-4 and 6-8 on 9x9), as the engine's.
  windowHouses() {
    const windows = [];
    for (let top = 1; top + this.boxRows <= this.side; top += this.boxRows + 1) {
      for (let left = 1; left + this.boxCols <= this.side; left += this.boxCols + 1) {
        const cells = [];
        for (let row = top; row < top + this.boxRows; row++) {
          for (let col = left; col < left + this.boxCols; col++) cells.push(row * this.side + col);
        }
        windows.push(cells);
      }
    }
    return windows;
  }

  housesOf(cell) {
    return this.houseLists[cell];
  }

  cageOf(cell) {
    return this.cageOfCell[cell];
  }

  // The variant's fields for a puzzle object sent to the server (absent ones left out).
  variantFields() {
    const fields = {};
    const { cages, diagonals, windoku, regions } = this.variant;
    if (cages.length > 0) {
      fields.cages = cages.map((cage) => (cage.sum === undefined ? { cells: cage.cells } : cage));
    }
    if (diagonals) fields.diagonals = true;
    if (windoku) fields.windoku = true;
    if (regions) fields.regions = regions;
    return fields;
  }

  isVariant() {
    return Object.keys(this.variantFields()).length > 0;
  }

  // A short name of the rules: classic, killer, killer-x, x, windoku, jigsaw (joined when mixed).
  get kind() {
    const { cages, diagonals, windoku, regions } = this.variant;
    const parts = [];
    if (cages.length > 0) parts.push(diagonals ? 'killer-x' : 'killer');
    else if (diagonals) parts.push('x');
    if (windoku) parts.push('windoku');
    if (regions) parts.push('jigsaw');
    return parts.length > 0 ? parts.join('+') : 'classic';
  }

  peers(cell) {
    return this.peerLists[cell];
  }

  cellName(cell) {
    return `r${this.row(cell) + 1}c${this.col(cell) + 1}`;
  }

  allDigitsMask() {
    let mask = 0;
    for (let digit = 1; digit <= this.side; digit++) mask = maskWith(mask, digit);
    return mask;
  }
}

// The variant's fields as the server writes them, checked: bad data throws (a saved game that
// cannot be read starts afresh; the server has checked what it sends).
function readVariant(variant, side, cellCount) {
  const cages = (variant.cages || []).map((cage) => {
    const cells = Array.isArray(cage.cells) ? cage.cells.map(Number) : [];
    if (cells.length === 0 || cells.some((cell) => !(cell >= 0 && cell < cellCount))) {
      throw new Error('a cage has bad cells');
    }
    return cage.sum === undefined || cage.sum === null ? { cells } : { sum: Number(cage.sum), cells };
  });
  const regions = variant.regions ? String(variant.regions).replace(/\s/g, '') : null;
  if (regions && regions.length !== cellCount) throw new Error('the region map does not fit');
  if (regions && new Set(regions).size !== side) throw new Error('the region map does not fit');
  return { cages, diagonals: Boolean(variant.diagonals), windoku: Boolean(variant.windoku), regions };
}

// Region letters -> region numbers, in the order of each region's first cell (as the engine).
function regionNumbers(regions) {
  const numbers = new Map();
  return [...regions].map((letter) => {
    if (!numbers.has(letter)) numbers.set(letter, numbers.size);
    return numbers.get(letter);
  });
}

// The sizes offered for new puzzles.
export const PLAYABLE_SHAPES = [
  { name: '2x2', label: '4x4 (2x2 boxes)' },
  { name: '2x3', label: '6x6 (2x3 boxes)' },
  { name: '3x3', label: '9x9' },
  { name: '3x4', label: '12x12 (3x4 boxes)' },
  { name: '4x4', label: '16x16 (4x4 boxes)' },
  { name: '5x5', label: '25x25 (5x5 boxes)' },
  { name: '6x6', label: '36x36 (6x6 boxes)' },
  { name: '7x7', label: '49x49 (7x7 boxes)' },
  { name: '8x8', label: '64x64 (8x8 boxes)' },
];

// The largest grid the page plays (the engine's): 64x64. Above 25x25 the board keeps pencil
// marks off the cells and lists the selected cell's (GridView).
export const MAX_SIDE = 64;

// Digit bit masks: bit d stands for digit d (bit 0 unused), as in the engine. A mask is a
// Number while its digits are at most 52 (a double holds 53 bits exactly) and a BigInt once it
// holds a larger one (grids above 52x52); an empty mask is always the Number 0, so `mask === 0`
// tests emptiness for both.
const EXACT_MASK_DIGITS = 52;

export function maskHas(mask, digit) {
  if (typeof mask === 'bigint') return ((mask >> BigInt(digit)) & 1n) === 1n;
  return digit <= EXACT_MASK_DIGITS && Math.floor(mask / 2 ** digit) % 2 === 1;
}

export function maskWith(mask, digit) {
  if (maskHas(mask, digit)) return mask;
  if (typeof mask === 'bigint' || digit > EXACT_MASK_DIGITS) {
    return BigInt(mask) | (1n << BigInt(digit));
  }
  return mask + 2 ** digit;
}

export function maskWithout(mask, digit) {
  if (!maskHas(mask, digit)) return mask;
  if (typeof mask !== 'bigint') return mask - 2 ** digit;
  const rest = mask & ~(1n << BigInt(digit));
  return rest === 0n ? 0 : rest;
}

// Masks as JSON holds them (a BigInt as its decimal text), and back.
export function maskToJson(mask) {
  return typeof mask === 'bigint' ? mask.toString() : mask;
}

export function maskFromJson(value) {
  return typeof value === 'string' ? BigInt(value) : value;
}

export function maskDigits(mask, side) {
  const digits = [];
  for (let digit = 1; digit <= side; digit++) if (maskHas(mask, digit)) digits.push(digit);
  return digits;
}

// The rules offered for new puzzles (POST /api/generate's "variant").
export const PLAYABLE_VARIANTS = [
  { name: 'classic', label: 'classic' },
  { name: 'x', label: 'X (diagonals)' },
  { name: 'windoku', label: 'windoku' },
  { name: 'jigsaw', label: 'jigsaw' },
  { name: 'killer', label: 'Killer' },
  { name: 'killer-x', label: 'Killer-X' },
];

// How the page names a shape's rules (Shape.kind): "Killer-X", "X-Sudoku", "jigsaw" ...
export function variantTitle(kind) {
  const titles = {
    killer: 'Killer',
    'killer-x': 'Killer-X',
    x: 'X-Sudoku',
    windoku: 'windoku',
    jigsaw: 'jigsaw',
  };
  return kind
    .split('+')
    .map((part) => titles[part] || part)
    .join(' ');
}
