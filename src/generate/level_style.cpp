// What a named level means to the generator beyond its rating range: the clue counts setters
// give its puzzles, and bands of the range that spread its hardest techniques.

#include <array>

#include "sudokit/generate.hpp"

namespace sudokit {
namespace {

struct LevelStyle {
    // Newspaper easy puzzles have 30-36 clues; harder levels take fewer. Each range holds
    // clue counts the generator reaches at its level without throwing most candidates away.
    ClueRange clues;
    // Left alone, the removal pass makes each puzzle as hard as the level's ceiling lets it,
    // so most end on the same technique, the one near the ceiling that random puzzles need
    // most often (expert: BUG type 1 in 8 puzzles of 10). So each puzzle draws a band by
    // weight: the whole level, made fast, or a band that leaves that technique out, where most
    // candidates end on it and are thrown away. The weights keep every technique under 40%
    // of a level's puzzles while spending as little time as they can on the slow bands (the
    // shares and the speed are measured by generate_bench). Weight 0: no band.
    std::array<RatingBand, 3> bands;
};

constexpr std::array<LevelStyle, 5> kStyles{{
    // Easy: hidden singles in boxes; then hidden singles in lines, direct pointing and pairs.
    {{30, 36}, {{{{10, 23}, 4}, {{15, 16}, 3}, {{17, 23}, 3}}}},
    // Medium: pointing; then claiming, naked and hidden pairs, X-wings.
    {{28, 32}, {{{{24, 34}, 3}, {{28, 34}, 2}, {{0, 0}, 0}}}},
    // Hard: XY-wing; then unique rectangles and XYZ-wings, and triples and swordfish below.
    {{26, 30}, {{{{35, 46}, 5}, {{44, 46}, 4}, {{35, 41}, 1}}}},
    // Expert: BUG type 1; then the other BUG types and aligned pair exclusion; then aligned
    // pair exclusion alone, so that BUG type 2 does not take BUG type 1's place.
    {{24, 28}, {{{{47, 64}, 5}, {{57, 64}, 7}, {{58, 64}, 2}}}},
    // Diabolical: forcing XY-chains; then forcing X-chains below and cell, region and dynamic
    // forcing chains above.
    {{22, 27}, {{{{65, 200}, 13}, {{65, 69}, 3}, {{75, 200}, 4}}}},
}};

const LevelStyle& style_of(DifficultyLevel level) {
    return kStyles[static_cast<std::size_t>(level)];
}

}  // namespace

ClueRange level_clue_range(DifficultyLevel level) {
    return style_of(level).clues;
}

void apply_level(GenerateOptions& options, DifficultyLevel level) {
    const auto [min, max] = rating_range_of(level);
    options.rating = RatingRange{min, max};
    // The clue conventions are those of 9x9 puzzles, and the bands were measured on 9x9 in
    // SE's order (techniques by base rating) on classic puzzles; other puzzles get the rating
    // range alone.
    if (options.shape.side() != 9 || options.variant != PuzzleVariant::classic) return;
    options.clue_range = style_of(level).clues;
    options.every_house_given = true;
    options.rating_bands.clear();
    if (options.rating_mode != LogicMode::se) return;
    for (const RatingBand& band : style_of(level).bands) {
        if (band.weight > 0) options.rating_bands.push_back(band);
    }
}

}  // namespace sudokit
