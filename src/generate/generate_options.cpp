// Names and text forms of the generator's options, and their validation.

#include <charconv>
#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "generate/generator.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/geometry.hpp"

namespace sudokit {
namespace {

// A rating as people write it, "6.2" or "9", in tenths.
std::optional<int> parse_tenths(std::string_view text) {
    if (text.empty() || text.size() > 8) return std::nullopt;
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0 || value > 100) {
        return std::nullopt;
    }
    return static_cast<int>(std::lround(value * 10));
}

// The smallest clue counts with a unique solution, where they are known.
int fewest_unique_clues(const Shape& shape) {
    switch (shape.side()) {
        case 4:
            return 4;
        case 6:
            return 8;
        case 9:
            return 17;
        default:
            return 1;
    }
}

// Whether some union of whole orbits has exactly `target` cells (a subset sum).
bool orbit_sizes_reach(const std::vector<std::vector<int>>& orbits, int target) {
    std::vector<bool> reachable(static_cast<std::size_t>(target + 1), false);
    reachable[0] = true;
    for (const std::vector<int>& orbit : orbits) {
        const int size = static_cast<int>(orbit.size());
        for (int sum = target; sum >= size; --sum) {
            if (reachable[sum - size]) reachable[sum] = true;
        }
    }
    return reachable[target];
}

// Refuses what a variant cannot have: cage options outside Killers, and givens, symmetry and
// bottom-up building for Killers.
void validate_variant(const GenerateOptions& options) {
    const PuzzleVariant variant = options.variant;
    const std::string name(variant_name(variant));
    // Larger grids of these variants cannot be made in reasonable time yet: filling an empty
    // 16x16 windoku, jigsaw or Killer grid alone can take the search millions of nodes.
    const int largest_side = variant == PuzzleVariant::x ? 16 : 9;
    if (variant != PuzzleVariant::classic && options.shape.side() > largest_side) {
        throw GenerateError(fmt::format("{} puzzles are generated up to {}x{}; {}x{} is not yet",
                                        name, largest_side, largest_side, options.shape.side(),
                                        options.shape.side()));
    }
    const bool cage_options = options.largest_cage != 0 || !options.single_cell_cages;
    if (!has_cages(variant)) {
        if (cage_options) {
            throw GenerateError(
                fmt::format("cage options are for killer and killer-x puzzles, not {}", name));
        }
        if (variant != PuzzleVariant::classic && options.method != GenerationMethod::top_down) {
            throw GenerateError(
                fmt::format("{} puzzles are generated top-down only: give no --method", name));
        }
        if (variant == PuzzleVariant::windoku &&
            Geometry::with_windows(options.shape).house_count() == 3 * options.shape.side()) {
            throw GenerateError(fmt::format("a {0}x{0} grid has no room for windoku windows",
                                            options.shape.side()));
        }
        return;
    }
    if (options.clues || options.max_clues || options.minimal || options.clue_range) {
        throw GenerateError(fmt::format(
            "{} puzzles have no givens: --clues, --max-clues and --minimal do not apply", name));
    }
    if (options.symmetry != Symmetry::none) {
        throw GenerateError(fmt::format(
            "{} puzzles have no givens to place symmetrically: give no --symmetry", name));
    }
    if (options.method != GenerationMethod::top_down) {
        throw GenerateError(
            fmt::format("{} cages are cut from a full grid: give no --method", name));
    }
    const int side = options.shape.side();
    const int largest = options.largest_cage == 0 ? side : options.largest_cage;
    const int smallest = options.single_cell_cages ? 1 : 2;
    if (largest < smallest || largest > side) {
        throw GenerateError(
            fmt::format("--largest-cage {}: a cage has {} to {} cells", largest, smallest, side));
    }
}

}  // namespace

std::string_view variant_name(PuzzleVariant variant) {
    switch (variant) {
        case PuzzleVariant::classic:
            return "classic";
        case PuzzleVariant::x:
            return "x";
        case PuzzleVariant::windoku:
            return "windoku";
        case PuzzleVariant::jigsaw:
            return "jigsaw";
        case PuzzleVariant::killer:
            return "killer";
        case PuzzleVariant::killer_x:
            return "killer-x";
    }
    return "classic";
}

std::optional<PuzzleVariant> parse_variant(std::string_view name) {
    for (PuzzleVariant variant : kPuzzleVariants) {
        if (variant_name(variant) == name) return variant;
    }
    return std::nullopt;
}

bool has_cages(PuzzleVariant variant) {
    return variant == PuzzleVariant::killer || variant == PuzzleVariant::killer_x;
}

std::string_view method_name(GenerationMethod method) {
    return method == GenerationMethod::top_down ? "top-down" : "bottom-up";
}

std::optional<GenerationMethod> parse_method(std::string_view name) {
    if (name == "top-down") return GenerationMethod::top_down;
    if (name == "bottom-up") return GenerationMethod::bottom_up;
    return std::nullopt;
}

std::optional<RatingRange> parse_rating_range(std::string_view text) {
    const std::size_t dash = text.find('-');
    if (dash == std::string_view::npos) {
        const std::optional<int> exact = parse_tenths(text);
        if (!exact) return std::nullopt;
        return RatingRange{*exact, *exact};
    }
    const std::string_view low = text.substr(0, dash);
    const std::string_view high = text.substr(dash + 1);
    if (low.empty() && high.empty()) return std::nullopt;
    RatingRange range;
    if (!low.empty()) {
        const std::optional<int> value = parse_tenths(low);
        if (!value) return std::nullopt;
        range.min = *value;
    }
    if (!high.empty()) {
        const std::optional<int> value = parse_tenths(high);
        if (!value) return std::nullopt;
        range.max = *value;
    }
    if (range.min > range.max) return std::nullopt;
    return range;
}

