#pragma once

// Sudoku Explainer's three figures, built as the steps of a solve come: ER the hardest step,
// EP the hardest up to the first placement, ED the first step. Steps by the exact solver count
// as steps but rate nothing.

#include "sudokit/logic.hpp"

namespace sudokit::logic {

class RatingTracker {
  public:
    // `count` steps of the same technique in a row (a batch of singles).
    void add(Technique technique, int rating, bool places, int count = 1) {
        if (technique != Technique::solver) {
            if (rating > rating_.er) {
                rating_.er = rating;
                rating_.hardest = technique;
            }
            if (steps_ == 0) rating_.ed = rating;
            if (!placed_) rating_.ep = rating_.er;
            if (places) placed_ = true;
        }
        steps_ += count;
    }

    Rating rating() const {
        Rating rating = rating_;
        rating.level = level_of_rating(rating.er);
        return rating;
    }
    int hardest_rating() const { return rating_.er; }
    int steps() const { return steps_; }
    bool placed() const { return placed_; }

  private:
    Rating rating_;
    int steps_ = 0;
    bool placed_ = false;
};

}  // namespace sudokit::logic
