// The grid before each step of an explanation, rebuilt from the givens the way the engine
// works: candidates start as the digits no given peer holds; a placement fills a cell and
// removes its digit from the peers; an elimination removes one candidate.

import { applyStepTo, openDigits } from './candidate_rules.js';

function startPosition(shape, givens) {
  const values = givens.slice();
  const marks = values.map((value, cell) => (value ? 0 : openDigits(shape, values, cell)));
  return { values, marks };
}

function applyStep(shape, position, step) {
  const values = position.values.slice();
  const marks = position.marks.slice();
  applyStepTo(shape, values, marks, step);
  return { values, marks };
}

// positions[i] is the grid step i works on; positions[steps.length] is the end.
export function replayPositions(shape, givens, steps) {
  const positions = [startPosition(shape, givens)];
  for (const step of steps) positions.push(applyStep(shape, positions[positions.length - 1], step));
  return positions;
}
