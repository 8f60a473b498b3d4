// The printable page: the puzzle's givens in a clean grid (and the solution on request),
// shown only by the print style sheet, in the puzzle's own symbols.

import { ratingFigure } from './rating_figure.js';

function gridTable(shape, symbols, digits, className) {
  const table = document.createElement('table');
  table.className = `print-grid ${className}`;
  table.style.setProperty('--side', shape.side);
  for (let row = 0; row < shape.side; row++) {
    const tr = document.createElement('tr');
    for (let col = 0; col < shape.side; col++) {
      const td = document.createElement('td');
      const digit = digits[row * shape.side + col];
      td.textContent = digit ? symbols.symbol(digit) : '';
      // Thick lines along the boxes, or a jigsaw's regions.
      if (shape.boxRight(row * shape.side + col)) td.classList.add('box-right');
      if (shape.boxBottom(row * shape.side + col)) td.classList.add('box-bottom');
      tr.append(td);
    }
    table.append(tr);
  }
  return table;
}

export function fillPrintSheet(sheet, game, withSolution) {
  const shape = game.shape;
  const heading = document.createElement('h2');
  const scale = game.rating?.scale === 'full' ? 'full' : 'SE';
  const level = game.rating?.level
    ? `, ${game.rating.level} (${scale} ${ratingFigure(game.rating.er)})`
    : '';
  heading.textContent = `Sudoku ${shape.side}x${shape.side}${level}`;
  const parts = [heading, gridTable(shape, game.symbols, game.givens, 'puzzle')];
  if (withSolution && game.solution) {
    const solutionHeading = document.createElement('h3');
    solutionHeading.textContent = 'Solution';
    parts.push(solutionHeading, gridTable(shape, game.symbols, game.solution, 'solution'));
  }
  const footer = document.createElement('p');
  footer.className = 'print-footer';
  footer.textContent = game.givens.map((digit) => (digit ? game.symbols.symbol(digit) : '.')).join('');
  parts.push(footer);
  sheet.replaceChildren(...parts);
}
