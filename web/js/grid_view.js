// Draws a grid into the page: digits, pencil marks, selection, conflicts, and the highlights
// of a step (houses, cells, candidates to remove in red, proving candidates in green, chain
// links as arrows), and a variant's marks: Killer cages as dashed outlines with their sums,
// jigsaw regions as thick lines, the diagonals of X-Sudoku, the windows of windoku. Cells are
// built once per shape and updated in place on every render. Above 25x25 a cell is too small
// for its pencil marks: cells with marks get a dot, and the page lists the selected cell's.

import { maskHas } from './shape.js';
import { cageSumLabel, variantDrawing } from './variant_drawing.js';

const SVG = 'http://www.w3.org/2000/svg';

// The largest side whose cells draw their pencil marks (25 marks in a 5x5 block).
export const MAX_SIDE_WITH_MARKS_IN_CELLS = 25;

export class GridView {
  constructor(container, onCellPointer) {
    this.container = container;
    this.onCellPointer = onCellPointer;
    this.shape = null;
    this.cells = [];
  }

  // symbols: how the digits are written (symbols.js).
  build(shape, symbols) {
    this.shape = shape;
    this.symbols = symbols;
    this.container.replaceChildren();
    this.container.style.setProperty('--side', shape.side);
    this.container.style.setProperty('--box-cols', shape.boxCols);
    this.container.style.setProperty('--box-rows', shape.boxRows);
    this.container.dataset.size = shape.name;
    this.container.classList.toggle('large', shape.side > 9);
    this.container.classList.toggle('huge', shape.side > 16);
    this.marksInCells = shape.side <= MAX_SIDE_WITH_MARKS_IN_CELLS;
    this.container.classList.toggle('giant', !this.marksInCells);
    this.container.classList.toggle('killer', shape.cages.length > 0);
    this.container.dataset.variant = shape.kind;
    this.cells = [];
    for (let cell = 0; cell < shape.cellCount; cell++) {
      const row = shape.row(cell);
      const col = shape.col(cell);
      const element = document.createElement('div');
      element.className = 'cell';
      element.dataset.cell = String(cell);
      element.setAttribute('role', 'gridcell');
      element.setAttribute('aria-label', shape.cellName(cell));
      if (shape.boxRight(cell)) element.classList.add('box-right');
      if (shape.boxBottom(cell)) element.classList.add('box-bottom');
      const value = document.createElement('span');
      value.className = 'value';
      const marks = document.createElement('div');
      marks.className = 'marks';
      const markElements = [null];
      for (let digit = 1; this.marksInCells && digit <= shape.side; digit++) {
        const mark = document.createElement('span');
        mark.className = 'mark';
        mark.dataset.digit = String(digit);
        mark.textContent = symbols.symbol(digit);
        marks.append(mark);
        markElements.push(mark);
      }
      element.append(value, marks);
      const sum = cageSumLabel(shape, cell);
      if (sum) element.append(sum);
      element.addEventListener('pointerdown', (event) => this.onCellPointer(cell, event));
      this.container.append(element);
      this.cells.push({ element, value, marks: markElements });
    }
    const variant = variantDrawing(shape);
    this.cagePaths = variant.cagePaths;
    this.container.append(variant.drawing);
    this.links = document.createElementNS(SVG, 'svg');
    this.links.classList.add('links');
    this.links.setAttribute('aria-hidden', 'true');
    this.container.append(this.links);
  }

