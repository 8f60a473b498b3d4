// Killer arithmetic for the player: the sets of different digits that make a cage's sum. A
// cage's digits are all different, so only sets count, not their order.

// Every set of `size` different digits from 1..side adding to `sum`, none of them in
// `excluded`, each in ascending order, the sets in ascending order.
export function cageCombinations(sum, size, side, excluded = []) {
  const barred = new Set(excluded);
  const found = [];
  const chosen = [];
  const extend = (from, left) => {
    if (chosen.length === size) {
      if (left === 0) found.push(chosen.slice());
      return;
    }
    for (let digit = from; digit <= side && digit <= left; digit++) {
      if (barred.has(digit)) continue;
      chosen.push(digit);
      extend(digit + 1, left - digit);
      chosen.pop();
    }
  };
  if (size > 0) extend(1, sum);
  return found;
}

// What a cage still needs, given the grid's values: its open cells, the sum they must make
// and the sets that fit, leaving out the digits placed in the cage. A digit placed twice in
// the cage leaves no set. Cages without a sum get no sets (null).
export function cageNeeds(cage, values, side) {
  const placed = cage.cells.map((cell) => values[cell]).filter((digit) => digit !== 0);
  const open = cage.cells.length - placed.length;
  if (cage.sum === undefined) {
    return { sum: undefined, size: cage.cells.length, open, need: null, combinations: null };
  }
  const need = cage.sum - placed.reduce((total, digit) => total + digit, 0);
  const repeated = new Set(placed).size !== placed.length;
  const combinations = repeated ? [] : cageCombinations(need, open, side, placed);
  return { sum: cage.sum, size: cage.cells.length, open, need, combinations };
}
