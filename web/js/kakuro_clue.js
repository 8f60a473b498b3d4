// A Kakuro clue square's drawing, shared by the play board and the print sheet: a diagonal
// from the top left corner to the bottom right one, the down sum below it on the left and the
// across sum above it on the right (the CSS places the two labels).

const SVG = 'http://www.w3.org/2000/svg';

function clueDiagonal() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'diagonal');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  const line = document.createElementNS(SVG, 'line');
  for (const [name, value] of [['x1', 0], ['y1', 0], ['x2', 100], ['y2', 100]]) {
    line.setAttribute(name, String(value));
  }
  svg.append(line);
  return svg;
}

function sumLabel(className, sum) {
  const label = document.createElement('span');
  label.className = className;
  label.textContent = sum ? String(sum) : '';
  return label;
}

// square: a clue of readBoard ({down, across}, 0 for a sum it lacks) -> the elements to put in
// its square: the diagonal, then the down and the across label.
export function clueParts(square) {
  return [clueDiagonal(), sumLabel('down', square.down), sumLabel('across', square.across)];
}

// "clue down 16, across 7", for screen readers.
export function clueLabel(square) {
  const parts = [];
  if (square.down) parts.push(`down ${square.down}`);
  if (square.across) parts.push(`across ${square.across}`);
  return `clue ${parts.join(', ')}`;
}
