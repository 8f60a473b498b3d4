// Killer arithmetic for the player: the sets of different digits that make a cage's sum. A
// cage's digits are all different, so only sets count, not their order.

// How many sets the helper lists: a large cage of a 16x16 or 25x25 Killer can have
// thousands.
export const COMBINATION_LIMIT = 60;

// The sets of `size` different digits from 1..side adding to `sum`, none of them in
// `excluded`, each in ascending order, the sets in ascending order; the search stops after
// `limit` sets (a caller that asks for one more than it shows knows whether there are more).
// Branches that cannot reach the sum with the digits left are cut, so the work follows the
// sets found.
export function cageCombinations(sum, size, side, excluded = [], limit = Infinity) {
  const barred = new Set(excluded);
  const found = [];
  const chosen = [];
  // The least and most `count` different digits from `from` up to the side can add.
  const least = (from, count) => count * from + (count * (count - 1)) / 2;
  const most = (count) => count * side - (count * (count - 1)) / 2;
  const extend = (from, left) => {
    const wanted = size - chosen.length;
    if (wanted === 0) {
      if (left === 0) found.push(chosen.slice());
      return;
    }
    if (left < least(from, wanted) || left > most(wanted)) return;
    for (let digit = from; digit <= side && found.length < limit; digit++) {
      if (barred.has(digit)) continue;
      if (least(digit, wanted) > left) break;
      chosen.push(digit);
      extend(digit + 1, left - digit);
      chosen.pop();
    }
  };
  if (size > 0) extend(1, sum);
  return found;
}

// What a cage still needs, given the grid's values: its open cells, the sum they must make
// and the sets that fit (up to COMBINATION_LIMIT; `more` says whether others fit too),
// leaving out the digits placed in the cage. A digit placed twice in the cage leaves no set.
// Cages without a sum get no sets (null).
export function cageNeeds(cage, values, side) {
  const placed = cage.cells.map((cell) => values[cell]).filter((digit) => digit !== 0);
  const open = cage.cells.length - placed.length;
  if (cage.sum === undefined) {
    return { sum: undefined, size: cage.cells.length, open, need: null, combinations: null, more: false };
  }
  const need = cage.sum - placed.reduce((total, digit) => total + digit, 0);
  const repeated = new Set(placed).size !== placed.length;
  const found = repeated ? [] : cageCombinations(need, open, side, placed, COMBINATION_LIMIT + 1);
  const combinations = found.slice(0, COMBINATION_LIMIT);
  const more = found.length > COMBINATION_LIMIT;
  return { sum: cage.sum, size: cage.cells.length, open, need, combinations, more };
}
