#include "variant_search_9x9.hpp"

namespace sudokit::detail {

std::unique_ptr<const Variant9x9Tables> variant_9x9_tables(const Geometry& geometry) {
    if (geometry.is_classic()) return nullptr;
    if (fast_9x9_fits(geometry))
        return std::make_unique<const Variant9x9Tables>(extra_houses_9x9(geometry));
    if (bitboard_search_fits(geometry))
        return std::make_unique<const Variant9x9Tables>(std::in_place_type<BitboardHouses>,
                                                        geometry);
    return nullptr;
}

void search_variant_9x9(const Variant9x9Tables& tables, const Grid& givens, Exclusion excluded,
                        SearchContext& context) {
    if (const auto* extra = std::get_if<ExtraHouses9x9>(&tables)) {
        search_fast_9x9(*extra, givens, excluded, context);
    } else {
        search_geometry_bitboard_9x9(std::get<BitboardHouses>(tables), givens, excluded, context);
    }
}

}  // namespace sudokit::detail
