#include <algorithm>

#include "core/shape_table.hpp"
#include "logic/chains/chain_engine.hpp"
#include "logic/intersection_rules.hpp"

namespace sudokit::logic::chains {

namespace {

// The chain engine's tables from houses as data. Each cell must be in one row, one column
// and one box (or a jigsaw's region), numbered as a Shape numbers them (rows 0..N-1, columns
// N..2N-1, boxes or regions 2N..3N-1); the houses after those (diagonals, windows) are each
// cell's extra houses, in their order.
Geometry build_geometry(const sudokit::Geometry& source, const HouseCrossings& crossings) {
    const Shape& shape = source.shape();
    Geometry geometry;
    geometry.shape = shape;
    geometry.source = &source;
    geometry.n = shape.side();
    geometry.cells = shape.cell_count();
    geometry.candidates = geometry.cells * geometry.n;
    geometry.house_count = source.house_count();
    geometry.house_cells.resize(static_cast<std::size_t>(geometry.house_count * geometry.n));
    for (int house = 0; house < geometry.house_count; ++house) {
        const auto cells = source.house_cells(house);
        for (int position = 0; position < geometry.n; ++position) {
            geometry.house_cells[house * geometry.n + position] = cells[position];
        }
    }
    auto place_in = [&](int house, int cell) {
        for (int position = 0; position < geometry.n; ++position) {
            if (geometry.cell_at(house, position) == cell) return position;
        }
        return -1;
    };
    geometry.houses.resize(geometry.cells);
    geometry.places.resize(geometry.cells);
    geometry.extra_first.assign(static_cast<std::size_t>(geometry.cells) + 1, 0);
    for (int cell = 0; cell < geometry.cells; ++cell) {
        const auto own = source.houses_of(cell);  // ascending: row, column, box or region, ...
        const int houses[3] = {own[2], own[0], own[1]};
        for (int kind = 0; kind < 3; ++kind) {
            geometry.houses[cell][kind] = houses[kind];
            geometry.places[cell][kind] = place_in(houses[kind], cell);
        }
        geometry.extra_first[static_cast<std::size_t>(cell)] =
            static_cast<int>(geometry.extra.size());
        for (std::size_t index = 3; index < own.size(); ++index) {
            // The cells of this house already met in the cell's earlier houses.
            std::uint32_t seen_before = 0;
            for (int position = 0; position < geometry.n; ++position) {
                const int other = geometry.cell_at(own[index], position);
                const auto earlier = own.subspan(0, index);
                if (std::any_of(earlier.begin(), earlier.end(),
                                [&](int house) { return place_in(house, other) >= 0; }))
                    seen_before |= 1u << position;
            }
            geometry.extra.push_back(
                ExtraHouse{own[index], place_in(own[index], cell), seen_before});
        }
        geometry.most_extras = std::max(geometry.most_extras, static_cast<int>(own.size()) - 3);
    }
    geometry.extra_first.back() = static_cast<int>(geometry.extra.size());
    geometry.shared.resize(static_cast<std::size_t>(geometry.cells));
    for (int cell = 0; cell < geometry.cells; ++cell) {
        const auto& houses = geometry.houses[static_cast<std::size_t>(cell)];
        auto& shared = geometry.shared[static_cast<std::size_t>(cell)];
        for (int kind = 0; kind < 3; ++kind) {
            for (int other_kind = 0; other_kind < 3; ++other_kind) {
                shared[kind][other_kind] = 0;
                for (int position = 0; position < geometry.n; ++position) {
                    const int other = geometry.cell_at(houses[kind], position);
                    const auto& other_houses = geometry.houses[static_cast<std::size_t>(other)];
                    if (other_houses[other_kind] == houses[other_kind])
                        shared[kind][other_kind] |= 1u << position;
                }
            }
        }
    }
    geometry.cell_words = (geometry.cells + 63) / 64;
    geometry.peer_bits.assign(
        static_cast<std::size_t>(geometry.cells) * static_cast<std::size_t>(geometry.cell_words),
        0);
    for (int cell = 0; cell < geometry.cells; ++cell) {
        std::uint64_t* row =
            &geometry.peer_bits[static_cast<std::size_t>(cell * geometry.cell_words)];
        for (const int peer : source.peers(cell))
            row[peer / 64] |= std::uint64_t{1} << (peer % 64);
    }
    geometry.crossings = &crossings;
    return geometry;
}

}  // namespace

const Geometry& Geometry::of(const Shape& shape) {
    // One table per shape, built on first use and shared by every search.
    return table_for_shape<Geometry>(shape, [](const Shape& classic) {
        return build_geometry(sudokit::Geometry::classic(classic), HouseCrossings::of(classic));
    });
}

bool Geometry::fits(const sudokit::Geometry& source) {
    const int side = source.side();
    if (side > kMaxChainSide || source.house_count() < 3 * side || !source.all_houses_complete() ||
        source.has_cages())
        return false;
    for (int cell = 0; cell < source.cell_count(); ++cell) {
        const auto own = source.houses_of(cell);
        if (own.size() < 3 || own.size() > static_cast<std::size_t>(kMaxCellHouses) ||
            own[0] >= side || own[1] < side || own[1] >= 2 * side || own[2] < 2 * side ||
            own[2] >= 3 * side) {
            return false;
        }
    }
    return true;
}

Geometry Geometry::of_houses(const sudokit::Geometry& source, const HouseCrossings& crossings) {
    return build_geometry(source, crossings);
}

CandidateGrid CandidateGrid::from(const Geometry& geometry, const Position& position) {
    CandidateGrid grid;
    grid.cell.assign(geometry.cells, 0);
    grid.where.assign(static_cast<std::size_t>(geometry.house_count * geometry.n), 0);
    for (int cell = 0; cell < geometry.cells; ++cell) {
        if (position.filled(cell)) continue;
        // Narrowing is safe: the chains take sides up to kMaxChainSide only.
        grid.cell[cell] = static_cast<std::uint32_t>(position.candidates(cell).bits());
        geometry.for_each_house(cell, [&](int house, int place, int) {
            for (int digit : position.candidates(cell)) {
                grid.where[house * geometry.n + digit - 1] |= 1u << place;
            }
        });
    }
    return grid;
}

}  // namespace sudokit::logic::chains
