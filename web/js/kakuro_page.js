// The page's Kakuro mode: a tab beside Sudoku, with its own board, keypad, buttons and panels,
// wired to the game state and to the server's /api/kakuro/ routes. The Sudoku controller
// (main.js) leaves the keyboard to this one while the Kakuro tab is shown.

import * as api from './api.js';
import { boardKey, typedInField } from './board_keys.js';
import { cellName, runNeeds, runTitle, sizeName, whiteOfName } from './kakuro_board.js';
import { KakuroGame } from './kakuro_game.js';
import { fillKakuroPrintSheet } from './kakuro_print_sheet.js';
import { KakuroView } from './kakuro_view.js';
import { messageLine } from './server_status.js';
import { loadSavedKakuro, saveKakuro } from './storage.js';

const HINT_LEVELS = ['nudge', 'technique', 'full'];

const byId = (id) => document.getElementById(id);
const elements = {
  board: byId('kakuro-board'),
  keypad: byId('kakuro-keypad'),
  combinations: byId('kakuro-combinations'),
  hintText: byId('kakuro-hint-text'),
  message: byId('kakuro-message'),
  info: byId('kakuro-info'),
  rating: byId('kakuro-rating'),
  sizeSelect: byId('kakuro-size'),
  levelSelect: byId('kakuro-level'),
  pasteInput: byId('kakuro-paste'),
  controls: byId('kakuro-controls'),
  printSolution: byId('kakuro-print-solution'),
  printSheet: byId('print-sheet'),
  pencilButton: null, // made with the other buttons
};

const page = {
  game: null,
  selected: null,
  pencil: false,
  hint: null, // {stage, answer}
  wrong: new Set(), // cells "Check" or a hint found wrong, shown until the next change
  loading: 0, // counts the puzzles asked for: only the latest answer is shown
};

const view = new KakuroView(elements.board, (cell, event) => {
  event.preventDefault();
  page.selected = cell;
  elements.board.focus({ preventScroll: true });
  render();
});

const { say, withServer } = messageLine(elements.message);

function isShown() {
  return document.body.dataset.mode === 'kakuro';
}

// ---- drawing -----------------------------------------------------------------------------

// A hint's answer as sets of white cells for the view.
function hintMarks(answer) {
  const board = page.game.board;
  const cellsOf = (names) => names.map((name) => whiteOfName(board, name)).filter((cell) => cell >= 0);
  const digitsOf = (text) => [...String(text)].map(Number);
  return {
    runs: new Set((answer.runs || []).flatMap((run) => cellsOf(run.cells))),
    cells: new Set(cellsOf(answer.cells || [])),
    placements: new Map((answer.placements || []).map((p) => [whiteOfName(board, p.cell), p.digit])),
    eliminations: new Map((answer.eliminations || []).map((e) => [whiteOfName(board, e.cell), digitsOf(e.digits)])),
  };
}

function render() {
  const game = page.game;
  if (!game) return;
  view.render({
    values: game.values,
    marks: game.marks,
    givens: game.givens,
    selected: page.selected,
    wrong: page.wrong,
    conflicts: game.conflicts(),
    solved: game.isSolved(),
    hint: page.hint ? hintMarks(page.hint.answer) : null,
  });
  elements.pencilButton.setAttribute('aria-pressed', String(page.pencil));
  elements.pencilButton.classList.toggle('on', page.pencil);
  byId('kakuro-undo').disabled = game.undoStack.length === 0;
  byId('kakuro-redo').disabled = game.redoStack.length === 0;
  const level = game.rating ? `, ${game.rating.level}` : '';
  elements.info.textContent = `Kakuro ${sizeName(game.board)}, ${game.board.whites.length} white cells${level}`;
  elements.rating.textContent = game.rating
    ? `Rating ${game.rating.difficulty.toFixed(1)} (${game.rating.level}), hardest step: ${game.rating.hardest}`
    : '';
  showCombinations();
}

// The selected cell's runs: each with the sets of digits that still fit its sum and the
// digits placed in it.
function showCombinations() {
  const game = page.game;
  const cell = page.selected;
  if (cell === null) {
    elements.combinations.replaceChildren();
    return;
  }
  const { runs, acrossOf, downOf } = game.board;
  const lines = [acrossOf[cell], downOf[cell]]
    .filter((run) => run >= 0)
    .map((index) => {
      const run = runs[index];
      const needs = runNeeds(run, game.values);
      let text;
      if (needs.open === 0) text = needs.need === 0 ? 'complete' : 'the digits miss the sum';
      else if (needs.combinations.length === 0) text = 'no set of digits fits';
      else text = needs.combinations.map((set) => set.join('+')).join(', ');
      const prefix = needs.open === needs.size || needs.open === 0 ? '' : `${needs.open} open need ${needs.need}: `;
      const line = document.createElement('p');
      line.className = 'run-line';
      line.dataset.direction = run.direction;
      const title = document.createElement('strong');
      title.textContent = runTitle(run);
      line.append(title, `: ${prefix}${text}`);
      return line;
    });
  elements.combinations.replaceChildren(...lines);
}