std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index) {
    // Two rounds of the splitmix64 finaliser over the pair: neighbouring indices and seeds
    // give unrelated streams.
    std::uint64_t mixed = seed ^ (0x9E3779B97F4A7C15ull * (index + 1));
    for (int round = 0; round < 2; ++round) {
        mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9ull;
        mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBull;
        mixed ^= mixed >> 31;
    }
    return mixed;
}

std::optional<std::string> generation_warning(const GenerateOptions& options) {
    if (options.technique == Technique::nested_forcing_chain) {
        return "puzzles that need nested forcing chains (ER 9.5 and up) are among the hardest "
               "known; random generation rarely makes one, so expect to reach the time limit";
    }
    return std::nullopt;
}

void validate(const GenerateOptions& options) {
    generate::OrbitCache orbits;
    generate::validate(options, orbits);
}

void generate::validate(const GenerateOptions& options, OrbitCache& orbit_cache) {
    validate_variant(options);
    const Shape& shape = options.shape;
    const int cells = shape.cell_count();
    // Variants' extra houses make fewer clues enough; how few is not known for each.
    const int fewest = options.variant == PuzzleVariant::classic ? fewest_unique_clues(shape) : 1;
    const Orbits& orbits = orbit_cache.orbits(shape, options.symmetry);
    const std::string where = fmt::format("{0}x{0}", shape.side());
    if (options.clues) {
        const int clues = *options.clues;
        if (clues < fewest || clues > cells) {
            throw GenerateError(
                fmt::format("--clues {}: a unique {} puzzle has between {} and {} clues", clues,
                            where, fewest, cells));
        }
        if (!orbit_sizes_reach(orbits, clues)) {
            throw GenerateError(
                fmt::format("--clues {}: no union of {} symmetry orbits has exactly {} cells",
                            clues, symmetry_name(options.symmetry), clues));
        }
    }
    if (options.max_clues && *options.max_clues < fewest) {
        throw GenerateError(
            fmt::format("--max-clues {}: a unique {} puzzle needs at least {} clues",
                        *options.max_clues, where, fewest));
    }
    if (options.clues && options.max_clues && *options.clues > *options.max_clues) {
        throw GenerateError(fmt::format("--clues {} is more than --max-clues {}", *options.clues,
                                        *options.max_clues));
    }
    if (options.clue_range) {
        const ClueRange range = *options.clue_range;
        if (options.clues || options.max_clues || options.minimal) {
            throw GenerateError(
                "a clue range goes with neither a clue count, a maximum nor --minimal: give one");
        }
        if (range.min > range.max || range.min < fewest || range.max > cells) {
            throw GenerateError(
                fmt::format("clues {}-{}: a unique {} puzzle has between {} and "
                            "{} clues",
                            range.min, range.max, where, fewest, cells));
        }
        bool reachable = false;
        for (int clues = range.min; clues <= range.max && !reachable; ++clues)
            reachable = orbit_sizes_reach(orbits, clues);
        if (!reachable) {
            throw GenerateError(fmt::format("no union of {} symmetry orbits has {}-{} cells",
                                            symmetry_name(options.symmetry), range.min, range.max));
        }
    }
    for (const RatingBand& band : options.rating_bands) {
        if (!options.rating || band.weight <= 0 || band.range.min > band.range.max ||
            band.range.min < options.rating->min || band.range.max > options.rating->max) {
            throw GenerateError(
                "each rating band needs a positive weight and a part of the "
                "rating range");
        }
    }
    if (options.rating) {
        if (options.rating->min > options.rating->max) {
            throw GenerateError("the rating range is empty (minimum above maximum)");
        }
        if (options.rating->max < 10) {
            throw GenerateError("ratings start at 1.0 (a full house); the range is below it");
        }
    }
    if (options.technique) {
        const Technique technique = *options.technique;
        if (!all_techniques().test(static_cast<std::size_t>(technique))) {
            throw GenerateError(fmt::format("'{}' is not a technique a puzzle can need",
                                            technique_name(technique)));
        }
        // The chain finder that finds cycles finds forcing chains of the same kind too, and
        // every elimination a cycle makes, the forcing chain that assumes the eliminated digit
        // makes as well (placing it turns both of the loop's neighbours off, and the loop's
        // alternation then ends in a contradiction). A puzzle solved with cycles is solved
        // without them: none needs one.
        if (technique == Technique::x_cycle || technique == Technique::y_cycle) {
            const bool x = technique == Technique::x_cycle;
            throw GenerateError(fmt::format(
                "no puzzle needs {0}: the same finder's forcing {1} chains make every "
                "elimination an {1} cycle makes, so a puzzle solved with one is solved without "
                "it; ask for forcing-{2}-chain",
                technique_name(technique), x ? "X" : "Y", x ? "x" : "y"));
        }
        if (options.rating && technique_base_rating(technique) > options.rating->max) {
            throw GenerateError(
                fmt::format("{} rates {:.1f} at least, above the requested maximum {:.1f}",
                            technique_name(technique), technique_base_rating(technique) / 10.0,
                            options.rating->max / 10.0));
        }
    }
}

}  // namespace sudokit
