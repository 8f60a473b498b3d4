// The generator: builds candidate puzzles (top-down or bottom-up) and keeps the first one
// that meets every request (clue count, minimality, technique, rating).

#include <numeric>
#include <stdexcept>

#include "generate/climb.hpp"
#include "generate/clue_addition.hpp"
#include "generate/clue_giveback.hpp"
#include "generate/clue_removal.hpp"
#include "generate/generator.hpp"
#include "generate/logic_gate.hpp"
#include "generate/minimality.hpp"
#include "generate/random_source.hpp"
#include "generate/uniqueness.hpp"
#include "generate/variant_generator.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

using namespace generate;

// Local-search moves spent on a candidate that rates below a requested minimum of 7.0 or
// more before a fresh one is started. Below 7.0 fresh candidates pay better (measured: the
// climb did not raise the yield of expert puzzles), above it the climb finds 9+ puzzles in
// seconds where blind filtering takes minutes.
constexpr int kClimbFrom = 70;
constexpr int kClimbMoves = 200;

struct Candidate {
    Grid puzzle;
    Grid solution;
    bool minimal_by_construction = false;
    bool orbit_minimal_by_construction = false;
};

class Generator {
  public:
    Generator(const GenerateOptions& options, std::uint64_t seed, GenerationMemory& memory)
        : options_(options),
          random_(seed),
          stop_{options.deadline, options.cancel},
          orbits_(memory.orbits().orbits(options.shape, options.symmetry)),
          order_(memory.orbits().scratch()),
          cells_(memory.orbits().orbits(options.shape, Symmetry::none)),
          session_(memory.solving()) {
        order_ = orbits_;
        if (!options_.rating_bands.empty()) options_.rating = draw_band();
        set_up_gates();
    }

    std::optional<GeneratedPuzzle> run() {
        int rejected = 0;
        while (!stop_.stop_requested()) {
            std::optional<Candidate> candidate = options_.method == GenerationMethod::top_down
                                                     ? build_top_down()
                                                     : build_bottom_up();
            if (candidate) {
                if (floor_ && options_.rating->min >= kClimbFrom) climb(*candidate);
                if (options_.clue_range) give_back_to_clue_range(*candidate);
                if (std::optional<GeneratedPuzzle> result = accept(*candidate)) {
                    result->rejected = rejected;
                    return result;
                }
            }
            ++rejected;
        }
        return std::nullopt;
    }

  private:
    // The puzzle's own part of the rating range, drawn by weight.
    RatingRange draw_band() {
        int total = 0;
        for (const RatingBand& band : options_.rating_bands)
            total += band.weight;
        int pick = random_.below(total);
        for (const RatingBand& band : options_.rating_bands) {
            if (pick < band.weight) return band.range;
            pick -= band.weight;
        }
        return options_.rating_bands.back().range;
    }

    void set_up_gates() {
        RequestGates gates = request_gates(options_, stop_, session_);
        ceiling_ = std::move(gates.ceiling);
        without_technique_ = std::move(gates.without_technique);
        // In SE's order the techniques come by base rating, so a puzzle that the techniques
        // below the floor solve (with every step below it) rates below it: reject it cheaply.
        if (options_.rating && options_.rating_mode == LogicMode::se && options_.rating->min > 10) {
            const int below = options_.rating->min - 1;
            floor_.emplace(LogicMode::se, techniques_rated_at_most(LogicMode::se, below), below,
                           stop_, session_);
        }
    }

    // The orbits in a fresh random order (shuffled in place: swapping vectors allocates
    // nothing). The reference stays valid until the next call.
    const std::vector<std::vector<int>>& shuffled_orbits() {
        random_.shuffle(std::span<std::vector<int>>(order_));
        return order_;
    }

    // Whether the rating asked for lies above what singles, box-line interactions and naked
    // pairs reach (hard and up). Then the removals those rules prove at once are the ones that
    // can make a puzzle hard enough, and a quick check with singles alone often runs over its
    // budget on them and keeps their clues: 29 of 40 hard 64x64 candidates came out too easy
    // (seeds 1-11), against 3 of 14 with those rules at each check's first node, each
    // candidate taking about twice the time (6.0 s to 3.5 s a puzzle on average, the slowest
    // 15.6 s to 5.5 s). Budgets apply above 16x16 only, so smaller grids are not concerned.
    bool floor_above_pairs() const {
        return options_.rating &&
               options_.rating->min > technique_base_rating(Technique::naked_pair);
    }

