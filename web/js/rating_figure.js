// A rating as Sudoku Explainer writes it, always with its tenth: 2.0, not 2.
export function ratingFigure(value) {
  return Number(value).toFixed(1);
}
