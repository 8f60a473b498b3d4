#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sudokit/digit_set.hpp"
#include "sudokit/shape.hpp"
#include "sudokit/symbol_set.hpp"
#include "sudokit/technique.hpp"

namespace sudokit {

class Geometry;

// One candidate: a digit in a cell.
struct CellDigit {
    int cell = 0;
    int digit = 0;
    bool operator==(const CellDigit&) const = default;
    auto operator<=>(const CellDigit&) const = default;
};

// A node of a chain: a digit in one cell, or in a group of cells of one house (grouped
// nodes, e.g. the cells of a box that share a row). `on` says whether the chain makes the
// digit true (placed) or false (eliminated) at this node.
struct ChainNode {
    std::vector<int> cells;
    int digit = 0;
    bool on = true;
    bool operator==(const ChainNode&) const = default;
};

// An inference between two nodes. Strong: if `from` is false then `to` is true. Weak: if
// `from` is true then `to` is false. `branch` numbers the chains of a forcing step (one
// branch per candidate of the cell, per cell of the house, or per assumption).
struct ChainLink {
    ChainNode from;
    ChainNode to;
    bool strong = false;
    int branch = 0;
    bool operator==(const ChainLink&) const = default;
};

// The kind of conclusion a forcing chain or cycle draws.
enum class ChainForm : std::uint8_t {
    none,
    cycle,               // a closed loop: every weak link becomes strong
    chain,               // the two ends see a target candidate (AIC, XY-chain)
    contradiction,       // assuming the candidate leads to a contradiction
    double_implication,  // both true and false of one candidate imply the same thing
    cell,                // every candidate of a cell implies the same thing
    region,              // every place of a digit in a house implies the same thing
};

// One step of a human-style solve, as data. Front ends highlight the evidence; the English
// sentence comes from describe_step().
struct Step {
    Technique technique = Technique::naked_single;
    // Difficulty of this step on Sudoku Explainer's scale, in tenths (2.3 -> 23).
    int rating = 0;

    // What the step concludes.
    std::vector<CellDigit> placements;
    std::vector<CellDigit> eliminations;

    // The evidence a person needs to see it.
    std::vector<int> houses;         // base houses (the house of a single, the rows of a fish)
    std::vector<int> cover_houses;   // cover houses (the columns of a fish, the box of pointing)
    std::vector<int> cells;          // the pattern's cells
    std::vector<CellDigit> pattern;  // candidates that prove the step (drawn green)
    std::vector<CellDigit> fins;     // secondary candidates: fins, extra candidates of a UR
    DigitSet digits;                 // the digits the pattern is about
    std::vector<ChainLink> links;    // chains, in order, per branch

    // Extra facts some techniques need to be described and rated.
    int size = 0;  // subset or fish size, loop length, chain length in nodes
    ChainForm form = ChainForm::none;
    int nesting = 0;  // level of nested forcing chains (dynamic plus = 1)
    // Killer steps: the sum the step's cells make (placed ones included), and the sets of
    // distinct digits that make it with their candidates (when the cells differ).
    int sum = 0;
    std::vector<DigitSet> combinations;

    bool operator==(const Step&) const = default;
};

// The plain-English sentence for a step, e.g. "Naked pair 3,7 in r4c2 and r4c8: remove 3
// and 7 from the rest of row 4 (r4c5, r4c6)". Digits are written in `symbols`, the set the
// puzzle was written in (Puzzle::symbols): a 16x16 in letters reads "G can only go in
// r4c15"; automatic and digits keep numbers.
std::string describe_step(const Step& step, const Shape& shape,
                          SymbolSet symbols = SymbolSet::automatic);
// The same for a step found on a variant's houses, named as the geometry names them
// ("diagonal 1", "region 4").
std::string describe_step(const Step& step, const Geometry& geometry,
                          SymbolSet symbols = SymbolSet::automatic);

}  // namespace sudokit