    // The removal rules for a clue target: stop at an exact count unless minimality is
    // asked for (then go all the way and compare at the end).
    RemovalRules removal_rules(const LogicGate* gate) const {
        RemovalRules rules;
        rules.node_limit = options_.check_node_limit;
        if (floor_above_pairs()) rules.quick_rules = QuickCheckRules::strong_first_node;
        rules.settle_over_budget = options_.minimal;
        rules.gate = gate;
        if (options_.clues && !options_.minimal) rules.floor = rules.stop_at = *options_.clues;
        return rules;
    }

    void finish_removal(Candidate& candidate, const std::vector<std::vector<int>>& order) {
        RemovalRules rules = removal_rules(ceiling_ ? &*ceiling_ : nullptr);
        rules.solution = &candidate.solution;
        remove_orbits(candidate.puzzle, order, rules, stop_);
        bool pure = !ceiling_;
        if (options_.minimal && !pure) {
            // Minimal was asked for: after the techniques' limit, take away what uniqueness
            // alone allows (the rating is checked afterwards).
            RemovalRules uniqueness_only = removal_rules(nullptr);
            uniqueness_only.solution = &candidate.solution;
            remove_orbits(candidate.puzzle, order, uniqueness_only, stop_);
            pure = true;
        }
        // Checks over a node budget keep clues without proof unless they are settled.
        const bool went_all_the_way = pure && rules.stop_at == 0 &&
                                      (options_.check_node_limit == 0 || rules.settle_over_budget);
        candidate.orbit_minimal_by_construction = went_all_the_way;
        candidate.minimal_by_construction = went_all_the_way && options_.symmetry == Symmetry::none;
    }

    std::optional<Candidate> build_top_down() {
        std::optional<Grid> solution = random_solution_grid(options_.shape, random_.next(),
                                                            options_.deadline, options_.cancel);
        if (!solution) return std::nullopt;
        Candidate candidate{*solution, *solution};
        finish_removal(candidate, shuffled_orbits());
        return candidate;
    }

    std::optional<Candidate> build_bottom_up() {
        Candidate candidate{Grid(options_.shape), Grid(options_.shape)};
        if (!add_orbits_until_unique(candidate.puzzle, shuffled_orbits(), random_,
                                     options_.check_node_limit, stop_)) {
            return std::nullopt;
        }
        SolveOptions solve_options;
        solve_options.keep_solutions = 1;
        candidate.solution = solve(Puzzle(candidate.puzzle), solve_options).solutions.front();
        const int clues = candidate.puzzle.filled_count();
        if (options_.minimal || ceiling_ || (options_.clues && clues > *options_.clues) ||
            (options_.max_clues && clues > *options_.max_clues)) {
            finish_removal(candidate, shuffled_orbits());
        } else if (options_.clues && clues < *options_.clues) {
            add_solution_clues(candidate, *options_.clues);
        }
        return candidate;
    }

    // A candidate that the techniques below the requested rating still solve is made harder
    // by local search instead of being thrown away at once.
    void climb(Candidate& candidate) {
        ClimbSetup setup;
        setup.orbits = orbits_;
        setup.floor = &*floor_;
        setup.removal = removal_rules(ceiling_ ? &*ceiling_ : nullptr);
        setup.moves = kClimbMoves;
        const Grid before = candidate.puzzle;
        climb_above_floor(candidate.puzzle, candidate.solution, random_, setup, stop_);
        if (!(candidate.puzzle == before)) {
            candidate.minimal_by_construction = false;
            candidate.orbit_minimal_by_construction = false;
        }
    }

    // Still at the requested level after clues were given back: above the rating floor (the
    // ceiling holds, as clues of the solution only make the techniques' work shorter).
    bool keeps_floor(const Grid& puzzle) const {
        if (floor_) return !floor_->solves(puzzle);
        if (!options_.rating || options_.rating->min <= 10) return true;
        const std::optional<Rating> rating = rate(puzzle);
        return rating && rating->er >= options_.rating->min;
    }

