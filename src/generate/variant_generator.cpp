// Variant puzzles. The houses come first: X-Sudoku's diagonals, windoku's windows, or a
// jigsaw's regions drawn at random (a layout the search finds no solution for in its budget
// is drawn again). The exact solver then fills the empty grid in a seeded random order.
//
// X, windoku and jigsaw puzzles lose clues as classic ones do: each symmetry orbit in random
// order is taken away when the puzzle stays unique on its houses (and, for a difficulty, the
// allowed techniques still solve it); the puzzle is then rated on the level's range. A clue
// the other givens force at once (a naked or hidden single) goes without a search.
//
// Killers have no givens: the grid is cut into cages (killer_cages.hpp) and, while the
// cages allow a second solution, a cage holding a cell where the two differ is split, by a
// cut the second solution's digits do not sum to when one exists. Every cell its own cage is
// unique, so the loop ends; a cut that left no way forward starts over with new cages. For a
// level, a unique Killer that the techniques under the ceiling leave stuck has a cage cut
// where they left cells open; after such a cut the gate is asked first (its techniques
// assume nothing of uniqueness, so their solve proves it), the count only when stuck again.

#include "generate/variant_generator.hpp"

#include <algorithm>
#include <bit>
#include <memory>
#include <span>
#include <stdexcept>
#include <vector>

#include "generate/jigsaw_regions.hpp"
#include "generate/killer_cages.hpp"
#include "generate/logic_gate.hpp"
#include "generate/minimality.hpp"
#include "generate/random_source.hpp"
#include "generate/unavoidable_sets.hpp"
#include "generate/uniqueness.hpp"
#include "sudokit/bit_count.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::generate {
namespace {

// Search nodes allowed, per cell, to fill an empty grid; a layout that takes more is drawn
// again. Some jigsaw layouts have no solution at all, and a search does not soon prove it
// (2 million nodes did not): on 9x9 about one layout in forty, which with a budget of
// 20,000 nodes took most of a jigsaw's generation. Most fills that succeed take 30-80 nodes
// (in 300 fills at 9x9, 90% of jigsaw and windoku fills took at most 50 and 273 nodes, X
// fills at most 59), so a budget of four nodes a cell redraws a few layouts and wastes
// little on those that have no solution (2 to 8 nodes a cell cost within 4% of each other).
constexpr std::uint64_t kFillNodesPerCell = 4;
// Splits tried on one cut of cages before it is given up for a new one.
constexpr int kMostSplits = 200;

// Whether the givens force `digit` into the empty `cell` at once: every other digit is in a
// peer (a naked single), or in some house every other empty cell sees the digit in a peer
// (a hidden single).
ForcedBy forced_by_givens(const Geometry& houses, const Grid& givens, int cell, int digit) {
    const auto sees_digit = [&](int from, int wanted) {
        for (int peer : houses.peers(from)) {
            if (givens[peer] == wanted) return true;
        }
        return false;
    };
    std::uint64_t seen = 0;
    for (int peer : houses.peers(cell)) {
        if (givens[peer] != 0) seen |= std::uint64_t{1} << (givens[peer] - 1);
    }
    if (bit_count(seen) == houses.side() - 1) return ForcedBy::naked_single;
    for (int house : houses.houses_of(cell)) {
        if (static_cast<int>(houses.house(house).cells.size()) != houses.side()) continue;
        bool only_place = true;
        for (int other : houses.house_cells(house)) {
            if (other == cell || givens[other] != 0) continue;
            if (!sees_digit(other, digit)) {
                only_place = false;
                break;
            }
        }
        if (only_place) return ForcedBy::hidden_single;
    }
    return ForcedBy::nothing;
}

// Whether singles put every clue of `removed` straight back, one after another, and which:
// then the puzzle without them has the same single solution.
ForcedRemoval singles_restore(const Geometry& houses, Grid givens, std::span<const int> removed,
                              const Grid& solution) {
    ForcedRemoval removal;
    std::vector<int> open(removed.begin(), removed.end());
    while (!open.empty()) {
        ForcedBy how = ForcedBy::nothing;
        const auto forced = std::find_if(open.begin(), open.end(), [&](int cell) {
            how = forced_by_givens(houses, givens, cell, solution[cell]);
            return how != ForcedBy::nothing;
        });
        if (forced == open.end()) return {};
        removal.came_back_as(how);
        givens.set(*forced, solution[*forced]);
        open.erase(forced);
    }
    removal.forced = true;
    return removal;
}

class VariantGenerator {
  public:
    VariantGenerator(const GenerateOptions& options, std::uint64_t seed, GenerationMemory& memory)
        : options_(options),
          random_(seed),
          stop_(options.stop_token()),
          orbits_(memory.orbits().orbits(options.shape, options.symmetry)),
          fixed_houses_(memory.fixed_houses(options.variant, options.shape)),
          session_(memory.solving()) {
        set_up_gates();
    }

