// A Kakuro board read from its text rows (docs/kakuro.md, "Formats"): `#` a block, `.` an
// empty white cell or its digit, `D\A` a clue with its down and across sums. The white cells
// are numbered in reading order, as the server numbers them; each clue starts up to two runs,
// and each white cell lies in one across and one down run.

import { cageNeeds } from './cage_combinations.js';

function readToken(token, row, column) {
  if (token === '#' || token === '\\') return { kind: 'block' };
  if (['.', '0', '_'].includes(token)) return { kind: 'white', given: 0 };
  if (/^[1-9]$/.test(token)) return { kind: 'white', given: Number(token) };
  const clue = /^(\d*)\\(\d*)$/.exec(token);
  if (clue) return { kind: 'clue', down: Number(clue[1]) || 0, across: Number(clue[2]) || 0 };
  throw new Error(`r${row + 1}c${column + 1}: '${token}' is not a Kakuro square`);
}

// rows: the text rows, one token per square -> {rows, columns, squares, whites, runs,
// acrossOf, downOf}. Throws on a token that is no square or rows of different lengths (the
// server has checked the rest).
export function readBoard(rows) {
  const squares = [];
  const tokens = rows.map((line) => line.trim().split(/\s+/));
  const columns = tokens[0].length;
  tokens.forEach((line, row) => {
    if (line.length !== columns) throw new Error(`row ${row + 1} has ${line.length} squares, the first ${columns}`);
    line.forEach((token, column) => squares.push({ ...readToken(token, row, column), row, column }));
  });
  const whites = [];
  const whiteAt = new Map(); // square index -> white cell
  squares.forEach((square, index) => {
    if (square.kind !== 'white') return;
    whiteAt.set(index, whites.length);
    whites.push(index);
  });
  const runs = [];
  const acrossOf = new Array(whites.length).fill(-1);
  const downOf = new Array(whites.length).fill(-1);
  const addRun = (clueIndex, direction, sum, step) => {
    const cells = [];
    for (let at = clueIndex + step; whiteAt.has(at) && !(step === 1 && at % columns === 0); at += step) {
      cells.push(whiteAt.get(at));
    }
    const ofCell = direction === 'across' ? acrossOf : downOf;
    for (const cell of cells) ofCell[cell] = runs.length;
    runs.push({ direction, sum, clue: clueIndex, cells });
  };
  squares.forEach((square, index) => {
    if (square.kind !== 'clue') return;
    if (square.across) addRun(index, 'across', square.across, 1);
    if (square.down) addRun(index, 'down', square.down, columns);
  });
  return { rows: tokens.length, columns, squares, whites, whiteAt, runs, acrossOf, downOf };
}

// "10x10": the size of the area inside the clue frame (the first row and column), as the New
// Kakuro panel names sizes.
export function sizeName(board) {
  return `${board.rows - 1}x${board.columns - 1}`;
}

// "r2c3", 1-based, as the server names squares.
export function squareName(board, index) {
  return `r${Math.floor(index / board.columns) + 1}c${(index % board.columns) + 1}`;
}

export function cellName(board, white) {
  return squareName(board, board.whites[white]);
}

// The white cell a name like "r2c3" stands for, or -1.
export function whiteOfName(board, name) {
  const match = /^r(\d+)c(\d+)$/.exec(name || '');
  if (!match) return -1;
  const index = (Number(match[1]) - 1) * board.columns + Number(match[2]) - 1;
  return board.whiteAt.get(index) ?? -1;
}

// "Across 16 in 2" or "Down 7 in 3".
export function runTitle(run) {
  const direction = run.direction === 'across' ? 'Across' : 'Down';
  return `${direction} ${run.sum} in ${run.cells.length}`;
}

// What a run still needs given the digits placed (one per white cell): the combinations of
// cage_combinations.js, a Kakuro's digits being 1-9.
export function runNeeds(run, values) {
  return cageNeeds({ sum: run.sum, cells: run.cells }, values, 9);
}
