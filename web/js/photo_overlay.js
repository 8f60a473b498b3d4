// The photo a puzzle was read from, drawn with the digits read over it, each in the middle of
// its cell (found between the grid's four corners, which the server gives in the photo's
// pixels: top-left, top-right, bottom-right, bottom-left). Uncertain cells are drawn orange.

const MAX_SIDE = 480; // pixels of the drawing's longer side

function between(from, to, share) {
  return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
}

// canvas: the <canvas> to draw on; photo: the File sent; answer: /api/scan's JSON;
// uncertain: a Set of cell indexes.
export async function drawPhotoReading(canvas, photo, answer, uncertain) {
  // The corners are in the pixels as stored, before any EXIF turn.
  const image = await createImageBitmap(photo, { imageOrientation: 'none' });
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  image.close();
  const [topLeft, topRight, bottomRight, bottomLeft] = answer.corners.map(([x, y]) => [x * scale, y * scale]);
  const cellHeight = (Math.hypot(bottomLeft[0] - topLeft[0], bottomLeft[1] - topLeft[1]) / 9) * 0.6;
  context.font = `bold ${Math.max(8, Math.round(cellHeight))}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  answer.cells.forEach((reading, cell) => {
    const digit = answer.puzzle[cell];
    if (digit === '.') return;
    const across = (cell % 9) / 9 + 1 / 18;
    const down = Math.floor(cell / 9) / 9 + 1 / 18;
    const [x, y] = between(between(topLeft, topRight, across), between(bottomLeft, bottomRight, across), down);
    context.fillStyle = uncertain.has(cell) ? 'rgba(230, 120, 0, 0.9)' : 'rgba(21, 101, 192, 0.85)';
    context.fillText(digit, x, y);
  });
}
