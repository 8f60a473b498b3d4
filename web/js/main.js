// The page's controller: wires the grid, the buttons and the keyboard to the game state and
// to the sudokit server's JSON API.

import * as api from './api.js';
import { boardKey, typedInField } from './board_keys.js';
import { cageNeeds } from './cage_combinations.js';
import { formatDuration } from './format_time.js';
import { drawPhotoReading } from './photo_overlay.js';
import { Game } from './game.js';
import { GridView } from './grid_view.js';
import { fillPrintSheet } from './print_sheet.js';
import { readDigits, readPuzzleObject, shareText } from './puzzle_text.js';
import { ratingFigure } from './rating_figure.js';
import { replayPositions } from './replay.js';
import { messageLine } from './server_status.js';
import { PLAYABLE_SHAPES, PLAYABLE_VARIANTS, Shape, maskDigits, variantTitle } from './shape.js';
import { loadSavedGame, loadSettings, saveGame, saveSettings } from './storage.js';

const HINT_LEVELS = ['nudge', 'technique', 'full'];

const byId = (id) => document.getElementById(id);
const elements = {
  board: byId('board'),
  keypad: byId('keypad'),
  message: byId('message'),
  timer: byId('timer'),
  info: byId('puzzle-info'),
  share: byId('share-text'),
  photoInput: byId('photo-input'),
  photoPreview: byId('photo-preview'),
  photoCanvas: byId('photo-canvas'),
  hintText: byId('hint-text'),
  cageHelp: byId('cage-help'),
  cellMarks: byId('cell-marks'),
  applyButton: byId('apply-button'),
  solveText: byId('solve-text'),
  rating: byId('rating'),
  ratingButton: byId('rating-button'),
  steps: byId('steps'),
  explainClose: byId('explain-close'),
  pencilButton: byId('pencil-button'),
  startButton: byId('start-button'),
  sizeSelect: byId('size-select'),
  variantSelect: byId('variant-select'),
  difficultySelect: byId('difficulty-select'),
  algorithmSelect: byId('algorithm-select'),
  pasteInput: byId('paste-input'),
  printSheet: byId('print-sheet'),
};

const page = {
  typedNumber: null, // the first figure of a number being typed (typeFigure)
  game: null,
  selected: null,
  pencil: false,
  hint: null, // {stage, answer, candidates}
  explanation: null, // {steps, positions, index}
  wrong: new Set(), // cells "Check" found wrong, shown until the next change
  uncertain: new Set(), // cells read from a photo for the player to check, until typed over
};

const view = new GridView(elements.board, (cell, event) => {
  event.preventDefault();
  page.selected = cell;
  elements.board.focus({ preventScroll: true });
  render();
});

const { say, withServer } = messageLine(elements.message);

function buildKeypad(shape, symbols) {
  elements.keypad.replaceChildren();
  elements.keypad.style.setProperty('--keys', Math.min(shape.side, shape.side > 9 ? 9 : shape.side));
  for (let digit = 1; digit <= shape.side; digit++) {
    const key = document.createElement('button');
    key.type = 'button';
    key.textContent = symbols.symbol(digit);
    key.dataset.digit = String(digit);
    // Explanations name digits as numbers: the key shows which symbol stands for which.
    if (symbols.differsFromNumbers(digit)) {
      const number = document.createElement('small');
      number.textContent = String(digit);
      key.append(number);
      key.title = `${symbols.symbol(digit)} is the digit ${digit}`;
    }
    key.addEventListener('click', () => enterDigit(digit, false));
    elements.keypad.append(key);
  }
}

function setGame(game) {
  page.game = game;
  page.selected = null;
  page.hint = null;
  page.explanation = null;
  page.wrong = new Set();
  page.uncertain = new Set();
  elements.photoPreview.hidden = true;
  view.build(game.shape, game.symbols);
  buildKeypad(game.shape, game.symbols);
  elements.steps.replaceChildren();
  showRating();
  elements.solveText.textContent = '';
  elements.hintText.textContent = '';
  elements.explainClose.hidden = true;
  elements.startButton.hidden = !game.setup;
  elements.sizeSelect.value = game.shape.name;
  if (PLAYABLE_VARIANTS.some(({ name }) => name === game.shape.kind)) {
    elements.variantSelect.value = game.shape.kind;
  }
  saveGame(game);
  render();
  // A puzzle loaded from the panels (below the board on a phone) brings the board into view.
  const top = view.container.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight) view.container.scrollIntoView({ block: 'start' });
}

