// The printable page: the puzzle's givens in a clean grid with a variant's marks (cages and
// their sums, regions, diagonals, windows), and the solution on request; shown only by the
// print style sheet, in the puzzle's own symbols.

import { shareText } from './puzzle_text.js';
import { ratingFigure } from './rating_figure.js';
import { variantTitle } from './shape.js';
import { cageSumLabel, variantDrawing } from './variant_drawing.js';

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
      const sum = cageSumLabel(shape, row * shape.side + col);
      if (sum) td.append(sum);
      // Thick lines along the boxes, or a jigsaw's regions.
      if (shape.boxRight(row * shape.side + col)) td.classList.add('box-right');
      if (shape.boxBottom(row * shape.side + col)) td.classList.add('box-bottom');
      tr.append(td);
    }
    table.append(tr);
  }
  // The variant's marks lie over the table, in a frame of the table's size.
  const frame = document.createElement('div');
  frame.className = `print-frame ${className}`;
  frame.append(table, variantDrawing(shape).drawing);
  return frame;
}

export function fillPrintSheet(sheet, game, withSolution) {
  const shape = game.shape;
  const heading = document.createElement('h2');
  const scale = game.rating?.scale === 'full' ? 'full' : 'SE';
  const level = game.rating?.level
    ? `, ${game.rating.level} (${scale} ${ratingFigure(game.rating.er)})`
    : '';
  const rules = shape.kind === 'classic' ? 'Sudoku' : variantTitle(shape.kind);
  heading.textContent = `${rules} ${shape.side}x${shape.side}${level}`;
  const parts = [heading, gridTable(shape, game.symbols, game.givens, 'puzzle')];
  if (withSolution && game.solution) {
    const solutionHeading = document.createElement('h3');
    solutionHeading.textContent = 'Solution';
    parts.push(solutionHeading, gridTable(shape, game.symbols, game.solution, 'solution'));
  }
  const footer = document.createElement('p');
  footer.className = 'print-footer';
  // The puzzle as text, to type in again: a variant's with its houses.
  footer.textContent = shareText(shape, game.givens, game.symbols);
  parts.push(footer);
  sheet.replaceChildren(...parts);
}
