#include "logic/intersection_rules.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "core/shape_table.hpp"

namespace sudokit::logic {

HouseCrossings::HouseCrossings(int cell_count, const std::vector<std::vector<int>>& houses) {
    const int house_count = static_cast<int>(houses.size());
    // Each cell's houses and its place in each, to find the houses a house meets.
    std::vector<std::vector<std::pair<int, int>>> homes(static_cast<std::size_t>(cell_count));
    for (int house = 0; house < house_count; ++house) {
        const std::vector<int>& cells = houses[static_cast<std::size_t>(house)];
        for (int place = 0; place < static_cast<int>(cells.size()); ++place)
            homes[static_cast<std::size_t>(cells[static_cast<std::size_t>(place)])].emplace_back(
                house, place);
    }
    crossing_begin_.push_back(0);
    place_begin_.push_back(0);
    through_begin_.push_back(0);
    // Per cover, what one base shares with it (zero between bases), and the covers met.
    std::vector<Crossing> met(static_cast<std::size_t>(house_count));
    std::vector<int> covers;
    std::vector<Crossing> own;
    for (int base = 0; base < house_count; ++base) {
        const std::vector<int>& cells = houses[static_cast<std::size_t>(base)];
        covers.clear();
        for (int place = 0; place < static_cast<int>(cells.size()); ++place) {
            for (const auto& [cover, cover_place] :
                 homes[static_cast<std::size_t>(cells[static_cast<std::size_t>(place)])]) {
                if (cover == base) continue;
                Crossing& crossing = met[static_cast<std::size_t>(cover)];
                if (crossing.in_base == 0) covers.push_back(cover);
                crossing.cover = cover;
                crossing.in_base |= std::uint64_t{1} << place;
                crossing.in_cover |= std::uint64_t{1} << cover_place;
            }
        }
        // Crossings come in cover order.
        std::sort(covers.begin(), covers.end());
        own.clear();
        for (int cover : covers) {
            Crossing& crossing = met[static_cast<std::size_t>(cover)];
            // A crossing of one cell locks nothing: one place is a hidden single.
            if (std::popcount(crossing.in_base) >= 2) own.push_back(crossing);
            crossing = Crossing{};
        }
        for (int place = 0; place < static_cast<int>(cells.size()); ++place) {
            for (std::size_t index = 0; index < own.size(); ++index) {
                if ((own[index].in_base >> place) & 1u) {
                    through_.push_back(static_cast<std::uint16_t>(index));
                }
            }
            through_begin_.push_back(static_cast<int>(through_.size()));
        }
        crossings_.insert(crossings_.end(), own.begin(), own.end());
        crossing_begin_.push_back(static_cast<int>(crossings_.size()));
        place_begin_.push_back(place_begin_.back() + static_cast<int>(cells.size()));
    }
}

namespace {

std::vector<std::vector<int>> cells_of_houses(const Geometry& geometry) {
    std::vector<std::vector<int>> houses;
    for (const House& house : geometry.houses())
        houses.push_back(house.cells);
    return houses;
}

}  // namespace

HouseCrossings::HouseCrossings(const Geometry& geometry)
    : HouseCrossings(geometry.cell_count(), cells_of_houses(geometry)) {}

const HouseCrossings& HouseCrossings::of(const Shape& shape) {
    return table_for_shape<HouseCrossings>(
        shape, [](const Shape& classic) { return HouseCrossings(Geometry::classic(classic)); });
}

}  // namespace sudokit::logic
