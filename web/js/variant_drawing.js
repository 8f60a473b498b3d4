// A variant's marks over a grid, in cell units (x to the right, y down, a cell 1 wide):
// windoku's windows shaded, X-Sudoku's diagonals drawn, Killer cages outlined. The board and
// the print sheet lay it over their cells (CSS class "variant").

import { cageOutline } from './cage_outline.js';

const SVG = 'http://www.w3.org/2000/svg';

// Returns {drawing, cagePaths}: the SVG element, and each cage's path in shape.cages order
// (data-cage its index, data-sum its sum).
export function variantDrawing(shape) {
  const drawing = document.createElementNS(SVG, 'svg');
  drawing.classList.add('variant');
  drawing.setAttribute('aria-hidden', 'true');
  drawing.setAttribute('viewBox', `0 0 ${shape.side} ${shape.side}`);
  drawing.setAttribute('preserveAspectRatio', 'none');
  const add = (name, attributes) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    drawing.append(element);
    return element;
  };
  for (const window of shape.windows) {
    add('rect', {
      class: 'window',
      x: shape.col(window[0]),
      y: shape.row(window[0]),
      width: shape.boxCols,
      height: shape.boxRows,
    });
  }
  if (shape.variant.diagonals) {
    add('line', { class: 'diagonal', x1: 0, y1: 0, x2: shape.side, y2: shape.side });
    add('line', { class: 'diagonal', x1: shape.side, y1: 0, x2: 0, y2: shape.side });
  }
  const cagePaths = shape.cages.map((cage, index) => {
    const path = cageOutline(shape, cage, 0.08)
      .map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`)
      .join('');
    return add('path', { class: 'cage', d: path, 'data-cage': index, 'data-sum': cage.sum ?? '' });
  });
  return { drawing, cagePaths };
}

// The sum shown in a cage's first cell (null for the other cells and for a cage without one).
export function cageSumLabel(shape, cell) {
  const cage = shape.cageOf(cell);
  if (!cage || cage.cells[0] !== cell || cage.sum === undefined) return null;
  const sum = document.createElement('span');
  sum.className = 'cage-sum';
  sum.textContent = String(cage.sum);
  return sum;
}
