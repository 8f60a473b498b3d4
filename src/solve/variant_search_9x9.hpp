#pragma once

#include <memory>
#include <variant>

#include "fast_search.hpp"
#include "search_context.hpp"
#include "sudokit/geometry.hpp"

namespace sudokit::detail {

// The fast search of a 9x9 variant, chosen once per geometry: the band search with the extra
// houses where it takes them (X-Sudoku, windoku), else the bitboard search (jigsaw). What the
// chosen search needs of the houses is built here, so callers that search one geometry many
// times (the generator's removal checks) build it once.
using Variant9x9Tables = std::variant<ExtraHouses9x9, BitboardHouses>;

// Null where neither search takes the geometry (cages, other sides) or it is the classic one.
std::unique_ptr<const Variant9x9Tables> variant_9x9_tables(const Geometry& geometry);

// One search of the chosen kind, with `excluded.digit` out of `excluded.cell` (none when the
// cell is negative); it honours the SearchContext contract.
void search_variant_9x9(const Variant9x9Tables& tables, const Grid& givens, Exclusion excluded,
                        SearchContext& context);

}  // namespace sudokit::detail
