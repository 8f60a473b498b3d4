// Progress kept in the browser across reloads: the current game and the page's settings.

const GAME_KEY = 'sudokit.game.v1';
const SETTINGS_KEY = 'sudokit.settings.v1';
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

export function saveGame(game) {
  const data = game.toJSON();
  data.undo = data.undo.slice(-STORED_HISTORY);
  data.redo = data.redo.slice(-STORED_HISTORY);
  return write(GAME_KEY, data);
}

export function loadSavedGame() {
  return read(GAME_KEY);
}

export function saveSettings(settings) {
  write(SETTINGS_KEY, settings);
}

export function loadSettings() {
  return read(SETTINGS_KEY) || {};
}
