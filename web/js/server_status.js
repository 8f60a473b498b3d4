// The message line under a board, and the page marked busy while the server works. Each mode of
// the page (Sudoku, Kakuro) has its own line; the busy mark is the page's.

let busy = 0;

export function messageLine(element) {
  const say = (text, kind = 'info') => {
    element.textContent = text;
    element.dataset.kind = kind;
  };
  // Runs a server call with the page marked busy; errors become the message line (and null).
  const withServer = async (label, action) => {
    busy += 1;
    document.body.classList.add('busy');
    if (label) say(label);
    try {
      return await action();
    } catch (error) {
      say(error.message, 'error');
      return null;
    } finally {
      busy -= 1;
      if (busy === 0) document.body.classList.remove('busy');
    }
  };
  return { say, withServer };
}