// ---- games -------------------------------------------------------------------------------

function setGame(game) {
  page.game = game;
  page.selected = null;
  page.hint = null;
  page.wrong = new Set();
  view.build(game.board);
  elements.hintText.textContent = '';
  saveKakuro(game);
  render();
}

// Called after every change the player makes: hints and check marks no longer apply.
function changed() {
  page.hint = null;
  page.wrong = new Set();
  elements.hintText.textContent = '';
  saveKakuro(page.game);
  if (page.game.isSolved()) say('Solved: every digit is right. Well done!', 'success');
  render();
}

// Asks the server for a puzzle; null when it failed or another was asked for meanwhile.
async function fetchPuzzle(label, action) {
  const asked = ++page.loading;
  const answer = await withServer(label, action);
  return asked === page.loading ? answer : null;
}

async function newPuzzle() {
  const [rows, columns] = elements.sizeSelect.value.split('x').map(Number);
  const level = elements.levelSelect.value;
  const answer = await fetchPuzzle(`Making a new ${rows}x${columns} Kakuro...`, () =>
    api.kakuroGenerate(rows, columns, undefined, level || undefined),
  );
  if (!answer) return;
  const solution = [...answer.solution].map(Number);
  setGame(new KakuroGame(answer.puzzle.grid, solution, { rating: answer.rating }));
  const rated = answer.rating ? ` (${answer.rating.level})` : '';
  say(`New ${rows}x${columns} Kakuro${rated}.`);
}

// A pasted Kakuro in the text form (or a JSON line): the server reads and solves it.
async function loadPasted() {
  const text = elements.pasteInput.value.trim();
  if (!text) {
    say('Paste a Kakuro first.', 'error');
    return;
  }
  const answer = await fetchPuzzle('Reading the Kakuro...', () => api.kakuroSolve(text));
  if (!answer) return;
  const { verdict, solutions } = answer.result;
  if (verdict !== 'unique') {
    say(
      verdict === 'none'
        ? 'This Kakuro has no solution.'
        : 'This Kakuro has more than one solution; hints and checking need exactly one.',
      'error',
    );
    return;
  }
  const game = new KakuroGame(answer.puzzle.grid, [...solutions[0]].map(Number));
  setGame(game);
  say('Kakuro loaded.');
  const rated = await api.kakuroRate(game.grid).catch(() => null);
  if (rated && page.game === game) {
    game.rating = rated.rating;
    saveKakuro(game);
    render();
  }
}

// ---- playing -----------------------------------------------------------------------------

function enterDigit(digit, shift) {
  const game = page.game;
  const cell = page.selected;
  if (!game || cell === null) return;
  if (game.isGiven(cell)) {
    say(`${cellName(game.board, cell)} is a given.`);
    return;
  }
  const pencil = page.pencil !== shift;
  const done = pencil ? game.toggleMark(cell, digit) : game.setValue(cell, game.values[cell] === digit ? 0 : digit);
  if (done) changed();
}

function eraseSelected() {
  if (page.game && page.selected !== null && page.game.erase(page.selected)) changed();
}

// Moves to the nearest white cell in a direction, skipping blocks and clues.
function moveSelection(rowStep, columnStep) {
  const board = page.game.board;
  if (page.selected === null) {
    page.selected = 0;
    render();
    return;
  }
  let index = board.whites[page.selected];
  let row = Math.floor(index / board.columns);
  let column = index % board.columns;
  for (;;) {
    row += rowStep;
    column += columnStep;
    if (row < 0 || column < 0 || row >= board.rows || column >= board.columns) return;
    index = row * board.columns + column;
    if (board.whiteAt.has(index)) break;
  }
  page.selected = board.whiteAt.get(index);
  render();
}

function undo() {
  if (page.game && page.game.undo()) changed();
}

function redo() {
  if (page.game && page.game.redo()) changed();
}

function restart() {
  if (page.game && page.game.restart()) changed();
}

function names(cells) {
  return cells.map((cell) => cellName(page.game.board, cell)).join(', ');
}

// Each press tells more: where to look, which technique, then the whole step. A wrong digit
// is named first.
async function askHint() {
  const game = page.game;
  if (!game) return;
  if (game.isSolved()) {
    elements.hintText.textContent = 'The puzzle is solved.';
    return;
  }
  const wrong = game.wrongCells();
  if (wrong.length > 0) {
    page.wrong = new Set(wrong);
    elements.hintText.textContent = `First fix ${names(wrong)}: ${wrong.length === 1 ? 'that digit is' : 'those digits are'} not right.`;
    render();
    return;
  }
  const stage = page.hint ? Math.min(page.hint.stage + 1, HINT_LEVELS.length - 1) : 0;
  const answer = await withServer('', () => api.kakuroHint(game.grid, game.values, HINT_LEVELS[stage]));
  if (!answer || page.game !== game) return;
  say('');
  if (answer.status !== 'hint') {
    elements.hintText.textContent = answer.status === 'solved' ? 'The puzzle is solved.' : `No hint: ${answer.problem}.`;
    return;
  }
  page.hint = { stage, answer };
  const more = stage < HINT_LEVELS.length - 1 ? ' Press Hint again for more.' : '';
  elements.hintText.textContent = `${answer.text}${more}`;
  render();
}