    // A level's clue count: a target drawn in its range, reached by giving back clues of the
    // solution that keep the puzzle at its level, the first ones to empty houses.
    void give_back_to_clue_range(Candidate& candidate) {
        const ClueRange range = *options_.clue_range;
        GiveBackRules rules;
        rules.target = range.min + random_.below(range.max - range.min + 1);
        rules.most = range.max;
        rules.every_house_given = options_.every_house_given;
        rules.keeps_level = [this](const Grid& puzzle) { return keeps_floor(puzzle); };
        std::optional<Grid> placed_by_floor;
        if (floor_) placed_by_floor = floor_->progress(candidate.puzzle);
        if (placed_by_floor) rules.known_to_keep = &*placed_by_floor;
        const int before = candidate.puzzle.filled_count();
        give_back_clues(candidate.puzzle, candidate.solution, shuffled_orbits(), rules, stop_);
        if (candidate.puzzle.filled_count() != before) {
            candidate.minimal_by_construction = false;
            candidate.orbit_minimal_by_construction = false;
        }
    }

    // Gives back solution digits, orbit by orbit, up to a clue target (uniqueness stays).
    void add_solution_clues(Candidate& candidate, int target) {
        GiveBackRules rules;
        rules.target = rules.most = target;
        give_back_clues(candidate.puzzle, candidate.solution, shuffled_orbits(), rules, stop_);
    }

    std::optional<Rating> rate(const Grid& puzzle) const {
        return rate_candidate(Puzzle(puzzle), options_, *session_);
    }

    // Asked for, minimality is settled whatever the checks' budget; else reported as far as
    // the budget proves it.
    bool minimal(const Grid& puzzle) const {
        return every_orbit_needed(puzzle, cells_, options_.minimal ? 0 : options_.check_node_limit);
    }

    std::optional<GeneratedPuzzle> accept(const Candidate& candidate) const {
        const int clues = candidate.puzzle.filled_count();
        if (options_.clues && clues != *options_.clues) return std::nullopt;
        if (options_.max_clues && clues > *options_.max_clues) return std::nullopt;
        if (options_.clue_range && !options_.clue_range->contains(clues)) return std::nullopt;
        if (options_.every_house_given && has_empty_house(candidate.puzzle)) return std::nullopt;
        GeneratedPuzzle result;
        // Minimality filters first when asked for; otherwise it is only reported, so it is
        // worked out for the puzzle that is kept.
        if (options_.minimal) {
            result.minimal = candidate.minimal_by_construction || minimal(candidate.puzzle);
            if (!result.minimal) return std::nullopt;
        }
        if (options_.technique) {
            if (!ceiling_->solves(candidate.puzzle)) return std::nullopt;
            if (without_technique_->solves(candidate.puzzle)) return std::nullopt;
        }
        if (options_.rating) {
            if (floor_ && floor_->solves(candidate.puzzle)) return std::nullopt;
            result.rating = rate(candidate.puzzle);
            if (!result.rating || !options_.rating->contains(result.rating->er)) {
                return std::nullopt;
            }
        } else if (options_.technique || options_.rate) {
            result.rating = rate(candidate.puzzle);
        }
        if (stop_.stop_requested()) return std::nullopt;
        // Each removal was proved by the solver (or forced by the other clues); one last
        // count to two guards the whole construction.
        const Uniqueness final_check =
            check_uniqueness(candidate.puzzle, options_.check_node_limit, stop_);
        if (final_check == Uniqueness::none || final_check == Uniqueness::multiple) {
            throw std::logic_error("generator built a puzzle without a unique solution");
        }
        if (!options_.minimal) {
            result.minimal = candidate.minimal_by_construction || minimal(candidate.puzzle);
        }
        result.minimal_by_orbit =
            result.minimal || candidate.orbit_minimal_by_construction ||
            every_orbit_needed(candidate.puzzle, orbits_, options_.check_node_limit);
        result.puzzle = Puzzle(candidate.puzzle);
        result.solution = candidate.solution;
        result.clues = clues;
        return result;
    }

    // A copy: a puzzle's own rating band replaces the range asked for.
    GenerateOptions options_;
    RandomSource random_;
    StopToken stop_;
    const Orbits& orbits_;
    Orbits& order_;        // orbits_, shuffled for each pass
    const Orbits& cells_;  // one orbit per cell, for plain minimality
    std::optional<LogicGate> ceiling_;
    std::optional<LogicGate> without_technique_;
    std::optional<LogicGate> floor_;
    std::shared_ptr<SolvingSession> session_;  // the batch's, where the gates and ratings run
};

}  // namespace

std::optional<GeneratedPuzzle> generate::generate_validated(const GenerateOptions& options,
                                                            std::uint64_t seed,
                                                            GenerationMemory& memory) {
    if (options.variant != PuzzleVariant::classic) return generate_variant(options, seed, memory);
    return Generator(options, seed, memory).run();
}

}  // namespace sudokit