  // view: {values, marks, givens, solution?, selected, conflicts:Set, wrong:Set, uncertain:Set?,
  // badCages (the cages whose full cells miss their sum)?, step, focus}
  render(view) {
    const shape = this.shape;
    const selectedDigit = view.selected !== null ? view.values[view.selected] : 0;
    const selectedPeers = new Set(view.selected !== null ? shape.peers(view.selected) : []);
    const marked = this.stepMarks(view.step);
    const focusHouses = new Set((view.step?.houses || []).map((house) => house.index));
    const coverHouses = new Set((view.step?.cover_houses || []).map((house) => house.index));
    const focusCells = new Set((view.step?.cells || []).map((entry) => entry.cell));
    for (let cell = 0; cell < shape.cellCount; cell++) {
      const { element, value, marks } = this.cells[cell];
      const digit = view.values[cell];
      value.textContent = digit ? this.symbols.symbol(digit) : '';
      const houses = shape.housesOf(cell);
      const classes = element.classList;
      classes.toggle('given', view.givens[cell] !== 0);
      classes.toggle('filled', digit !== 0);
      classes.toggle('solver', Boolean(view.solverCells && view.solverCells.has(cell)));
      classes.toggle('selected', view.selected === cell);
      classes.toggle('peer', selectedPeers.has(cell));
      classes.toggle('same-digit', selectedDigit !== 0 && digit === selectedDigit);
      classes.toggle('conflict', view.conflicts.has(cell));
      classes.toggle('wrong', view.wrong.has(cell));
      classes.toggle('uncertain', Boolean(view.uncertain && view.uncertain.has(cell)));
      classes.toggle('house-focus', houses.some((house) => focusHouses.has(house)));
      classes.toggle('cover-focus', houses.some((house) => coverHouses.has(house)));
      classes.toggle('cell-focus', focusCells.has(cell));
      if (!this.marksInCells) {
        classes.toggle('has-marks', digit === 0 && view.marks[cell] !== 0);
        continue;
      }
      for (let candidate = 1; candidate <= shape.side; candidate++) {
        const key = cell * 64 + candidate;
        const role = marked.get(key);
        const mark = marks[candidate];
        const shown = digit === 0 && (maskHas(view.marks[cell], candidate) || role !== undefined);
        mark.classList.toggle('shown', shown);
        mark.classList.toggle('elim', role === 'elim');
        mark.classList.toggle('proof', role === 'proof');
        mark.classList.toggle('fin', role === 'fin');
        mark.classList.toggle('place', role === 'place');
        mark.classList.toggle('link-on', role === 'on');
        mark.classList.toggle('link-off', role === 'off');
      }
    }
    const badCages = new Set(view.badCages || []);
    this.shape.cages.forEach((cage, index) => {
      this.cagePaths[index].classList.toggle('bad', badCages.has(cage));
      this.cells[cage.cells[0]].element.classList.toggle('cage-bad', badCages.has(cage));
    });
    this.drawLinks(view.step);
  }

  // Which candidates a step colours; a candidate with several roles shows the strongest:
  // a chain node's truth over the pattern it belongs to, then fins, placements and
  // eliminations over both.
  stepMarks(step) {
    const roles = new Map();
    if (!step) return roles;
    const put = (entries, role) => {
      for (const { cell, digit } of entries || []) roles.set(cell * 64 + digit, role);
    };
    put(step.pattern, 'proof');
    for (const link of step.links || []) {
      for (const node of [link.from, link.to]) {
        put(
          node.cells.map(({ cell }) => ({ cell, digit: node.digit })),
          node.on ? 'on' : 'off',
        );
      }
    }
    put(step.fins, 'fin');
    put(step.placements, 'place');
    put(step.eliminations, 'elim');
    return roles;
  }

  // The middle of a chain node (the mean of its candidates' centres) in board coordinates.
  nodeCentre(node, origin) {
    let x = 0;
    let y = 0;
    for (const { cell } of node.cells) {
      const { element, marks } = this.cells[cell];
      const box = (this.marksInCells ? marks[node.digit] : element).getBoundingClientRect();
      x += box.left + box.width / 2 - origin.left;
      y += box.top + box.height / 2 - origin.top;
    }
    return { x: x / node.cells.length, y: y / node.cells.length };
  }

  drawLinks(step) {
    this.links.replaceChildren();
    const links = step?.links || [];
    if (links.length === 0) return;
    const origin = this.container.getBoundingClientRect();
    this.links.setAttribute('viewBox', `0 0 ${origin.width} ${origin.height}`);
    const defs = document.createElementNS(SVG, 'defs');
    const marker = document.createElementNS(SVG, 'marker');
    marker.setAttribute('id', 'arrow');
    marker.setAttribute('viewBox', '0 0 10 10');
    marker.setAttribute('refX', '9');
    marker.setAttribute('refY', '5');
    marker.setAttribute('markerWidth', '6');
    marker.setAttribute('markerHeight', '6');
    marker.setAttribute('orient', 'auto-start-reverse');
    const tip = document.createElementNS(SVG, 'path');
    tip.setAttribute('d', 'M 0 0 L 10 5 L 0 10 z');
    marker.append(tip);
    defs.append(marker);
    this.links.append(defs);
    for (const link of links) {
      const from = this.nodeCentre(link.from, origin);
      const to = this.nodeCentre(link.to, origin);
      // Stop short of the candidates so the arrow does not hide them.
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      const length = Math.hypot(dx, dy) || 1;
      const inset = Math.min(6, length / 3);
      const line = document.createElementNS(SVG, 'line');
      line.setAttribute('x1', String(from.x + (dx / length) * inset));
      line.setAttribute('y1', String(from.y + (dy / length) * inset));
      line.setAttribute('x2', String(to.x - (dx / length) * inset));
      line.setAttribute('y2', String(to.y - (dy / length) * inset));
      line.setAttribute('class', link.strong ? 'link strong' : 'link weak');
      line.setAttribute('marker-end', 'url(#arrow)');
      this.links.append(line);
    }
  }
}