// The rating and the hardest step give a solve away: they show once the player asks (or opens
// the explanation) or has solved the puzzle.
function showRating() {
  const game = page.game;
  const visible = Boolean(game.rating) && (game.ratingShown || game.isSolved());
  elements.rating.textContent = visible ? ratingText(game.rating) : '';
  elements.ratingButton.hidden = !game.rating || visible;
}

function revealRating() {
  page.game.ratingShown = true;
  saveGame(page.game);
  showRating();
}

// The server rates on Sudoku Explainer's scale (the API's default mode, se) unless asked
// otherwise; the rating names its scale, and the level comes from its ER.
function ratingText(rating) {
  if (!rating) return '';
  const hardest = rating.hardest_title ? `, hardest step: ${rating.hardest_title}` : '';
  const scale = rating.scale === 'full' ? 'Full-mode rating' : 'SE rating';
  return (
    `${scale} ${ratingFigure(rating.er)} (ER), ${ratingFigure(rating.ep)} (EP), ` +
    `${ratingFigure(rating.ed)} (ED): ${rating.level}${hardest}`
  );
}

// Called after every change the player makes: hints and check marks no longer apply.
function changed() {
  page.hint = null;
  page.wrong = new Set();
  elements.hintText.textContent = '';
  elements.applyButton.disabled = true;
  saveGame(page.game);
  showRating();
  if (page.game.isSolved() && !page.game.setup) {
    say(
      page.game.revealed
        ? 'Solved by the solver.'
        : `Solved in ${formatDuration(page.game.elapsedMs)}. Well done!`,
      'success',
    );
  }
  render();
}

function render() {
  const game = page.game;
  if (!game) return;
  const explanation = page.explanation;
  let state;
  if (explanation) {
    const position = explanation.positions[explanation.index];
    state = {
      values: position.values,
      marks: position.marks,
      givens: game.givens,
      selected: null,
      conflicts: new Set(),
      wrong: new Set(),
      step: explanation.steps[explanation.index] || null,
    };
  } else {
    const hint = page.hint;
    state = {
      values: game.values,
      marks: hint && hint.stage === 2 ? hint.candidates : game.marks,
      givens: game.givens,
      selected: page.selected,
      conflicts: game.conflicts(),
      badCages: game.wrongSums(),
      wrong: page.wrong,
      uncertain: page.uncertain,
      step: hint ? hint.answer : null,
      solverCells: game.revealed ? new Set(game.givens.flatMap((g, c) => (g ? [] : [c]))) : null,
    };
  }
  view.render(state);
  document.body.classList.toggle('setup', game.setup);
  document.body.classList.toggle('compact-grid', game.shape.side <= 9);
  document.body.classList.toggle('replay', Boolean(explanation));
  elements.pencilButton.setAttribute('aria-pressed', String(page.pencil));
  elements.pencilButton.classList.toggle('on', page.pencil);
  byId('undo-button').disabled = game.undoStack.length === 0;
  byId('redo-button').disabled = game.redoStack.length === 0;
  const clues = game.givens.filter((digit) => digit !== 0).length;
  const { side, kind, cages } = game.shape;
  const rules = kind === 'classic' ? '' : ` ${variantTitle(kind)}`;
  const clueText = cages.length > 0 && clues === 0 ? `${cages.length} cages` : `${clues} givens`;
  elements.info.textContent = game.setup
    ? `Entering givens: ${clues} so far`
    : `${side}x${side}${rules}, ${clueText}${game.rating ? `, ${game.rating.level}` : ''}`;
  elements.share.textContent = shareText(game.shape, game.givens, game.symbols);
  showCageHelp(explanation ? null : page.selected);
  showCellMarks(state);
  elements.timer.textContent = formatDuration(game.elapsedMs);
  for (const item of elements.steps.children) {
    item.classList.toggle('current', explanation && Number(item.dataset.index) === explanation.index);
  }
}

