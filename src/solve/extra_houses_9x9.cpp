#include <stdexcept>

#include "fast_search.hpp"

namespace sudokit::detail {
namespace {

// Rows, columns and boxes come first in a geometry that keeps its boxes: houses 0-26.
// (A 9-cell cage is a complete house too, but its sum is a rule this search does not keep.)
constexpr int kClassicHouses = 27;

}  // namespace

bool fast_9x9_fits(const Geometry& geometry) {
    const Shape& shape = geometry.shape();
    return shape.box_rows() == 3 && shape.box_cols() == 3 && geometry.keeps_boxes() &&
           !geometry.has_sums() && geometry.all_houses_complete() &&
           geometry.house_count() - kClassicHouses <= ExtraHouses9x9::kMost;
}

ExtraHouses9x9 extra_houses_9x9(const Geometry& geometry) {
    if (!fast_9x9_fits(geometry))
        throw std::invalid_argument("extra_houses_9x9: the 9x9 search does not take these houses");
    ExtraHouses9x9 extra;
    for (int house = kClassicHouses; house < geometry.house_count(); ++house) {
        auto& bands = extra.bands[static_cast<std::size_t>(extra.count++)];
        for (int cell : geometry.house_cells(house))
            bands[static_cast<std::size_t>(cell / 27)] |= std::uint32_t{1} << (cell % 27);
        for (int cell : geometry.house_cells(house)) {
            auto& peers = extra.peers[static_cast<std::size_t>(cell)];
            for (std::size_t band = 0; band < 3; ++band)
                peers[band] |= bands[band];
            peers[static_cast<std::size_t>(cell / 27)] &= ~(std::uint32_t{1} << (cell % 27));
        }
    }
    return extra;
}

}  // namespace sudokit::detail
