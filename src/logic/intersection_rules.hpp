#pragma once

// The rule of locked candidates, written once for every solver that applies it: when the
// places of a digit in a house (the base) all lie where it crosses another house (the cover),
// the digit goes in that crossing, so the rest of the cover loses it. On a classic grid a box
// crossing a row or column is pointing, a row or column crossing a box is claiming; any two
// houses sharing two cells or more cross (a diagonal and a box, a jigsaw region and a row).
//
// Places are bits over a house's cells in the order its cells are listed (bit i: the i-th
// cell; Shape::house_cells order on a classic grid). Each caller keeps its own layout of
// places and its own order of bases and digits, which is what differs between them: Sudoku
// Explainer's order for steps (intersections.cpp), every base for the closure of the
// generator's gates (basic_closure.cpp), only the houses that lost places for the
// propagations of nested chains (chains/nested_implications.cpp).

#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "sudokit/geometry.hpp"
#include "sudokit/shape.hpp"

namespace sudokit::logic {

// Where a base house crosses another house.
struct Crossing {
    int cover = 0;
    std::uint64_t in_base = 0;   // the base's places that lie in the cover
    std::uint64_t in_cover = 0;  // the cover's places that lie in the base
};

// Every crossing of every house, and for each place of a house the crossings through it.
class HouseCrossings {
  public:
    // The houses as lists of cells (each a set of cells whose digits differ).
    HouseCrossings(int cell_count, const std::vector<std::vector<int>>& houses);

    // The table of a classic shape's rows, columns and boxes (numbered as Shape numbers
    // them), built once per shape and shared.
    static const HouseCrossings& of(const Shape& shape);
    // The table of any geometry's houses, numbered as the geometry numbers them.
    explicit HouseCrossings(const Geometry& geometry);

    // The crossings of `base`, ordered by cover.
    std::span<const Crossing> of_house(int base) const {
        return {crossings_.data() + crossing_begin_[base],
                static_cast<std::size_t>(crossing_begin_[base + 1] - crossing_begin_[base])};
    }

    // Calls sink(crossing) for each crossing of `base` holding every place of `places`, in
    // cover order, when there are two places or more (one place is a hidden single). Only
    // the crossings through the first place are read.
    template <typename Sink>
    void for_each_lock(int base, std::uint64_t places, Sink&& sink) const {
        if ((places & (places - 1)) == 0) return;
        const int at = place_begin_[base] + std::countr_zero(places);
        const Crossing* crossings = crossings_.data() + crossing_begin_[base];
        for (int index = through_begin_[at]; index < through_begin_[at + 1]; ++index) {
            const Crossing& crossing = crossings[through_[index]];
            if ((places & ~crossing.in_base) == 0) sink(crossing);
        }
    }

  private:
    std::vector<Crossing> crossings_;
    std::vector<int> crossing_begin_;     // house -> its first crossing; one more at the end
    std::vector<int> place_begin_;        // house -> index of its first place
    std::vector<int> through_begin_;      // place -> its first entry in through_; one more
    std::vector<std::uint16_t> through_;  // crossings through a place, as indexes in its house's
};

// The places of the cover that a lock through `crossing` removes the digit from.
inline std::uint64_t lock_removals(const Crossing& crossing, std::uint64_t cover_places) {
    return cover_places & ~crossing.in_cover;
}

}  // namespace sudokit::logic