// The selected cell's cage: its sum, its size, and the sets of digits its open cells can hold.
function showCageHelp(cell) {
  const game = page.game;
  const cage = cell === null ? null : game.shape.cageOf(cell);
  // Kept in place on a Killer, so that the keypad does not move as the selection does.
  elements.cageHelp.hidden = game.shape.cages.length === 0;
  if (!cage) {
    elements.cageHelp.textContent = '';
    return;
  }
  const needs = cageNeeds(cage, game.values, game.shape.side);
  const sumText = needs.sum === undefined ? 'no sum' : `sum ${needs.sum}`;
  let text = `Cage: ${sumText}, ${needs.size} cell${needs.size === 1 ? '' : 's'}`;
  if (needs.combinations) {
    const sets = needs.combinations.map((set) => set.map((digit) => game.symbols.symbol(digit)).join('+'));
    const prefix = needs.open === needs.size ? '' : `; ${needs.open} open need ${needs.need}`;
    if (needs.open === 0) text += needs.need === 0 ? '; complete.' : '; the digits miss the sum.';
    else {
      const more = needs.more ? ' and more' : '';
      text += `${prefix}: ${sets.length > 0 ? sets.join(', ') : 'no set of digits fits'}${more}.`;
    }
  }
  elements.cageHelp.textContent = text;
}

// Above 25x25 cells do not draw their pencil marks: the selected cell's are listed here.
function showCellMarks(state) {
  const { shape, symbols } = page.game;
  elements.cellMarks.hidden = view.marksInCells;
  if (view.marksInCells) return;
  const cell = state.selected;
  if (cell === null) {
    elements.cellMarks.textContent = 'Select a cell to see its pencil marks.';
  } else if (state.values[cell]) {
    elements.cellMarks.textContent = `${shape.cellName(cell)}: ${symbols.symbol(state.values[cell])}`;
  } else {
    const digits = maskDigits(state.marks[cell], shape.side).map((digit) => symbols.symbol(digit));
    elements.cellMarks.textContent = digits.length
      ? `${shape.cellName(cell)} pencil marks: ${digits.join(' ')}`
      : `${shape.cellName(cell)}: no pencil marks`;
  }
}

// ---- entering digits -------------------------------------------------------------------

function enterDigit(digit, shift) {
  const game = page.game;
  if (!game || page.explanation || page.selected === null) return;
  const pencil = !game.setup && page.pencil !== shift;
  const cell = page.selected;
  const done = pencil
    ? game.toggleMark(cell, digit)
    : game.setValue(cell, game.values[cell] === digit && !game.setup ? 0 : digit);
  if (!pencil) page.uncertain.delete(cell); // the player has looked at it
  if (done) changed();
  else if (game.isGiven(cell) && !game.setup) say(`${game.shape.cellName(cell)} is a given.`);
}

// Digits written as numbers (grids above 36x36) are typed figure by figure: a figure goes in at
// once, and a second one typed soon after in the same cell makes a number with it ("4" then
// "9" is 49) when that number is a digit of the grid.
const NUMBER_TYPING_MS = 1200;

function typeFigure(figure, shift) {
  const game = page.game;
  const cell = page.selected;
  const pending = page.typedNumber;
  page.typedNumber = null;
  if (cell === null || page.explanation) return;
  const soon = pending && Date.now() - pending.time < NUMBER_TYPING_MS;
  if (soon && pending.cell === cell && pending.shift === shift) {
    const number = pending.digit * 10 + figure;
    if (number <= game.shape.side) {
      // The first figure went in as a mark of its own: take it back.
      if (!game.setup && page.pencil !== shift) game.toggleMark(cell, pending.digit);
      enterDigit(number, shift);
      return;
    }
  }
  if (figure === 0) return;
  enterDigit(figure, shift);
  page.typedNumber = { cell, digit: figure, shift, time: Date.now() };
}

function eraseSelected() {
  const game = page.game;
  if (!game || page.selected === null || page.explanation) return;
  const cell = page.selected;
  const done = game.values[cell]
    ? game.setValue(cell, 0)
    : game.marks[cell] !== 0 && game.change(() => (game.marks[cell] = 0));
  page.uncertain.delete(cell);
  if (done) changed();
}

