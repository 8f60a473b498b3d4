#pragma once

// Soundness sweep for the basic techniques: step through real puzzles with a list of finders
// (the first that finds something wins, as in the engine), checking every step against the
// known solution. The counts tell a test which techniques actually fired, so a sweep in which
// a finder never finds anything fails instead of passing silently.

#include <cstdio>
#include <cstdlib>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "logic_test_support.hpp"

namespace sudokit::testing {

struct SweepCounts {
    std::map<Technique, int> steps;  // steps found, by technique
    int puzzles = 0;
    int solved = 0;  // puzzles the finders completed
    int steps_of(Technique technique) const {
        auto found = steps.find(technique);
        return found == steps.end() ? 0 : found->second;
    }
};

// Checks the evidence every basic step must carry for the web page.
inline ::testing::AssertionResult step_has_evidence(const Step& step) {
    if (step.rating != technique_base_rating(step.technique)) {
        return ::testing::AssertionFailure()
               << technique_name(step.technique) << " rated " << step.rating;
    }
    if (step.digits.empty() || step.cells.empty() || step.pattern.empty()) {
        return ::testing::AssertionFailure()
               << technique_name(step.technique) << " lacks digits, cells or pattern";
    }
    if (step.technique != Technique::naked_single && step.houses.empty()) {
        return ::testing::AssertionFailure() << technique_name(step.technique) << " lacks houses";
    }
    return ::testing::AssertionSuccess();
}

inline SweepCounts sweep_finders(const std::vector<Puzzle>& puzzles,
                                 std::span<const logic::Finder> finders, LogicMode mode) {
    SweepCounts counts;
    for (const Puzzle& puzzle : puzzles) {
        const Grid solution = unique_solution(puzzle);
        Position position = Position::from_puzzle(puzzle);
        ++counts.puzzles;
        const int step_limit = position.shape().cell_count() * position.shape().side();
        for (int step_count = 0; step_count < step_limit && !position.solved(); ++step_count) {
            const logic::FindContext context = context_for(position, mode);
            std::optional<Step> step;
            for (logic::Finder finder : finders) {
                step = finder(context);
                if (step) break;
            }
            if (!step) break;
            ++counts.steps[step->technique];
            EXPECT_TRUE(step_is_sound(position, *step, solution));
            EXPECT_TRUE(step_has_evidence(*step));
            const Position before = position;
            apply_step(position, *step);
            if (position == before) {
                ADD_FAILURE() << "no progress: " << describe_step(*step, position.shape());
                break;
            }
        }
        if (position.solved()) ++counts.solved;
    }
    if (std::getenv("SUDOKIT_SWEEP_COUNTS") != nullptr) {
        for (const auto& [technique, count] : counts.steps)
            std::printf("%s %d\n", std::string(technique_name(technique)).c_str(), count);
        std::printf("solved %d of %d\n", counts.solved, counts.puzzles);
    }
    return counts;
}

// The first ~300 hard and ~500 sparse puzzles the sweeps run on.
inline std::vector<Puzzle> sweep_puzzles() {
    std::vector<Puzzle> puzzles = load_data_set("puzzles3_magictour_top1465", 300);
    const std::vector<Puzzle> sparse = load_data_set("puzzles2_17_clue", 500);
    puzzles.insert(puzzles.end(), sparse.begin(), sparse.end());
    return puzzles;
}

}  // namespace sudokit::testing