function check() {
  const game = page.game;
  if (!game || !game.solution) return;
  const wrong = game.wrongCells();
  page.wrong = new Set(wrong);
  const open = game.openCount();
  if (wrong.length > 0) say(`${wrong.length} wrong: ${names(wrong)}.`, 'error');
  else if (open === 0) say('Every digit is right: solved!', 'success');
  else say(`No mistakes so far; ${open} cells to go.`, 'success');
  render();
}

// The sheet is shared with Sudoku's Print (main.js): each tab fills it with its own puzzle.
function printPuzzle() {
  if (!page.game) return;
  fillKakuroPrintSheet(elements.printSheet, page.game, elements.printSolution.checked);
  window.print();
}

function onKeyDown(event) {
  const game = page.game;
  if (!isShown() || !game || typedInField(event)) return;
  const key = boardKey(event);
  if (key) {
    event.preventDefault();
    const actions = {
      undo,
      redo,
      erase: eraseSelected,
      escape: () => {},
      move: () => moveSelection(key.rowStep, key.columnStep),
    };
    actions[key.action]();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // Shift changes the character: the key's position says which digit it is.
  const code = /^(?:Digit|Numpad)([1-9])$/.exec(event.code || '') || /^([1-9])$/.exec(event.key);
  if (code) {
    event.preventDefault();
    enterDigit(Number(code[1]), event.shiftKey);
    return;
  }
  if (event.key.toLowerCase() === 'h') {
    event.preventDefault();
    askHint();
  }
}

// ---- the tab -----------------------------------------------------------------------------

// The game kept from the last visit, or null.
function savedGame() {
  const saved = loadSavedKakuro();
  if (!saved) return null;
  try {
    return KakuroGame.fromJSON(saved);
  } catch {
    return null;
  }
}

// Shows Sudoku or Kakuro; the address keeps the choice (#kakuro) across reloads. The Kakuro
// tab opens on the game kept from the last visit, or makes a puzzle.
function showMode(mode) {
  document.body.dataset.mode = mode;
  for (const tab of document.querySelectorAll('[data-mode-tab]')) {
    tab.setAttribute('aria-selected', String(tab.dataset.modeTab === mode));
  }
  const hash = mode === 'kakuro' ? '#kakuro' : '';
  if (window.location.hash !== hash) history.replaceState(null, '', hash || window.location.pathname);
  if (mode !== 'kakuro' || page.game) return;
  const saved = savedGame();
  if (saved) {
    setGame(saved);
    say('Welcome back: your Kakuro is as you left it.');
  } else {
    newPuzzle();
  }
}

// The buttons under the keypad, a row each.
function controls() {
  const togglePencil = () => {
    page.pencil = !page.pencil;
    render();
  };
  return [
    [
      { id: 'kakuro-pencil', label: 'Pencil', title: 'Pencil mode (or hold Shift)', action: togglePencil },
      { id: 'kakuro-erase', label: 'Erase', title: 'Clear the cell (Delete)', action: eraseSelected },
      { id: 'kakuro-undo', label: 'Undo', title: 'Undo (Ctrl+Z)', action: undo },
      { id: 'kakuro-redo', label: 'Redo', title: 'Redo (Ctrl+Y)', action: redo },
    ],
    [
      { id: 'kakuro-hint', label: 'Hint', title: 'Each press tells more: where to look, which technique, the step', action: askHint },
      { id: 'kakuro-check', label: 'Check', title: 'Compare your digits with the solution', action: check },
      { id: 'kakuro-restart', label: 'Restart', title: 'Back to the empty board', action: restart },
    ],
  ];
}

function wire() {
  for (let digit = 1; digit <= 9; digit++) {
    const key = document.createElement('button');
    key.type = 'button';
    key.textContent = String(digit);
    key.dataset.digit = String(digit);
    key.addEventListener('click', () => enterDigit(digit, false));
    elements.keypad.append(key);
  }
  for (const row of controls()) {
    const buttons = document.createElement('div');
    buttons.className = 'row-buttons';
    for (const { id, label, title, action } of row) {
      const button = document.createElement('button');
      Object.assign(button, { id, type: 'button', textContent: label, title });
      button.addEventListener('click', action);
      buttons.append(button);
    }
    elements.controls.append(buttons);
  }
  elements.pencilButton = byId('kakuro-pencil');
  byId('kakuro-new').addEventListener('click', newPuzzle);
  byId('kakuro-load').addEventListener('click', loadPasted);
  byId('kakuro-print-button').addEventListener('click', printPuzzle);
  for (const tab of document.querySelectorAll('[data-mode-tab]')) {
    tab.addEventListener('click', () => showMode(tab.dataset.modeTab));
  }
  document.addEventListener('keydown', onKeyDown);
  showMode(window.location.hash === '#kakuro' ? 'kakuro' : 'sudoku');
}

// For the end-to-end tests and the curious: the Kakuro in play.
window.sudokitKakuro = page;
wire();