function moveSelection(rowStep, colStep) {
  const shape = page.game.shape;
  const cell = page.selected ?? 0;
  const row = (shape.row(cell) + rowStep + shape.side) % shape.side;
  const col = (shape.col(cell) + colStep + shape.side) % shape.side;
  page.selected = row * shape.side + col;
  render();
}

// Shift + digit types a pencil mark: read the key's position, as Shift changes the character.
function digitOfEvent(event, game) {
  const { side } = game.shape;
  const code = /^(?:Digit|Numpad)(\d)$/.exec(event.code || '');
  if (code) return game.symbols.digitForKey(code[1], side);
  const letter = /^Key([A-Z])$/.exec(event.code || '');
  if (letter) return game.symbols.digitForKey(letter[1], side);
  return game.symbols.digitForKey(event.key, side);
}

function onKeyDown(event) {
  const game = page.game;
  if (!game || document.body.dataset.mode === 'kakuro') return; // kakuro_page.js has the keys
  if (typedInField(event)) return;
  const key = boardKey(event, { zeroIsDigit: game.symbols.writesZero });
  if (key) {
    if (key.action !== 'escape') event.preventDefault();
    const actions = {
      undo,
      redo,
      erase: eraseSelected,
      escape: closeExplanation,
      move: () => moveSelection(key.rowStep, key.columnStep),
    };
    actions[key.action]();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const digit = digitOfEvent(event, game);
  if (digit !== null) {
    event.preventDefault();
    if (game.symbols.isNumbers) typeFigure(digit, event.shiftKey);
    else enterDigit(digit, event.shiftKey);
    return;
  }
  // H is free for hints while no digit of the grid is written with it (up to 16x16).
  if (event.key.toLowerCase() === 'h' && game.shape.side < 17) {
    event.preventDefault();
    askHint();
  }
}

function undo() {
  if (page.explanation) return;
  if (page.game.undo()) changed();
}

function redo() {
  if (page.explanation) return;
  if (page.game.redo()) changed();
}

// ---- puzzles ---------------------------------------------------------------------------

async function newPuzzle() {
  const size = elements.sizeSelect.value;
  const difficulty = elements.difficultySelect.value;
  const variant = elements.variantSelect.value;
  const shape = Shape.fromName(size);
  const levelText = difficulty === 'any' ? '' : ` ${difficulty}`;
  const rules = variant === 'classic' ? '' : ` ${variantTitle(variant)}`;
  const label = `Making a new${levelText} ${shape.side}x${shape.side}${rules} puzzle...`;
  const answer = await withServer(label, () => api.generate(size, difficulty, undefined, variant));
  if (!answer) return;
  const made = answer.puzzles[0];
  const { shape: madeShape, digits, symbols } = readPuzzleObject(made.puzzle);
  const solution = readDigits(made.solution, madeShape, made.puzzle.symbols);
  setGame(new Game(madeShape, digits, { solution, rating: made.rating, source: 'generated', symbols }));
  // The level the player asked for is no secret; the rating waits (showRating).
  const cages = madeShape.cages.length;
  const clueText = cages > 0 && made.clues === 0 ? `${cages} cages` : `${made.clues} givens`;
  say(`New puzzle: ${clueText}${difficulty === 'any' ? '' : `, ${difficulty}`}.`);
  if (!made.rating && madeShape.side <= 9) rateCurrent();
}

async function rateCurrent() {
  const game = page.game;
  const answer = await api.rate(game.shape, game.givens).catch(() => null);
  if (answer && page.game === game) {
    game.rating = answer.rating;
    showRating();
    saveGame(game);
    render();
  }
}

// Play needs exactly one solution: otherwise the message says which way the puzzle fails.
function hasOneSolution(solveAnswer, noneText, severalText) {
  const verdict = solveAnswer.result.verdict;
  if (verdict === 'unique') return true;
  say(verdict === 'none' ? noneText : severalText, 'error');
  return false;
}

// A pasted puzzle: the server reads every format the command line reads and solves it.
async function loadPasted() {
  const text = elements.pasteInput.value.trim();
  if (!text) {
    say('Paste a puzzle first.', 'error');
    return;
  }
  const answer = await withServer('Reading the puzzle...', () => api.solveText(text));
  if (!answer) return;
  if (
    !hasOneSolution(
      answer,
      'This puzzle has no solution.',
      'This puzzle has more than one solution; hints and checking need exactly one.',
    )
  ) {
    return;
  }
  const { shape, digits, symbols } = readPuzzleObject(answer.puzzle);
  const solution = readDigits(answer.result.solutions[0], shape, answer.puzzle.symbols);
  setGame(new Game(shape, digits, { solution, source: 'pasted', symbols }));
  say('Puzzle loaded.');
  if (shape.side <= 9) rateCurrent();
}

function enterOwn() {
  const shape = Shape.fromName(elements.sizeSelect.value);
  setGame(new Game(shape, new Array(shape.cellCount).fill(0), { setup: true }));
  page.selected = 0;
  say('Type the givens, then press "Start playing".');
  render();
}

async function startPlaying() {
  const game = page.game;
  const answer = await withServer('Checking the puzzle...', () =>
    api.solve(game.shape, game.givens, 'fast'),
  );
  if (!answer) return;
  if (
    !hasOneSolution(
      answer,
      'These givens have no solution: change some.',
      'These givens allow more than one solution: add some.',
    )
  ) {
    return;
  }
  const solution = readDigits(answer.result.solutions[0], game.shape, answer.puzzle.symbols);
  setGame(new Game(game.shape, game.givens, { solution, source: 'entered' }));
  say('Ready: the puzzle has one solution.');
  if (game.shape.side <= 9) rateCurrent();
}

// ---- photos ------------------------------------------------------------------------------

// Below this confidence a digit (or blank) read from a photo is marked for the player to check.
const UNSURE_BELOW = 0.9;

// A photo of a printed puzzle: the server reads it (POST /api/scan), the digits come up as
// givens to confirm or fix (as with "Enter my own"), the doubtful cells marked, the photo shown
// with the reading over it; "Start playing" then checks for one solution.
async function readPhoto() {
  const photo = elements.photoInput.files[0];
  elements.photoInput.value = ''; // choosing the same file again reads it again
  if (!photo) return;
  const answer = await withServer('Reading the photo...', () => api.scan(photo));
  if (!answer) return;
  const shape = Shape.fromName('3x3');
  setGame(new Game(shape, readDigits(answer.puzzle, shape), { setup: true, source: 'photo' }));
  answer.cells.forEach((reading, cell) => {
    if (reading.confidence < UNSURE_BELOW) page.uncertain.add(cell);
  });
  for (const change of answer.changes) {
    const [, row, col] = /^r(\d)c(\d)$/.exec(change.cell);
    page.uncertain.add((Number(row) - 1) * 9 + Number(col) - 1);
  }
  await drawPhotoReading(elements.photoCanvas, photo, answer, page.uncertain).catch(() => null);
  elements.photoPreview.hidden = false;
  const marked = page.uncertain.size;
  const toCheck = marked === 0 ? '' : ` ${marked} cell${marked === 1 ? ' is' : 's are'} marked to check.`;
  const verdict =
    answer.verdict === 'unique'
      ? 'It has one solution.'
      : `As read it has ${answer.verdict === 'none' ? 'no solution' : 'more than one solution'}: compare the board with the photo.`;
  say(`Read from the photo. ${verdict}${toCheck} Fix any cell by typing, then press "Start playing".`);
  render();
}

// ---- help --------------------------------------------------------------------------------

async function askHint() {
  const game = page.game;
  if (!game || game.setup) {
    say('Start playing first.', 'error');
    return;
  }
  closeExplanation();
  if (game.isSolved()) {
    say('The puzzle is solved.');
    return;
  }
  const { wrongValues, wrongMarks } = game.mistakes();
  if (wrongValues.length > 0) {
    page.wrong = new Set(wrongValues);
    const names = wrongValues.map((cell) => game.shape.cellName(cell)).join(', ');
    elements.hintText.textContent = `First fix ${names}: ${wrongValues.length === 1 ? 'that digit is' : 'those digits are'} not right.`;
    render();
    return;
  }
  if (wrongMarks.length > 0) {
    page.wrong = new Set(wrongMarks);
    const names = wrongMarks.map((cell) => game.shape.cellName(cell)).join(', ');
    elements.hintText.textContent = `Your pencil marks in ${names} leave out the right digit.`;
    render();
    return;
  }
  const stage = page.hint ? Math.min(page.hint.stage + 1, HINT_LEVELS.length - 1) : 0;
  const position = game.positionJson();
  const answer = await withServer('', () => api.hint(position, HINT_LEVELS[stage], game.symbols.serverName));
  if (!answer || page.game !== game) return;
  say('');
  if (answer.status !== 'hint') {
    elements.hintText.textContent =
      answer.status === 'solved' ? 'The puzzle is solved.' : `No technique applies here (${answer.problem}).`;
    return;
  }
  page.hint = { stage, answer: normaliseStep(answer), candidates: game.engineCandidates() };
  const prefix = stage < HINT_LEVELS.length - 1 ? 'Press Hint again for more. ' : '';
  elements.hintText.textContent = `${answer.text}${stage === 2 ? '' : ` ${prefix}`}`.trim();
  elements.applyButton.disabled = stage !== 2;
  render();
}

// Partial hints carry only some fields; the view expects them all.
function normaliseStep(step) {
  return {
    placements: [],
    eliminations: [],
    houses: [],
    cover_houses: [],
    cells: [],
    pattern: [],
    fins: [],
    links: [],
    ...step,
  };
}

function applyHint() {
  const hint = page.hint;
  if (!hint || hint.stage !== 2) return;
  if (page.game.applyStep(hint.answer)) {
    say(`Applied: ${hint.answer.text}`);
    changed();
  }
}

async function explainAll() {
  const game = page.game;
  if (!game || game.setup) {
    say('Start playing first.', 'error');
    return;
  }
  const [answer, rating] = await withServer('Explaining every step...', () =>
    Promise.all([
      api.explain(game.shape, game.givens, game.symbols),
      game.rating || game.shape.side > 9 ? Promise.resolve(null) : api.rate(game.shape, game.givens),
    ]),
  ) || [null, null];
  if (!answer || page.game !== game) return;
  if (rating) {
    game.rating = rating.rating;
    saveGame(game);
  }
  const steps = answer.steps.map(normaliseStep);
  page.explanation = { steps, positions: replayPositions(game.shape, game.givens, steps), index: 0 };
  elements.steps.replaceChildren(
    ...steps.map((step, index) => {
      const item = document.createElement('li');
      item.className = 'step';
      item.dataset.index = String(index);
      item.dataset.technique = step.technique;
      item.tabIndex = 0;
      item.textContent = step.text;
      const showStep = () => {
        if (!page.explanation) return;
        page.explanation.index = index;
        elements.explainClose.hidden = false;
        render();
      };
      item.addEventListener('click', showStep);
      item.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') showStep();
      });
      return item;
    }),
  );
  elements.explainClose.hidden = false;
  game.rating = game.rating || answer.rating;
  game.ratingShown = true;
  saveGame(game);
  showRating();
  say(`${steps.length} steps. Click a step to see the grid at that point.`);
  render();
}

