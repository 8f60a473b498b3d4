// The printable Kakuro: a clean grid (blocks dark, each clue square split by its diagonal with
// the down sum bottom left and the across sum top right, the white cells empty but for given
// digits), the solution on request, and the board as text to type in again. Shown only by the
// print style sheet; print_sheet.js does the same for Sudoku.

import { sizeName } from './kakuro_board.js';
import { clueParts } from './kakuro_clue.js';
import { ratingFigure } from './rating_figure.js';

// digits: one per white cell in reading order, 0 for an empty one.
function gridTable(board, digits, className) {
  const table = document.createElement('table');
  table.className = `kakuro-print-grid ${className}`;
  // The style sheet sizes the squares from the number of columns, so that wide boards fit.
  table.style.setProperty('--columns', board.columns);
  let row = null;
  board.squares.forEach((square, index) => {
    if (index % board.columns === 0) {
      row = document.createElement('tr');
      table.append(row);
    }
    const td = document.createElement('td');
    td.className = square.kind;
    if (square.kind === 'clue') td.append(...clueParts(square));
    if (square.kind === 'white') {
      const digit = digits[board.whiteAt.get(index)];
      td.textContent = digit ? String(digit) : '';
    }
    row.append(td);
  });
  return table;
}

// "Kakuro 10x10, hard (rating 3.2)", or "Kakuro 10x10" before the board is rated.
function title(game) {
  const rating = game.rating;
  const level = rating ? `, ${rating.level} (rating ${ratingFigure(rating.difficulty)})` : '';
  return `Kakuro ${sizeName(game.board)}${level}`;
}

// game: a KakuroGame; the player's digits are left out, the sheet being for a fresh start.
export function fillKakuroPrintSheet(sheet, game, withSolution) {
  const heading = document.createElement('h2');
  heading.textContent = title(game);
  const parts = [heading, gridTable(game.board, game.givens, 'puzzle')];
  if (withSolution && game.solution) {
    const solutionHeading = document.createElement('h3');
    solutionHeading.textContent = 'Solution';
    parts.push(solutionHeading, gridTable(game.board, game.solution, 'solution'));
  } else if (withSolution) {
    const note = document.createElement('p');
    note.className = 'print-note';
    note.textContent = 'The solution is not known yet, so it is not printed.';
    parts.push(note);
  }
  // The rows as the server wrote them are already the text the paste box reads: a row per
  // line, so the footer keeps the line breaks and shrinks its type to the longest row.
  const footer = document.createElement('pre');
  footer.className = 'print-footer kakuro-text';
  footer.style.setProperty('--characters', Math.max(...game.grid.map((row) => row.length)));
  footer.textContent = game.grid.join('\n');
  parts.push(footer);
  sheet.replaceChildren(...parts);
}
