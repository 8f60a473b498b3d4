// The page's modules that need no browser, tested on their own.
import assert from 'node:assert/strict';
import test from 'node:test';

import { COMBINATION_LIMIT, cageCombinations, cageNeeds } from '../../web/js/cage_combinations.js';
import { cageOutline } from '../../web/js/cage_outline.js';
import { readBoard, runNeeds, runTitle, sizeName, whiteOfName } from '../../web/js/kakuro_board.js';
import { ratingFigure } from '../../web/js/rating_figure.js';
import { Shape } from '../../web/js/shape.js';

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