function closeExplanation() {
  if (!page.explanation) return;
  page.explanation = null;
  elements.explainClose.hidden = true;
  render();
}

async function solveWithAlgorithm() {
  const game = page.game;
  if (!game) return;
  closeExplanation();
  const algorithm = elements.algorithmSelect.value;
  const started = performance.now();
  const answer = await withServer(`Solving with ${algorithm}...`, () =>
    api.solve(game.shape, game.givens, algorithm),
  );
  if (!answer || page.game !== game) return;
  const milliseconds = (performance.now() - started).toFixed(1);
  const { verdict, counters } = answer.result;
  const verdicts = { unique: 'one solution', multiple: 'more than one solution', none: 'no solution' };
  elements.solveText.textContent = `${algorithm}: ${verdicts[verdict] || verdict}, ${counters.nodes} nodes, ${counters.guesses} guesses, ${milliseconds} ms round trip.`;
  if (answer.result.solutions.length === 0) {
    say('No solution to show.', 'error');
    return;
  }
  if (!game.solution) {
    game.solution = readDigits(answer.result.solutions[0], game.shape, answer.puzzle.symbols);
  }
  game.setup = false;
  if (game.fillSolution()) changed();
}

function checkGrid() {
  const game = page.game;
  if (!game || !game.solution) {
    say('There is no solution to check against yet.', 'error');
    return;
  }
  closeExplanation();
  const { wrongValues } = game.mistakes();
  page.wrong = new Set(wrongValues);
  const open = game.shape.cellCount - game.filledCount();
  if (wrongValues.length > 0) {
    const names = wrongValues.map((cell) => game.shape.cellName(cell)).join(', ');
    say(`${wrongValues.length} wrong: ${names}.`, 'error');
  } else if (open === 0) {
    say('Every digit is right: solved!', 'success');
  } else {
    say(`No mistakes so far; ${open} cells to go.`, 'success');
  }
  render();
}

