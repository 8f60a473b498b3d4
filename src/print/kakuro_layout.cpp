#include "print/kakuro_layout.hpp"

#include <algorithm>

#include "print/page_drawing.hpp"

namespace sudokit::print {

double BoardEnvelope::aspect() const {
    return empty() ? 1.0 : static_cast<double>(columns) / rows;
}

BoardEnvelope kakuro_envelope(const std::vector<PrintEntry>& entries) {
    BoardEnvelope envelope;
    for (const PrintEntry& entry : entries) {
        if (!entry.kakuro) continue;
        envelope.rows = std::max(envelope.rows, entry.kakuro->puzzle->rows());
        envelope.columns = std::max(envelope.columns, entry.kakuro->puzzle->columns());
    }
    return envelope;
}

Rect kakuro_board_rect(const Rect& grid, int rows, int columns) {
    rows = std::max(rows, 1);
    columns = std::max(columns, 1);
    const double cell = std::min(grid.width / columns, grid.height / rows);
    const double width = cell * columns;
    return {grid.x + (grid.width - width) / 2, grid.y, width, cell * rows};
}

int readable_kakuro_count(const PrintOptions& options, PageKind kind, int wanted,
                          BoardEnvelope envelope) {
    if (envelope.empty()) return std::max(wanted, 1);
    const PageFrame frame = page_frame(options, kind, envelope.aspect());
    const double smallest =
        kind == PageKind::puzzles ? kSmallestKakuroSquare : kSmallestKakuroSolutionSquare;
    for (int count = std::max(wanted, 1); count > 1; --count) {
        const double width = grid_width_for(frame, choose_arrangement(frame, count));
        if (width / envelope.columns >= smallest) return count;
    }
    return 1;
}

}  // namespace sudokit::print
