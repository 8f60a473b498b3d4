#include "print/page_layout.hpp"

#include <algorithm>

namespace sudokit::print {

namespace {

// Room left for the slots: the page inside its margins, less heading and footer.
Rect slot_area(const PageFrame& frame) {
    const Rect content{frame.margin, frame.margin, frame.paper.width - 2 * frame.margin,
                       frame.paper.height - 2 * frame.margin};
    const double heading = frame.heading_height > 0 ? frame.heading_height + frame.gap / 2 : 0;
    const double footer = frame.footer_height > 0 ? frame.footer_height + frame.gap / 2 : 0;
    return {content.x, content.y + heading, content.width,
            std::max(0.0, content.height - heading - footer)};
}

int rows_for(int per_page, int columns) {
    return (per_page + columns - 1) / columns;
}

}  // namespace

bool Rect::contains(const Rect& other) const {
    // A hair of tolerance: positions are sums of doubles.
    constexpr double kSlack = 1e-9;
    return other.x >= x - kSlack && other.y >= y - kSlack && other.right() <= right() + kSlack &&
           other.bottom() <= bottom() + kSlack;
}

bool Rect::overlaps(const Rect& other) const {
    constexpr double kSlack = 1e-9;
    return x < other.right() - kSlack && other.x < right() - kSlack &&
           y < other.bottom() - kSlack && other.y < bottom() - kSlack;
}

double grid_width_for(const PageFrame& frame, Arrangement arrangement) {
    const Rect area = slot_area(frame);
    const double width = (area.width - (arrangement.columns - 1) * frame.gap) / arrangement.columns;
    const double height = (area.height - (arrangement.rows - 1) * frame.gap) / arrangement.rows -
                          frame.caption_height;
    return std::max(0.0, std::min(width, height * frame.grid_aspect));
}

Arrangement choose_arrangement(const PageFrame& frame, int per_page) {
    per_page = std::max(per_page, 1);
    Arrangement best;
    double best_width = -1;
    int best_empty = 0;
    for (int columns = 1; columns <= per_page; ++columns) {
        const Arrangement candidate{columns, rows_for(per_page, columns)};
        // A whole empty row would only shrink the grids.
        const int empty = candidate.columns * candidate.rows - per_page;
        if (empty >= candidate.columns) continue;
        const double width = grid_width_for(frame, candidate);
        // Widths within a point of each other look the same: prefer the fuller grid of slots.
        const bool clearly_larger = width > best_width + 1;
        const bool as_large_and_fuller = width > best_width - 1 && empty < best_empty;
        if (best_width < 0 || clearly_larger || as_large_and_fuller) {
            best = candidate;
            best_width = width;
            best_empty = empty;
        }
    }
    return best;
}

PageLayout layout_page(const PageFrame& frame, int per_page) {
    per_page = std::max(per_page, 1);
    PageLayout layout;
    layout.content = {frame.margin, frame.margin, frame.paper.width - 2 * frame.margin,
                      frame.paper.height - 2 * frame.margin};
    if (frame.heading_height > 0) {
        layout.heading = {layout.content.x, layout.content.y, layout.content.width,
                          frame.heading_height};
    }
    if (frame.footer_height > 0) {
        layout.footer = {layout.content.x, layout.content.bottom() - frame.footer_height,
                         layout.content.width, frame.footer_height};
    }
    layout.arrangement = choose_arrangement(frame, per_page);
    const Arrangement& arrangement = layout.arrangement;
    const double width = grid_width_for(frame, arrangement);
    const double height = width / frame.grid_aspect;
    const double slot_height = frame.caption_height + height;
    const double block_width = arrangement.columns * width + (arrangement.columns - 1) * frame.gap;
    const double block_height = arrangement.rows * slot_height + (arrangement.rows - 1) * frame.gap;
    const Rect area = slot_area(frame);
    const double left = area.x + (area.width - block_width) / 2;
    const double top = area.y + (area.height - block_height) / 2;
    for (int index = 0; index < per_page; ++index) {
        const int row = index / arrangement.columns;
        const int column = index % arrangement.columns;
        const int in_this_row = std::min(arrangement.columns, per_page - row * arrangement.columns);
        // A short last row sits in the middle rather than flush left.
        const double row_indent = (arrangement.columns - in_this_row) * (width + frame.gap) / 2;
        const double x = left + row_indent + column * (width + frame.gap);
        const double y = top + row * (slot_height + frame.gap);
        layout.slots.push_back({Rect{x, y, width, frame.caption_height},
                                Rect{x, y + frame.caption_height, width, height}});
    }
    return layout;
}

}  // namespace sudokit::print
