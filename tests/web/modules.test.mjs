// The page's modules that need no browser, tested on their own.
import assert from 'node:assert/strict';
import test from 'node:test';

import { COMBINATION_LIMIT, cageCombinations, cageNeeds } from '../../web/js/cage_combinations.js';
import { cageOutline } from '../../web/js/cage_outline.js';
import { readBoard, runNeeds, runTitle, sizeName, whiteOfName } from '../../web/js/kakuro_board.js';
import { ratingFigure } from '../../web/js/rating_figure.js';
import { readDigits, writeDigits } from '../../web/js/puzzle_text.js';
import { Shape, maskDigits, maskFromJson, maskHas, maskToJson, maskWith, maskWithout } from '../../web/js/shape.js';
import { Symbols } from '../../web/js/symbols.js';

test('ratings are written with their tenth, as Sudoku Explainer writes them', () => {
  assert.equal(ratingFigure(2), '2.0');
  assert.equal(ratingFigure(5.6), '5.6');
  assert.equal(ratingFigure(11), '11.0');
});

test('a cage sum splits into the sets of different digits that make it', () => {
  assert.deepEqual(cageCombinations(7, 2, 9), [
    [1, 6],
    [2, 5],
    [3, 4],
  ]);
  assert.deepEqual(cageCombinations(17, 2, 9), [[8, 9]]);
  assert.deepEqual(cageCombinations(6, 3, 9), [[1, 2, 3]]);
  assert.deepEqual(cageCombinations(45, 9, 9), [[1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  assert.deepEqual(cageCombinations(3, 2, 9, [1]), []);
  assert.deepEqual(cageCombinations(10, 2, 4), [], 'a 4x4 grid has no digit above 4');
  // A large cage of a 25x25 Killer: listed up to the limit at once, the rest only flagged.
  const started = Date.now();
  const many = cageCombinations(150, 12, 25, [], 61);
  assert.equal(many.length, 61);
  assert.ok(Date.now() - started < 1000);
  for (const set of many) {
    assert.equal(set.length, 12);
    assert.equal(new Set(set).size, 12);
    assert.equal(set.reduce((total, digit) => total + digit, 0), 150);
  }
  const bigCage = { sum: 150, cells: Array.from({ length: 12 }, (_, index) => index) };
  const needs = cageNeeds(bigCage, new Array(625).fill(0), 25);
  assert.equal(needs.combinations.length, COMBINATION_LIMIT);
  assert.equal(needs.more, true);
});

test('a cage with digits placed needs the rest of its sum from the other digits', () => {
  const cage = { sum: 14, cells: [15, 24, 25] };
  const values = new Array(81).fill(0);
  values[15] = 4;
  assert.deepEqual(cageNeeds(cage, values, 9), {
    sum: 14,
    size: 3,
    open: 2,
    need: 10,
    combinations: [
      [1, 9],
      [2, 8],
      [3, 7],
    ],
    more: false,
  });
  values[24] = 4; // the same digit twice: nothing fits
  assert.deepEqual(cageNeeds(cage, values, 9).combinations, []);
});

test('variant houses are numbered as the engine numbers them', () => {
  const shape = Shape.fromName('3x3', {
    diagonals: true,
    windoku: true,
    cages: [{ sum: 7, cells: [1, 0] }],
  });
  assert.equal(shape.kind, 'killer-x+windoku');
  assert.equal(shape.houses.length, 27 + 2 + 4 + 1);
  assert.deepEqual(shape.houses[27], [0, 10, 20, 30, 40, 50, 60, 70, 80]);
  assert.deepEqual(shape.houses[29], [10, 11, 12, 19, 20, 21, 28, 29, 30]);
  assert.deepEqual(shape.housesOf(0), [0, 9, 18, 27, 33]);
  assert.deepEqual(shape.cageOf(1).cells, [0, 1]);
  assert.ok(shape.peers(0).includes(80), 'the diagonal makes peers');
  const jigsaw = Shape.fromName('3x3', {
    regions: 'AAAABBBBBACDDDDDDBACDCEEDBBACDCEFFBGACCCEEFFGACEEEFFGGHHHEFFIIGHHIIIFIGGHHHHIIIGG',
  });
  assert.equal(jigsaw.kind, 'jigsaw');
  assert.deepEqual(jigsaw.houses[18], [0, 1, 2, 3, 9, 18, 27, 36, 45]);
  assert.ok(jigsaw.boxRight(3) && !jigsaw.boxRight(2));
  assert.equal(Shape.fromName('3x3').kind, 'classic');
});

test('a cage outline runs inside its cells and turns at the corners', () => {
  const shape = Shape.fromName('3x3');
  // A domino r1c1+r1c2: four sides, the long ones in two pieces meeting at the cell edge.
  assert.deepEqual(cageOutline(shape, { cells: [0, 1] }, 0.1), [
    [0.1, 0.1, 1, 0.1],
    [0.1, 0.9, 1, 0.9],
    [0.1, 0.1, 0.1, 0.9],
    [1, 0.1, 1.9, 0.1],
    [1, 0.9, 1.9, 0.9],
    [1.9, 0.1, 1.9, 0.9],
  ]);
  // An L r1c2, r2c1, r2c2: at the inner corner (r2c2's top-left) the two sides run past the
  // cell edges and meet inside r2c2.
  const segments = cageOutline(shape, { cells: [1, 9, 10] }, 0.1).map((segment) =>
    segment.map((value) => Math.round(value * 10) / 10),
  );
  assert.ok(segments.some((segment) => segment.join() === '0.1,1.1,1.1,1.1'));
  assert.ok(segments.some((segment) => segment.join() === '1.1,0.1,1.1,1.1'));
  assert.equal(segments.length, 8);
});

test('a Kakuro board is read into its white cells and runs, as the server numbers them', () => {
  const board = readBoard(['# 4\\ 3\\ #', '\\3 . . #', '\\4 . 5 #']);
  assert.equal(board.rows, 3);
  assert.equal(board.columns, 4);
  assert.deepEqual(board.whites, [5, 6, 9, 10]);
  assert.equal(board.squares[10].given, 5);
  assert.equal(sizeName(board), '2x3', 'the area inside the clue frame');
  assert.deepEqual(
    board.runs.map((run) => [runTitle(run), run.cells]),
    [
      ['Down 4 in 2', [0, 2]],
      ['Down 3 in 2', [1, 3]],
      ['Across 3 in 2', [0, 1]],
      ['Across 4 in 2', [2, 3]],
    ],
  );
  assert.deepEqual([board.acrossOf[3], board.downOf[3]], [3, 1]);
  assert.equal(whiteOfName(board, 'r3c3'), 3);
  assert.equal(whiteOfName(board, 'r1c1'), -1);
  // A run's combinations leave out the digits placed in it.
  assert.deepEqual(runNeeds(board.runs[0], [0, 0, 0, 0]).combinations, [[1, 3]]);
  const needs = runNeeds(board.runs[3], [0, 0, 0, 1]);
  assert.equal(needs.need, 3);
  assert.deepEqual(needs.combinations, [[3]]);
  assert.throws(() => readBoard(['# x']), /r1c2: 'x' is not a Kakuro square/);
});

test('pencil-mark masks hold every digit of a 64x64, past the 53 bits a Number keeps exactly', () => {
  const shape = Shape.fromName('8x8');
  assert.equal(shape.side, 64);
  const all = shape.allDigitsMask();
  assert.deepEqual(maskDigits(all, 64), Array.from({ length: 64 }, (_, index) => index + 1));
  let mask = 0;
  for (const digit of [1, 52, 53, 60, 64]) mask = maskWith(mask, digit);
  assert.deepEqual(maskDigits(mask, 64), [1, 52, 53, 60, 64]);
  assert.equal(maskHas(mask, 59), false);
  assert.equal(maskWith(mask, 60), mask, 'adding a digit it has changes nothing');
  mask = maskWithout(mask, 60);
  assert.deepEqual(maskDigits(mask, 64), [1, 52, 53, 64]);
  assert.deepEqual(maskDigits(maskFromJson(JSON.parse(JSON.stringify(maskToJson(mask)))), 64), [1, 52, 53, 64]);
  for (const digit of [1, 52, 53, 64]) mask = maskWithout(mask, digit);
  assert.equal(mask, 0, 'an empty mask is the Number 0 whatever it held');
  // Below 53 digits masks stay Numbers, as they always were.
  assert.equal(typeof Shape.fromName('7x7').allDigitsMask(), 'number');
  assert.equal(Shape.fromName('3x3').allDigitsMask(), 1022);
  assert.equal(Shape.fromName('9x8'), null, 'no grid above 64x64');
});

test('symbols by size: 1-9A up to 35x35, 0-9A-Z at 36x36, numbers above', () => {
  const nine = new Symbols(undefined, 9);
  assert.equal(nine.symbol(9), '9');
  assert.equal(nine.digitForKey('0', 9), null);
  const sixteen = new Symbols(undefined, 16);
  assert.equal(sixteen.symbol(16), 'G');
  assert.equal(sixteen.digitForKey('g', 16), 16);
  const hex = new Symbols('0-9A', 16);
  assert.equal(hex.symbol(16), 'F');
  assert.equal(hex.digitForKey('0', 16), 1);
  assert.equal(hex.digitForKey('G', 16), null);
  const thirtySix = new Symbols(undefined, 36);
  assert.equal(thirtySix.name, '0-9A');
  assert.equal(thirtySix.symbol(1), '0');
  assert.equal(thirtySix.symbol(36), 'Z');
  assert.equal(thirtySix.digitForKey('z', 36), 36);
  const fortyNine = new Symbols(undefined, 49);
  assert.ok(fortyNine.isNumbers);
  assert.equal(fortyNine.symbol(49), '49');
  assert.equal(fortyNine.digitForKey('7', 49), 7, 'a key is one figure');
  assert.ok(new Symbols('digits', 16).isNumbers);
  assert.equal(fortyNine.serverName, 'digits', 'the server names numbers "digits"');
  assert.equal(thirtySix.serverName, '0-9A');
  assert.equal(new Symbols('letters', 36).symbol(26), 'Z');
});

test('grids above 36x36 are read and written in numbers, 0 for a blank', () => {
  const shape = Shape.fromName('7x7');
  const digits = Array.from({ length: shape.cellCount }, (_, cell) => (cell % 3 === 0 ? 0 : (cell % 49) + 1));
  const text = writeDigits(digits, new Symbols(undefined, 49));
  assert.match(text, /^0 2 3 0 5 /);
  assert.deepEqual(readDigits(text, shape), digits);
  assert.deepEqual(readDigits(text, shape, 'digits'), digits);
  assert.throws(() => readDigits(`${text} 7`, shape), /expected 2401 cells, found 2402/);
  assert.throws(() => readDigits(text.replace(/^0/, '50'), shape), /r1c1: '50' is not a digit of this grid/);
  const big = Shape.fromName('6x6');
  const line = Array.from({ length: big.cellCount }, (_, cell) => (cell % 37 === 36 ? '.' : (cell % 37).toString(36).toUpperCase())).join('');
  const read = readDigits(line, big);
  assert.equal(read[0], 1);
  assert.equal(read[35], 36);
  assert.equal(read[36], 0);
  assert.equal(writeDigits(read, new Symbols(undefined, 36)), line);
});