    std::optional<GeneratedPuzzle> run() {
        int rejected = 0;
        while (!stop_.stop_requested()) {
            std::optional<GeneratedPuzzle> made =
                has_cages(options_.variant) ? build_killer() : build_with_clues();
            if (made) {
                made->rejected = rejected;
                return made;
            }
            ++rejected;
        }
        return std::nullopt;
    }

  private:
    void set_up_gates() {
        RequestGates gates = request_gates(options_, stop_, session_);
        ceiling_ = std::move(gates.ceiling);
        without_technique_ = std::move(gates.without_technique);
    }

    // The variant's houses: the batch's own where they never change, else a jigsaw's regions
    // drawn afresh.
    std::shared_ptr<const Geometry> draw_houses() {
        if (fixed_houses_) return fixed_houses_;
        const Shape& shape = options_.shape;
        if (options_.variant != PuzzleVariant::jigsaw) return std::make_shared<Geometry>(shape);
        auto built = Geometry::with_regions(shape, random_jigsaw_regions(shape, random_));
        if (auto* geometry = std::get_if<Geometry>(&built)) {
            return std::make_shared<Geometry>(std::move(*geometry));
        }
        throw std::logic_error("random jigsaw regions were refused: " +
                               std::get<GeometryError>(built).message);
    }

    // A random solution on the houses, or nullopt when the search ran over its budget.
    std::optional<Grid> fill(const std::shared_ptr<const Geometry>& houses) {
        SolveOptions fill_options;
        fill_options.solution_limit = 1;
        fill_options.keep_solutions = 1;
        fill_options.seed = random_.next();
        fill_options.node_limit =
            kFillNodesPerCell * static_cast<std::uint64_t>(options_.shape.cell_count());
        fill_options.deadline = options_.deadline;
        fill_options.cancel = options_.cancel;
        Puzzle empty(Grid(options_.shape));
        empty.houses = houses;
        SolveResult result = solve(empty, fill_options);
        if (result.solutions.empty()) return std::nullopt;
        return result.solutions.front();
    }

    std::optional<GeneratedPuzzle> build_with_clues() {
        std::shared_ptr<const Geometry> houses = draw_houses();
        const std::optional<Grid> solution = fill(houses);
        if (!solution) return std::nullopt;
        Puzzle puzzle(*solution);
        puzzle.houses = houses;
        const RemovalChecks checks(*houses);
        std::vector<bool> needed(static_cast<std::size_t>(solution->shape().cell_count()), false);
        std::vector<std::vector<int>> order = orbits_;
        random_.shuffle(std::span<std::vector<int>>(order));
        remove_orbits(puzzle, *solution, order, ceiling_ ? &*ceiling_ : nullptr, checks, needed);
        bool pure = !ceiling_;
        if (options_.minimal && !pure) {
            remove_orbits(puzzle, *solution, order, nullptr, checks, needed);
            pure = true;
        }
        const bool whole_pass =
            pure && !options_.clues && (options_.check_node_limit == 0 || settles_over_budget());
        return accept(std::move(puzzle), *solution, whole_pass, checks, needed);
    }

