#pragma once

// Grids above 64x64, up to 100x100: sides whose boxes are at most 10x10 (70x70 with boxes 7x10,
// 72x72, 80x80, 81x81, 90x90, 100x100). Their digits do not fit the 64-bit digit sets of the
// solvers, the logic and the generator, but checking one against the rules needs no digit set:
// they are read in the numbers format and checked (`sudokit check`), nothing else.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudokit/rules.hpp"

namespace sudokit {

inline constexpr int kMaxCheckedBoxSide = 10;
inline constexpr int kMaxCheckedSide = kMaxCheckedBoxSide * kMaxCheckedBoxSide;

// The boxes of a grid above 64x64: box rows x box columns.
struct OversizedBoxes {
    int rows = 0;
    int cols = 0;

    int side() const { return rows * cols; }
    // "9x10", the form `parse_size` reads.
    std::string name() const;
    // The boxes of a side above 64: the most square split with both box sides at most 10,
    // the shorter one first as Shape::from_side does (72 -> 8x9, 100 -> 10x10); nothing for a
    // side without such boxes (67, 75) or not above 64.
    static std::optional<OversizedBoxes> for_side(int side);
    // A size as --size gives it: "RxC" (box sides 2 to 10, a side above 64) or a side with
    // boxes ("100"); nothing for any other text, including sizes a Shape takes.
    static std::optional<OversizedBoxes> parse_size(std::string_view text);

    bool operator==(const OversizedBoxes&) const = default;
};

// A grid above 64x64: a number per cell, 0 for a blank, cells row-major. Houses are numbered
// as a Shape's: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1 (row-major).
class OversizedGrid {
  public:
    explicit OversizedGrid(OversizedBoxes boxes);  // every cell blank

    const OversizedBoxes& boxes() const { return boxes_; }
    int side() const { return boxes_.side(); }
    int cell_count() const { return side() * side(); }
    int house_count() const { return 3 * side(); }
    int operator[](int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    bool empty(int cell) const { return (*this)[cell] == 0; }
    std::span<const std::uint8_t> values() const { return values_; }
    // `digit` from 0 (blank) to the side.
    void set(int cell, int digit);

    // The N cells of a house, in reading order.
    std::vector<int> house_cells(int house) const;
    // "row 4", "column 2", "box 7"; "r4c2".
    std::string house_name(int house) const;
    std::string cell_name(int cell) const;

    std::string label;  // as read after '#'

  private:
    OversizedBoxes boxes_;
    std::vector<std::uint8_t> values_;  // up to 100 fits a byte
};

// Every conflict, houses in order, digits ascending (as find_conflicts for smaller grids).
std::vector<Conflict> find_conflicts(const OversizedGrid& grid);
// `grid` as the solution of `puzzle`: conflicts, blanks, givens changed; shape_mismatch when
// their boxes differ.
SolutionCheck check_solution(const OversizedGrid& puzzle, const OversizedGrid& grid);
// "row 4 has 71 twice: r4c2, r4c80".
std::string describe(const OversizedGrid& grid, const Conflict& conflict);

}  // namespace sudokit
