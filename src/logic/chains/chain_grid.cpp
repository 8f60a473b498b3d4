#include "core/shape_table.hpp"
#include "logic/chains/chain_engine.hpp"
#include "logic/intersection_rules.hpp"

namespace sudokit::logic::chains {

namespace {

Geometry build_geometry(const Shape& shape) {
    Geometry geometry;
    geometry.shape = shape;
    geometry.n = shape.side();
    geometry.cells = shape.cell_count();
    geometry.candidates = geometry.cells * geometry.n;
    geometry.house_cells.resize(static_cast<std::size_t>(shape.house_count() * geometry.n));
    for (int house = 0; house < shape.house_count(); ++house) {
        const auto cells = shape.house_cells(house);
        for (int position = 0; position < geometry.n; ++position) {
            geometry.house_cells[house * geometry.n + position] = cells[position];
        }
    }
    geometry.houses.resize(geometry.cells);
    geometry.places.resize(geometry.cells);
    for (int cell = 0; cell < geometry.cells; ++cell) {
        const int houses[3] = {shape.box_house(shape.box_of(cell)), shape.row_of(cell),
                               shape.column_house(shape.col_of(cell))};
        for (int kind = 0; kind < 3; ++kind) {
            geometry.houses[cell][kind] = houses[kind];
            for (int position = 0; position < geometry.n; ++position) {
                const int other = geometry.cell_at(houses[kind], position);
                if (other == cell) geometry.places[cell][kind] = position;
            }
        }
    }
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
        for (const int peer : shape.peers(cell))
            row[peer / 64] |= std::uint64_t{1} << (peer % 64);
    }
    geometry.crossings = &HouseCrossings::of(shape);
    return geometry;
}

}  // namespace

const Geometry& Geometry::of(const Shape& shape) {
    // One table per shape, built on first use and shared by every search.
    return table_for_shape<Geometry>(shape, build_geometry);
}

CandidateGrid CandidateGrid::from(const Geometry& geometry, const Position& position) {
    CandidateGrid grid;
    const int houses = 3 * geometry.n;
    grid.cell.assign(geometry.cells, 0);
    grid.where.assign(static_cast<std::size_t>(houses * geometry.n), 0);
    for (int cell = 0; cell < geometry.cells; ++cell) {
        if (position.filled(cell)) continue;
        grid.cell[cell] = position.candidates(cell).bits();
        for (int kind = 0; kind < 3; ++kind) {
            const int house = geometry.houses[cell][kind];
            const std::uint32_t bit = 1u << geometry.places[cell][kind];
            for (int digit : position.candidates(cell)) {
                grid.where[house * geometry.n + digit - 1] |= bit;
            }
        }
    }
    return grid;
}

}  // namespace sudokit::logic::chains