    // Takes each orbit's clues away, in the given order, when the puzzle stays unique and
    // passes the gate; stops at a requested clue count. Marks in `needed` each clue kept
    // because a second solution was proved without it: taking more clues away later never
    // brings uniqueness back, so the finished puzzle needs it too.
    void remove_orbits(Puzzle& puzzle, const Grid& solution,
                       const std::vector<std::vector<int>>& order, const LogicGate* gate,
                       const RemovalChecks& checks, std::vector<bool>& needed) {
        int clues = puzzle.givens.filled_count();
        UnavoidableSets unavoidable(*puzzle.houses, solution, puzzle.givens);
        // The current puzzle is known to be solved by the gate's closure alone (a full grid
        // is): the next removal's verdict is then yes once the closure puts it back.
        bool closure_alone = clues == puzzle.givens.shape().cell_count();
        for (const std::vector<int>& orbit : order) {
            if (stop_.stop_requested()) return;
            if (options_.clues && clues <= *options_.clues) return;
            bool complete = true;
            for (int cell : orbit)
                complete = complete && !puzzle.givens.empty(cell);
            if (!complete) continue;
            if (options_.clues && clues - static_cast<int>(orbit.size()) < *options_.clues) {
                continue;
            }
            const Grid before = puzzle.givens;
            for (int cell : orbit)
                puzzle.givens.clear(cell);
            // Clues the others put back by singles leave the solutions as they were.
            const ForcedRemoval removal =
                singles_restore(*puzzle.houses, puzzle.givens, orbit, solution);
            const bool forced = removal.forced;
            // A gate that does not assume uniqueness proves it where it solves the puzzle; where
            // the closure solved the puzzle before, it answers quickly: asked first, it saves
            // the search.
            std::optional<LogicGate::Verdict> early;
            if (gate && !forced && closure_alone && !gate->assumes_uniqueness() &&
                !unavoidable.emptied_by(orbit))
                early = gate->judge_removal(puzzle, orbit);
            const Uniqueness second =
                forced  ? Uniqueness::none
                : early ? (early->solves ? Uniqueness::none : Uniqueness::unknown)
                        : second_solution(puzzle, solution, orbit, unavoidable, checks);
            bool keep = second == Uniqueness::none;
            if (early) {
                if (keep) closure_alone = early->closure_alone;
            } else if (keep && gate) {
                if (forced && gate->passes_forced_removals()) {
                    closure_alone = closure_alone && gate->closure_restores(removal);
                } else {
                    const LogicGate::Verdict verdict =
                        gate->judge_removal(puzzle, closure_alone ? orbit : std::span<const int>());
                    keep = verdict.solves;
                    if (keep) closure_alone = verdict.closure_alone;
                }
            }
            if (keep) {
                clues -= static_cast<int>(orbit.size());
                unavoidable.remove(orbit);
            } else {
                puzzle.givens = before;
                if (second == Uniqueness::multiple && orbit.size() == 1)
                    needed[static_cast<std::size_t>(orbit[0])] = true;
            }
        }
    }

    // Whether the puzzle, unique with `solution` before the orbit's clues went, has another
    // solution without them: `none`, `multiple`, or `unknown` over the check's budget. An
    // unavoidable set left without a clue proves a second solution. Else one clue: a single
    // search for a solution without its digit there; several: a count to two.
    // Where minimality is asked for, a check over the budget is run again without one.
    Uniqueness second_solution(const Puzzle& puzzle, const Grid& solution,
                               std::span<const int> orbit, UnavoidableSets& unavoidable,
                               const RemovalChecks& checks) const {
        if (unavoidable.emptied_by(orbit)) return Uniqueness::multiple;
        const auto search = [&](std::uint64_t node_limit) {
            if (orbit.size() == 1)
                return checks.has_solution_without(puzzle, orbit[0], solution, node_limit, stop_);
            const Uniqueness counted = check_uniqueness(puzzle, node_limit, stop_);
            return counted == Uniqueness::unique ? Uniqueness::none : counted;
        };
        return settled_check(search, options_.check_node_limit, settles_over_budget(), stop_);
    }

    // Minimality needs every removal settled, so its checks do not end at the node budget.
    bool settles_over_budget() const { return options_.minimal && options_.check_node_limit > 0; }

    std::optional<GeneratedPuzzle> accept(Puzzle puzzle, const Grid& solution, bool whole_pass,
                                          const RemovalChecks& checks,
                                          const std::vector<bool>& needed) {
        const int clues = puzzle.givens.filled_count();
        if (options_.clues && clues != *options_.clues) return std::nullopt;
        if (options_.max_clues && clues > *options_.max_clues) return std::nullopt;
        GeneratedPuzzle result;
        const bool minimal_by_construction = whole_pass && options_.symmetry == Symmetry::none;
        result.minimal =
            minimal_by_construction || every_clue_needed(puzzle, solution, checks, needed);
        if (options_.minimal && !result.minimal) return std::nullopt;
        if (!meets_request(puzzle, result)) return std::nullopt;
        // (Without symmetry each orbit is one cell: minimal by orbit is minimal.)
        result.minimal_by_orbit = result.minimal || whole_pass ||
                                  (options_.symmetry != Symmetry::none &&
                                   every_orbit_needed(puzzle, orbits_, options_.check_node_limit));
        // Removals were proved one at a time: one last count to two guards the whole build.
        const Uniqueness final_check = checks.check_uniqueness(
            puzzle, settles_over_budget() ? 0 : options_.check_node_limit, stop_);
        if (final_check == Uniqueness::unknown) return std::nullopt;
        if (final_check != Uniqueness::unique)
            throw std::logic_error("generator built a variant puzzle without a unique solution");
        return finish(std::move(result), std::move(puzzle), solution);
    }

