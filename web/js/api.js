// The JSON API of `sudokit serve` (docs/api.md). Every call resolves to the answer's JSON or
// rejects with an Error whose message is the server's own explanation.

async function post(route, body) {
  return send(route, JSON.stringify(body), 'application/json');
}

async function send(route, body, contentType) {
  let response;
  try {
    response = await fetch(`/api/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
  } catch (error) {
    throw new Error(`the sudokit server cannot be reached (${error.message})`);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(answer && answer.error ? answer.error : `HTTP ${response.status}`);
  }
  return answer;
}

// Puzzles go to the server as digit arrays, which need no symbol detection, with the variant's
// houses (cages, diagonals, windows, regions) when it has them.
// symbols (symbols.js): the alphabet the board shows, in which explanations name digits.
function puzzleObject(shape, digits, symbols) {
  const object = { size: shape.name, givens: digits, ...shape.variantFields() };
  if (symbols) object.symbols = symbols.serverName;
  return object;
}

export function solve(shape, digits, algorithm) {
  return post('solve', { puzzle: puzzleObject(shape, digits), algorithm });
}

// A pasted text in any form the command line reads; the answer names its size and givens.
export function solveText(text, algorithm = 'fast') {
  return post('solve', { puzzle: text, algorithm });
}

// symbols: the alphabet the board shows (symbols.js), in which the hint names digits.
export function hint(position, level, symbols) {
  return post('hint', { position, level, symbols });
}

export function explain(shape, digits, symbols) {
  return post('explain', { puzzle: puzzleObject(shape, digits, symbols), finish: true });
}

export function rate(shape, digits) {
  return post('rate', { puzzle: puzzleObject(shape, digits) });
}

// variant: classic, x, windoku, jigsaw, killer, killer-x (as `sudokit generate --variant`).
export function generate(sizeName, difficulty, seed, variant = 'classic') {
  const request = { count: 1, size: sizeName };
  if (variant !== 'classic') request.variant = variant;
  if (difficulty && difficulty !== 'any') request.difficulty = difficulty;
  if (seed !== undefined) request.seed = seed;
  return post('generate', request);
}

// A photo (a File or Blob, JPEG or PNG) of a printed 9x9 puzzle: the grid read from it.
export function scan(photo) {
  return send('scan', photo, photo.type || 'application/octet-stream');
}

// ---- Kakuro (the board as its text rows, or a pasted text) ------------------------------

export function kakuroGenerate(rows, columns, seed, level) {
  const request = { rows, columns };
  if (seed !== undefined) request.seed = seed;
  if (level) request.level = level;
  return post('kakuro/generate', request);
}

export function kakuroSolve(grid) {
  return post('kakuro/solve', { grid });
}

// digits: the player's digits, one per white cell in reading order (0 for an empty one).
export function kakuroHint(grid, digits, level) {
  return post('kakuro/hint', { grid, digits, level });
}

export function kakuroRate(grid) {
  return post('kakuro/rate', { grid });
}
