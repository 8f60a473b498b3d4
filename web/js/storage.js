// Progress kept in the browser across reloads: the current game and the page's settings.

const GAME_KEY = 'sudokit.game.v1';
const SETTINGS_KEY = 'sudokit.settings.v1';
const KAKURO_KEY = 'sudokit.kakuro.v1';
const STORED_HISTORY = 200; // undo steps kept across reloads; the rest would fill the quota

function read(key) {
  try {
    const text = window.localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // storage full or disabled: the game goes on, unsaved
  }
}

// A game with its undo history cut to what the quota allows.
function writeGame(key, game) {
  const data = game.toJSON();
  data.undo = data.undo.slice(-STORED_HISTORY);
  data.redo = data.redo.slice(-STORED_HISTORY);
  return write(key, data);
}

export function saveGame(game) {
  return writeGame(GAME_KEY, game);
}

export function loadSavedGame() {
  return read(GAME_KEY);
}

// The Kakuro in play, kept apart from the Sudoku game.
export function saveKakuro(game) {
  return writeGame(KAKURO_KEY, game);
}

export function loadSavedKakuro() {
  return read(KAKURO_KEY);
}

export function saveSettings(settings) {
  write(SETTINGS_KEY, settings);
}

export function loadSettings() {
  return read(SETTINGS_KEY) || {};
}