    // Whether every clue of the puzzle (unique, with `solution`) is needed: those marked in
    // `needed` are; each other one is when a solution has another digit in its cell.
    bool every_clue_needed(const Puzzle& puzzle, const Grid& solution, const RemovalChecks& checks,
                           const std::vector<bool>& needed) const {
        Puzzle trial = puzzle;
        for (int cell = 0; cell < puzzle.givens.shape().cell_count(); ++cell) {
            if (puzzle.givens.empty(cell) || needed[static_cast<std::size_t>(cell)]) continue;
            trial.givens.clear(cell);
            const Uniqueness second = checks.has_solution_without(
                trial, cell, solution, settles_over_budget() ? 0 : options_.check_node_limit,
                stop_);
            trial.givens.set(cell, solution[cell]);
            if (second != Uniqueness::multiple) return false;
        }
        return true;
    }

    // Whether the puzzle needs the technique asked for and rates in the range asked for (the
    // rating kept in `result` when one was asked for), checked before the stop.
    // Where the techniques under the ceiling ran out, the cells they left open go to
    // `open_when_stuck`.
    bool meets_request(const Puzzle& puzzle, GeneratedPuzzle& result,
                       std::vector<int>* open_when_stuck = nullptr) const {
        // The gate first: with the techniques under the ceiling alone, a puzzle beyond it is
        // refused without the long searches of the hardest ones.
        std::optional<Rating> rated;  // the whole engine's rating, when the gate's run is it
        if (ceiling_) {
            LogicGate::Judged judged = ceiling_->judge(puzzle);
            if (!judged.solves) {
                if (open_when_stuck) *open_when_stuck = std::move(judged.open_when_stuck);
                return false;
            }
            if (ceiling_->mode() == options_.rating_mode)
                rated = std::move(judged.whole_engine_rating);
        }
        if (without_technique_ && without_technique_->solves(puzzle)) return false;
        if (options_.rating || options_.technique || options_.rate) {
            result.rating = rated ? std::move(rated) : rate_candidate(puzzle, options_, *session_);
            if (options_.rating &&
                (!result.rating || !options_.rating->contains(result.rating->er))) {
                return false;
            }
        }
        return !stop_.stop_requested();
    }

    std::optional<GeneratedPuzzle> build_killer() {
        std::shared_ptr<const Geometry> base = draw_houses();
        const std::optional<Grid> solution = fill(base);
        if (!solution) return std::nullopt;
        CageRules rules;
        rules.largest = options_.largest_cage > 0 ? options_.largest_cage : options_.shape.side();
        rules.single_cells = options_.single_cell_cages;
        std::optional<std::vector<CageSpec>> cages = random_cages(*solution, rules, random_);
        if (!cages) return std::nullopt;
        // After a cut where the gate's techniques ran out, the gate is asked before the count:
        // where they solve the puzzle without assuming it unique, that proves it unique.
        bool gate_first = false;
        for (int split = 0; split <= kMostSplits && !stop_.stop_requested(); ++split) {
            Puzzle puzzle = killer_puzzle(*base, *cages);
            GeneratedPuzzle made;
            made.minimal = made.minimal_by_orbit = true;  // no clue to take away
            std::vector<int> open_when_stuck;
            if (gate_first) {
                if (meets_request(puzzle, made, &open_when_stuck))
                    return finish(std::move(made), std::move(puzzle), *solution);
                if (open_when_stuck.empty()) return std::nullopt;
                // Stuck again: whether a second solution came in decides the next cut.
            }
            const SolveResult result = count_to_two(puzzle);
            if (result.verdict == Verdict::unique) {
                if (!gate_first && meets_request(puzzle, made, &open_when_stuck)) {
                    // The count above settled this very puzzle's uniqueness.
                    return finish(std::move(made), std::move(puzzle), *solution);
                }
                // Where the techniques under the ceiling ran out, a cut cage gives them a new
                // sum (the two parts may repeat a digit the whole could not: uniqueness is
                // proved again).
                if (open_when_stuck.empty() ||
                    !split_where_open(*cages, open_when_stuck, *solution, rules)) {
                    return std::nullopt;
                }
                gate_first = ceiling_ && !ceiling_->assumes_uniqueness();
                continue;
            }
            if (result.verdict != Verdict::multiple) return std::nullopt;  // over budget
            const Grid& other =
                result.solutions[0] == *solution ? result.solutions[1] : result.solutions[0];
            if (!split_where_they_differ(*cages, *solution, other, rules)) return std::nullopt;
            gate_first = false;
        }
        return std::nullopt;
    }

