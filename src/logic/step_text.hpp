#pragma once

// Pieces of English shared by the step describers, so every technique words cells, digits
// and conclusions the same way.

#include <span>
#include <string>
#include <vector>

#include "sudokit/geometry.hpp"
#include "sudokit/step.hpp"
#include "sudokit/symbol_set.hpp"

namespace sudokit::logic {

// "a", "a and b", "a, b and c": the items rendered and joined as English lists them.
template <typename Range, typename Render>
std::string join_english(const Range& items, Render render) {
    std::vector<std::string> parts;
    for (const auto& item : items)
        parts.push_back(render(item));
    std::string text;
    for (std::size_t index = 0; index < parts.size(); ++index) {
        if (index > 0) text += index + 1 == parts.size() ? " and " : ", ";
        text += parts[index];
    }
    return text;
}

// How a step's sentence names what it is about: cells and houses by the shape's names, digits
// in the symbols the puzzle was written in, so a 16x16 written in letters reads "G can only go
// in r4c15" rather than "7 ...". Numbers are kept for puzzles written in numbers (automatic,
// digits) and for every 9x9 written in digits.
class StepWords {
  public:
    StepWords(const Shape& shape, SymbolSet symbols) : shape_(shape), symbols_(symbols) {}
    // Houses named by a variant's geometry ("diagonal ↘", "region 4").
    StepWords(const Geometry& geometry, SymbolSet symbols)
        : shape_(geometry.shape()), geometry_(&geometry), symbols_(symbols) {}

    const Shape& shape() const { return shape_; }
    // The houses steps are named by: the variant's, or the shape's classic ones.
    const Geometry& geometry() const {
        return geometry_ != nullptr ? *geometry_ : Geometry::classic(shape_);
    }
    std::string cell(int cell) const { return shape_.cell_name(cell); }
    std::string house(int house) const {
        return geometry_ != nullptr ? geometry_->house_name(house) : shape_.house_name(house);
    }
    // "7", or "G" for the seventh digit of a puzzle written in A-P.
    std::string digit(int digit) const;

    // "r4c5", "r4c5 and r4c6", "r4c5, r4c6 and r4c9".
    std::string cells(std::span<const int> cells) const;
    // "3", "3 and 7", "3, 7 and 9".
    std::string digits(DigitSet digits) const;
    // "3,7" (the compact form used after a technique's name).
    std::string digit_tuple(DigitSet digits) const;
    // "{3,7}": a cell's candidates as written after its name.
    std::string braced(DigitSet digits) const;
    // "row 4", "row 4 and column 2".
    std::string houses(std::span<const int> houses) const;
    // "r4c5=3, r6c1=7".
    std::string placements(std::span<const CellDigit> placements) const;
    // "remove 3 from r4c5 and r4c6, 7 from r4c5": grouped by digit.
    std::string eliminations(std::span<const CellDigit> eliminations) const;
    // "r4c5=3" or "remove ..." or both joined by "; ": what the step concludes.
    std::string conclusion(const Step& step) const;
    // "r4c5=3" / "r4c5<>3": a chain node (a grouped node lists its cells in braces).
    std::string node(const ChainNode& node) const;
    // The links of one branch as "r1c1=3 -> r1c5<>3 -> ...", starting at the first link.
    std::string branch(std::span<const ChainLink> links, int branch) const;

  private:
    const Shape& shape_;
    const Geometry* geometry_ = nullptr;
    SymbolSet symbols_;
};

// Family describers, called from describe_step(); each in the family's own file.
std::string describe_single(const Step& step, const StepWords& words);
std::string describe_intersection(const Step& step, const StepWords& words);
std::string describe_subset(const Step& step, const StepWords& words);
std::string describe_fish(const Step& step, const StepWords& words);
std::string describe_wing(const Step& step, const StepWords& words);
std::string describe_single_digit_pattern(const Step& step, const StepWords& words);
std::string describe_uniqueness(const Step& step, const StepWords& words);  // loops and BUG
std::string describe_bug(const Step& step, const StepWords& words);  // from describe_uniqueness
std::string describe_aligned_exclusion(const Step& step, const StepWords& words);
std::string describe_chain(const Step& step, const StepWords& words);   // every chain technique
std::string describe_killer(const Step& step, const StepWords& words);  // killer/

}  // namespace sudokit::logic
