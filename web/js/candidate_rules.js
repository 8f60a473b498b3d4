// The pencil-mark rules the page and the engine share: a cell's open digits are those no
// placed peer holds; placing a digit empties the cell's marks and removes the digit from its
// peers'; an engine step is its placements, then its eliminations. The functions change the
// arrays they are given.

import { maskWithout } from './shape.js';

export function openDigits(shape, values, cell) {
  let mask = shape.allDigitsMask();
  for (const peer of shape.peers(cell)) {
    if (values[peer]) mask = maskWithout(mask, values[peer]);
  }
  return mask;
}

export function placeDigit(shape, values, marks, cell, digit) {
  values[cell] = digit;
  marks[cell] = 0;
  for (const peer of shape.peers(cell)) marks[peer] = maskWithout(marks[peer], digit);
}

export function applyStepTo(shape, values, marks, step) {
  for (const { cell, digit } of step.placements) placeDigit(shape, values, marks, cell, digit);
  for (const { cell, digit } of step.eliminations) marks[cell] = maskWithout(marks[cell], digit);
}