    // Two solutions of the puzzle at most, within the check's budget.
    SolveResult count_to_two(const Puzzle& puzzle) const {
        return cage_solutions_to_two(puzzle, options_.check_node_limit, stop_);
    }

    Puzzle killer_puzzle(const Geometry& base, const std::vector<CageSpec>& cages) const {
        auto houses = std::make_shared<Geometry>(base);
        if (const std::optional<GeometryError> error = houses->add_cages(cages)) {
            throw std::logic_error("generated cages were refused: " + error->message);
        }
        Puzzle puzzle(Grid(options_.shape));
        puzzle.houses = std::move(houses);
        return puzzle;
    }

    // Splits the cage of a random cell where the solutions differ (some such cage can be
    // split unless every one is too small).
    bool split_where_they_differ(std::vector<CageSpec>& cages, const Grid& solution,
                                 const Grid& other, const CageRules& rules) {
        std::vector<std::size_t> differing;
        for (std::size_t index = 0; index < cages.size(); ++index) {
            for (int cell : cages[index].cells) {
                if (solution[cell] != other[cell]) {
                    differing.push_back(index);
                    break;
                }
            }
        }
        random_.shuffle(std::span<std::size_t>(differing));
        for (std::size_t index : differing) {
            if (split_cage(cages, index, solution, other, rules, random_)) return true;
        }
        return false;
    }

    // Splits a random cage holding one of the `open` cells (some such cage can be split
    // unless every one is too small).
    bool split_where_open(std::vector<CageSpec>& cages, const std::vector<int>& open,
                          const Grid& solution, const CageRules& rules) {
        std::vector<std::size_t> holding;
        for (std::size_t index = 0; index < cages.size(); ++index) {
            const std::vector<int>& cells = cages[index].cells;
            if (std::any_of(cells.begin(), cells.end(), [&](int cell) {
                    return std::binary_search(open.begin(), open.end(), cell);
                })) {
                holding.push_back(index);
            }
        }
        random_.shuffle(std::span<std::size_t>(holding));
        for (std::size_t index : holding) {
            if (split_cage(cages, index, solution, solution, rules, random_)) return true;
        }
        return false;
    }

    // Fills in the finished puzzle, its uniqueness known.
    std::optional<GeneratedPuzzle> finish(GeneratedPuzzle made, Puzzle puzzle,
                                          const Grid& solution) const {
        made.clues = puzzle.givens.filled_count();
        made.puzzle = std::move(puzzle);
        made.solution = solution;
        if (!made.rating && options_.rate)
            made.rating = report_rating(made.puzzle, options_.rating_mode, *session_);
        return made;
    }

    const GenerateOptions& options_;
    RandomSource random_;
    StopToken stop_;
    const Orbits& orbits_;
    std::shared_ptr<const Geometry> fixed_houses_;  // the batch's, or null (a jigsaw's are drawn)
    std::shared_ptr<SolvingSession> session_;       // the batch's, where gates and ratings run
    std::optional<LogicGate> ceiling_;
    std::optional<LogicGate> without_technique_;
};

}  // namespace

std::optional<GeneratedPuzzle> generate_variant(const GenerateOptions& options, std::uint64_t seed,
                                                GenerationMemory& memory) {
    // A Killer is rated on the full scale: Sudoku Explainer's order has no cage techniques.
    if (has_cages(options.variant) && options.rating_mode != LogicMode::full) {
        GenerateOptions full = options;
        full.rating_mode = LogicMode::full;
        return VariantGenerator(full, seed, memory).run();
    }
    return VariantGenerator(options, seed, memory).run();
}

}  // namespace sudokit::generate
