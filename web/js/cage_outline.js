// The dashed outline of a Killer cage: segments just inside the cage's boundary, in cell units
// (x to the right, y down, a cell 1 wide), meeting at the corners so that neighbouring cages'
// outlines stay apart by twice the inset.

// cage: {cells}; inset: the gap between the outline and the cell edge, in cells.
// Returns [[x1, y1, x2, y2], ...].
export function cageOutline(shape, cage, inset) {
  const member = new Set(cage.cells);
  const side = shape.side;
  const has = (row, col) =>
    row >= 0 && row < side && col >= 0 && col < side && member.has(row * side + col);
  const d = inset;
  // Where an edge ends at a corner: short of the corner when the cage turns away (convex), at
  // the cell edge when the boundary runs straight on, past it when the cage turns back (concave).
  const end = (along, beyond, at, step) => {
    if (!along) return at - step * d;
    return beyond ? at + step * d : at;
  };
  const segments = [];
  for (const cell of cage.cells) {
    const r = shape.row(cell);
    const c = shape.col(cell);
    if (!has(r - 1, c)) {
      segments.push([
        end(has(r, c - 1), has(r - 1, c - 1), c, -1), r + d,
        end(has(r, c + 1), has(r - 1, c + 1), c + 1, 1), r + d,
      ]);
    }
    if (!has(r + 1, c)) {
      segments.push([
        end(has(r, c - 1), has(r + 1, c - 1), c, -1), r + 1 - d,
        end(has(r, c + 1), has(r + 1, c + 1), c + 1, 1), r + 1 - d,
      ]);
    }
    if (!has(r, c - 1)) {
      segments.push([
        c + d, end(has(r - 1, c), has(r - 1, c - 1), r, -1),
        c + d, end(has(r + 1, c), has(r + 1, c - 1), r + 1, 1),
      ]);
    }
    if (!has(r, c + 1)) {
      segments.push([
        c + 1 - d, end(has(r - 1, c), has(r - 1, c + 1), r, -1),
        c + 1 - d, end(has(r + 1, c), has(r + 1, c + 1), r + 1, 1),
      ]);
    }
  }
  return segments;
}
