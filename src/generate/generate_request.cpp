#include "sudokit/generate_request.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace sudokit {

namespace {

// Uniqueness checks on sparse 20x20 and larger grids can run for minutes: without a budget
// from the user they get one (a clue is kept when its check runs over). Nearly every removal
// such a check allows is settled at its first node (590 of 608 on a 64x64), while a clue that
// is needed is almost never shown so within any small budget (its check runs over), so most of
// the work is checks that run to their end. 20 nodes keeps the removals that make the harder
// levels (at 10, twice as many 64x64 candidates were too easy for hard) and made 36x36 to
// 64x64 generation 2.6x to 3.6x faster than 100, with the same clue counts within 0.5%
// (docs/large-grids.md).
constexpr std::uint64_t kLargeGridNodeLimit = 20;

}  // namespace

GenerateOptions generate_options(const GenerateRequest& request) {
    GenerateOptions options;
    const std::optional<Shape> shape = Shape::parse_size(request.size);
    if (!shape) throw GenerateRequestError("size", Shape::size_problem(request.size));
    options.shape = *shape;
    const std::optional<PuzzleVariant> variant = parse_variant(request.variant);
    if (!variant) {
        std::string names;
        for (PuzzleVariant each : kPuzzleVariants)
            names += fmt::format(" {}", variant_name(each));
        throw GenerateRequestError(
            "variant", fmt::format("unknown variant '{}'; one of:{}", request.variant, names));
    }
    options.variant = *variant;
    options.largest_cage = request.largest_cage.value_or(0);
    options.single_cell_cages = request.single_cell_cages;
    const std::optional<Symmetry> symmetry = parse_symmetry(request.symmetry);
    if (!symmetry) {
        std::string names;
        for (Symmetry each : all_symmetries())
            names += fmt::format(" {}", symmetry_name(each));
        throw GenerateRequestError(
            "symmetry", fmt::format("unknown symmetry '{}'; one of:{}", request.symmetry, names));
    }
    options.symmetry = *symmetry;
    const std::optional<GenerationMethod> method = parse_method(request.method);
    if (!method) {
        throw GenerateRequestError(
            "method",
            fmt::format("unknown method '{}'; one of: top-down bottom-up", request.method));
    }
    options.method = *method;
    options.minimal = request.minimal;
    options.clues = request.clues;
    options.max_clues = request.max_clues;
    const std::optional<LogicMode> mode = parse_logic_mode(request.mode);
    if (!mode) {
        throw GenerateRequestError("mode",
                                   fmt::format("unknown mode '{}'; one of: se full", request.mode));
    }
    options.rating_mode = *mode;
    options.rate = request.rate;
    options.check_node_limit =
        request.node_limit.value_or(options.shape.side() >= 20 ? kLargeGridNodeLimit : 0);
    if (!request.difficulty.empty()) {
        const std::optional<DifficultyLevel> level = parse_level(request.difficulty);
        if (!level) {
            throw GenerateRequestError(
                "difficulty", fmt::format("unknown difficulty '{}'; one of: easy medium hard "
                                          "expert diabolical",
                                          request.difficulty));
        }
        apply_level(options, *level);
        // A clue count asked for replaces the level's clue conventions.
        if (request.clues || request.max_clues || request.minimal) {
            options.clue_range.reset();
            options.every_house_given = false;
        }
    }
    if (!request.rating.empty()) {
        const std::optional<RatingRange> range = parse_rating_range(request.rating);
        if (!range) {
            throw GenerateRequestError(
                "rating", fmt::format("'{}' is not a rating range: write MIN-MAX on SE's "
                                      "scale, e.g. 4.5-6.2, 9- or -3.4",
                                      request.rating));
        }
        // With a difficulty too, both must hold: the puzzle's rating is in both ranges.
        if (options.rating) {
            const RatingRange level = *options.rating;
            const RatingRange both{std::max(level.min, range->min),
                                   std::min(level.max, range->max)};
            if (both.min > both.max) {
                throw GenerateRequestError(
                    "rating", fmt::format("--rating {} and --difficulty {} (SE {:.1f}-{:.1f}) "
                                          "have no rating in common; give one of them",
                                          request.rating, request.difficulty, level.min / 10.0,
                                          level.max / 10.0));
            }
            options.rating = both;
            // A rating range asked for is taken as it is, not in the level's bands.
            options.rating_bands.clear();
        } else {
            options.rating = range;
        }
    }
    if (!request.technique.empty()) {
        options.technique = parse_technique(request.technique);
        if (!options.technique) {
            throw GenerateRequestError("technique", unknown_technique_message(request.technique));
        }
        // The technique decides the hardest step; the level's bands would fight it.
        options.rating_bands.clear();
    }
    return options;
}

}  // namespace sudokit
