// The page's modules that need no browser, tested on their own.
import assert from 'node:assert/strict';
import test from 'node:test';

import { ratingFigure } from '../../web/js/rating_figure.js';

test('ratings are written with their tenth, as Sudoku Explainer writes them', () => {
  assert.equal(ratingFigure(2), '2.0');
  assert.equal(ratingFigure(5.6), '5.6');
  assert.equal(ratingFigure(11), '11.0');
});
