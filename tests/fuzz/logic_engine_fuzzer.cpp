// Fuzzes the logic engine on arbitrary pencil-mark positions under a short deadline, and
// checks its soundness where that is cheap: when the position's marks admit exactly one
// solution, no placement may disagree with it and no elimination may remove its digit.
//
// Input: [options] then the candidates of each cell in reading order, as a little-endian
// bit mask (bit d-1 for digit d) of 1 byte for sides up to 8, 2 up to 16, 4 above (see
// input_layouts.hpp). Cells past the end of the input keep every digit.

#include <chrono>
#include <iterator>
#include <optional>

#include "fuzz_support.hpp"
#include "input_layouts.hpp"
#include "sudokit/json.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::fuzz {
namespace {

using Clock = std::chrono::steady_clock;

constexpr auto kDeadline = std::chrono::milliseconds(50);
// Bounds the search for a position's solutions when the givens alone do not settle it.
constexpr int kSearchNodes = 2000;

struct FuzzCase {
    Position position;
    LogicOptions options;
};

FuzzCase case_of(FuzzBytes& bytes) {
    using namespace logic_input;
    const std::uint8_t choice = bytes.take_byte();
    const auto& [box_rows, box_cols] = kShapes[choice & kShapeMask];
    const Shape shape(box_rows, box_cols);
    LogicOptions options;
    options.mode = (choice & kSeMode) != 0 ? LogicMode::se : LogicMode::full;
    options.keep_steps = (choice & kDropSteps) == 0;
    options.finish_with_solver = (choice & kFinishWithSolver) != 0;
    options.uniqueness =
        (choice & kNoUniqueness) != 0 ? UniquenessPolicy::never : UniquenessPolicy::check;

    const int cell_bytes = bytes_per_cell(shape.side());
    const DigitSet all = DigitSet::all(shape.side());
    Candidates marks(shape);
    for (int cell = 0; cell < shape.cell_count() && !bytes.empty(); ++cell) {
        std::uint32_t bits = 0;
        for (int index = 0; index < cell_bytes; ++index)
            bits |= std::uint32_t(bytes.take_byte()) << (8 * index);
        marks[cell] = DigitSet::from_bits(bits) & all;
    }
    return {Position::from_marks(marks), options};
}

// Depth-first search over the marks, up to two solutions, within a node budget and the
// deadline (a node of a 25x25 position costs much more than one of a 9x9).
struct MarkSearch {
    int nodes_left = kSearchNodes;
    Clock::time_point deadline = Clock::now() + kDeadline;
    int found = 0;
    Grid first;
};

// False when the budget ran out before the question was settled.
bool search_marks(const Position& position, MarkSearch& search) {
    if (--search.nodes_left < 0 || Clock::now() > search.deadline) return false;
    int branch_cell = -1;
    int fewest = kMaxSize + 1;
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (position.filled(cell)) continue;
        const int count = position.candidates(cell).size();
        if (count == 0) return true;
        if (count < fewest) {
            fewest = count;
            branch_cell = cell;
        }
    }
    if (branch_cell < 0) {
        if (++search.found == 1) search.first = position.values();
        return true;
    }
    for (int digit : position.candidates(branch_cell)) {
        Position next = position;
        next.place(branch_cell, digit);
        if (!search_marks(next, search)) return false;
        if (search.found >= 2) return true;
    }
    return true;
}

bool agrees_with_marks(const Position& position, const Grid& solution) {
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.filled(cell) && !position.has(cell, solution[cell])) return false;
    }
    return true;
}

// The one solution of the position's marks, when it has exactly one and that is cheap to
// find.
std::optional<Grid> unique_solution(const Position& position) {
    if (has_conflicts(position.values()) || position.has_empty_cell_without_candidates()) {
        return std::nullopt;
    }
    SolveOptions options;
    options.node_limit = 20'000;
    options.deadline = Clock::now() + kDeadline;
    const SolveResult exact = solve(Puzzle(position.values()), options);
    // One solution of the placed digits: the marks allow it or nothing.
    if (exact.verdict == Verdict::unique) {
        if (!agrees_with_marks(position, exact.solutions.front())) return std::nullopt;
        return exact.solutions.front();
    }
    if (exact.verdict != Verdict::multiple && exact.verdict != Verdict::stopped) {
        return std::nullopt;
    }
    // Several for the digits alone: the marks may still narrow them to one.
    MarkSearch search;
    search.first = Grid(position.shape());
    if (!search_marks(position, search) || search.found != 1) return std::nullopt;
    return search.first;
}

void check_in_range(const Step& step, const Shape& shape) {
    for (const auto* list : {&step.placements, &step.eliminations}) {
        for (const CellDigit& candidate : *list) {
            check(candidate.cell >= 0 && candidate.cell < shape.cell_count(),
                  "a step names a cell outside the grid");
            check(candidate.digit >= 1 && candidate.digit <= shape.side(),
                  "a step names a digit outside the side");
        }
    }
}

void check_sound(const Step& step, const Shape& shape, const std::optional<Grid>& solution) {
    check_in_range(step, shape);
    if (!solution) return;
    for (const CellDigit& placement : step.placements) {
        if ((*solution)[placement.cell] != placement.digit) {
            std::fprintf(stderr, "wrong placement: %s\n", describe_step(step, shape).c_str());
            report_bug("a step places a digit the unique solution does not have");
        }
    }
    for (const CellDigit& elimination : step.eliminations) {
        if ((*solution)[elimination.cell] == elimination.digit) {
            std::fprintf(stderr, "wrong elimination: %s\n", describe_step(step, shape).c_str());
            report_bug("a step removes the unique solution's digit");
        }
    }
}

void check_hint(const Position& position, LogicOptions options,
                const std::optional<Grid>& solution) {
    options.deadline = Clock::now() + kDeadline;
    const std::optional<Step> step = next_step(position, options);
    if (!step) return;
    check_sound(*step, position.shape(), solution);
    (void)json_text(to_json(*step, position.shape()));
}

void check_solve(const Position& start, LogicOptions options, const std::optional<Grid>& solution) {
    options.deadline = Clock::now() + kDeadline;
    const LogicResult result = solve_logically(start, options);
    const Shape& shape = start.shape();
    Position replay = start;
    for (const Step& step : result.steps) {
        check_sound(step, shape, solution);
        apply_step(replay, step);
    }
    if (options.keep_steps) {
        check(replay == result.final_position, "the steps do not lead to the final position");
    }
    const Position& end = result.final_position;
    if (result.status == LogicStatus::solved) check(end.solved(), "solved but cells are empty");
    if (!solution) return;
    // "multiple" can be right: the engine counts the solutions of the placed digits alone.
    check(result.status != LogicStatus::no_solution,
          "a position with a solution is said to have none");
    // Also covers the batches of singles that are not kept as steps.
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (end.filled(cell)) {
            check(end.value(cell) == (*solution)[cell], "a cell was solved wrongly");
        } else {
            check(end.has(cell, (*solution)[cell]), "a cell lost its solution's digit");
        }
    }
    (void)json_text(to_json(result));
}

}  // namespace
}  // namespace sudokit::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudokit;
    fuzz::FuzzBytes bytes(data, size);
    const fuzz::FuzzCase fuzz_case = fuzz::case_of(bytes);
    const std::optional<Grid> solution = fuzz::unique_solution(fuzz_case.position);
    fuzz::check_hint(fuzz_case.position, fuzz_case.options, solution);
    fuzz::check_solve(fuzz_case.position, fuzz_case.options, solution);
    return 0;
}
