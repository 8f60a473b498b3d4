#pragma once

// What the Killer finders work out about each sum of a puzzle, kept from one finder call to
// the next. The finders ask about every sum at every step, and a step changes the cells of a
// few: a sum whose cells read the same as last time gives the same answers, so the answers
// are kept with a revision number of the cells they came from.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "logic/killer/fitting_answers.hpp"
#include "logic/killer/sum_fit.hpp"
#include "logic/killer/sum_groups.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/position.hpp"

namespace sudokit::logic::killer {

// A sum's cells as last read from a position.
struct SumView {
    SumCells cells;  // a placed cell holds its digit alone; the differences are the rules'
    // Per cell, 1 when placed: a placed cell and an open one with a single candidate read
    // alike in `cells`, and the steps treat them differently.
    std::vector<std::uint8_t> placed;
    int open = 0;                // cells not placed
    std::uint64_t revision = 0;  // changes whenever `cells` or `placed` do
};

// The finders whose "nothing here" is kept per sum: each reads only the sum's own cells.
enum class QuietFinder : std::uint8_t { bounds, fitting };

class SumMemory {
  public:
    // Forgets the sums of the last puzzle and takes those of a new one (`groups` found on
    // `rules`); the answers kept by their cells' contents (fitting_answers.hpp) stay.
    void reset(const std::vector<SumGroup>& groups, const Geometry& rules);

    // The cells of sum `group` read from `position` (their revision unchanged when they read
    // as before).
    const SumView& read(std::size_t group, const Position& position);
    // What the cells last read allow (fitting_candidates), worked out once per revision, and
    // then only for cells not met before.
    const std::vector<DigitSet>& fitting(std::size_t group);
    // Whether `finder` found nothing in the cells last read, at this revision; and noting so.
    bool quiet(std::size_t group, QuietFinder finder) const;
    void note_quiet(std::size_t group, QuietFinder finder);

  private:
    struct Entry {
        std::vector<int> cells;  // the sum's cells, ascending
        SumView view;
        std::vector<DigitSet> fitting;
        std::uint64_t fitting_revision = 0;  // the revision `fitting` is for; 0: none
        std::array<std::uint64_t, 2> quiet_revision{};
    };
    std::vector<Entry> entries_;
    std::uint64_t last_revision_ = 0;
    FittingAnswers answers_;
};

}  // namespace sudokit::logic::killer