function printPuzzle() {
  fillPrintSheet(elements.printSheet, page.game, byId('print-solution').checked);
  window.print();
}

// ---- timer and start-up ------------------------------------------------------------------

function tick() {
  const game = page.game;
  if (!game || game.setup || game.isSolved() || document.hidden) return;
  if (document.body.dataset.mode === 'kakuro') return; // the Sudoku is out of sight
  game.elapsedMs += 1000;
  elements.timer.textContent = formatDuration(game.elapsedMs);
  if (game.elapsedMs % 10000 === 0) saveGame(game);
}

function settings() {
  return {
    size: elements.sizeSelect.value,
    variant: elements.variantSelect.value,
    difficulty: elements.difficultySelect.value,
    algorithm: elements.algorithmSelect.value,
    pencil: page.pencil,
  };
}

function wire() {
  for (const { name, label } of PLAYABLE_SHAPES) {
    elements.sizeSelect.append(new Option(label, name));
  }
  for (const { name, label } of PLAYABLE_VARIANTS) {
    elements.variantSelect.append(new Option(label, name));
  }
  const saved = loadSettings();
  elements.sizeSelect.value = saved.size || '3x3';
  elements.variantSelect.value = saved.variant || 'classic';
  // A first visit starts with an easy puzzle.
  elements.difficultySelect.value = saved.difficulty || 'easy';
  elements.algorithmSelect.value = saved.algorithm || 'fast';
  page.pencil = Boolean(saved.pencil);
  for (const select of [
    elements.sizeSelect,
    elements.variantSelect,
    elements.difficultySelect,
    elements.algorithmSelect,
  ]) {
    select.addEventListener('change', () => saveSettings(settings()));
  }
  const on = (id, handler) => byId(id).addEventListener('click', handler);
  on('new-button', newPuzzle);
  on('load-button', loadPasted);
  on('blank-button', enterOwn);
  elements.photoInput.addEventListener('change', readPhoto);
  on('start-button', startPlaying);
  on('hint-button', askHint);
  on('apply-button', applyHint);
  on('explain-button', explainAll);
  on('rating-button', revealRating);
  on('explain-close', closeExplanation);
  on('solve-button', solveWithAlgorithm);
  on('check-button', checkGrid);
  on('undo-button', undo);
  on('redo-button', redo);
  on('erase-button', eraseSelected);
  on('print-button', printPuzzle);
  on('pencil-button', () => {
    page.pencil = !page.pencil;
    saveSettings(settings());
    render();
  });
  on('candidates-button', () => {
    if (page.game && !page.game.setup && page.game.fillCandidates()) changed();
  });
  on('clear-marks-button', () => {
    if (page.game && page.game.clearCandidates()) changed();
  });
  on('reset-button', () => {
    if (page.game && page.game.resetProgress()) changed();
  });
  document.addEventListener('keydown', onKeyDown);
  // The timer is saved when the page goes away, so a reload keeps it to the second.
  window.addEventListener('pagehide', () => page.game && saveGame(page.game));
  window.addEventListener('resize', () => render());
  setInterval(tick, 1000);
}

function start() {
  wire();
  const saved = loadSavedGame();
  if (saved) {
    try {
      setGame(Game.fromJSON(saved));
      say('Welcome back: your game is as you left it.');
      return;
    } catch {
      say('The saved game could not be read; here is a new one.');
    }
  }
  newPuzzle();
}

// For the end-to-end tests and the curious: the game in play.
window.sudokitPage = page;
start();
