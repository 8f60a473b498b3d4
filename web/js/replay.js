// The grid before each step of an explanation, rebuilt from the givens the way the engine
// works: candidates start as the digits no given peer holds; a placement fills a cell and
// removes its digit from the peers; an elimination removes one candidate.

import { maskWithout } from './shape.js';

function startPosition(shape, givens) {
  const values = givens.slice();
  const marks = values.map((value, cell) => {
    if (value) return 0;
    let mask = shape.allDigitsMask();
    for (const peer of shape.peers(cell)) {
      if (values[peer]) mask = maskWithout(mask, values[peer]);
    }
    return mask;
  });
  return { values, marks };
}

function applyStep(shape, position, step) {
  const values = position.values.slice();
  const marks = position.marks.slice();
  for (const { cell, digit } of step.placements) {
    values[cell] = digit;
    marks[cell] = 0;
    for (const peer of shape.peers(cell)) marks[peer] = maskWithout(marks[peer], digit);
  }
  for (const { cell, digit } of step.eliminations) marks[cell] = maskWithout(marks[cell], digit);
  return { values, marks };
}

// positions[i] is the grid step i works on; positions[steps.length] is the end.
export function replayPositions(shape, givens, steps) {
  const positions = [startPosition(shape, givens)];
  for (const step of steps) positions.push(applyStep(shape, positions[positions.length - 1], step));
  return positions;
}
