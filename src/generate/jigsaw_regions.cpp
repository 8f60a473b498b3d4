// Jigsaw regions start as the shape's boxes; then two regions that touch trade cells many
// times over: a cell of one beside the other moves across, and a cell of the other beside the
// first moves back, the trade kept only when both regions stay connected. A trade keeps every
// region's size, so any number of them leaves a valid layout, and enough of them leave no
// trace of the boxes.
//
// Whether a region stays connected without a cell is first asked of the eight cells around
// it: when its edge neighbours in the region lie in one run of the region's cells around it,
// the rest of the region reaches them as before. Only when that ring does not join them is
// the region flooded; the answer is the flood's either way.

#include "generate/jigsaw_regions.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "generate/edge_neighbours.hpp"

namespace sudokit::generate {
namespace {

// Trades tried per cell: many times what it takes to move every cell once (a trade that would
// split a region is undone), so the layout keeps no trace of the boxes.
constexpr int kTradesPerCell = 30;

class RegionLayout {
  public:
    explicit RegionLayout(const Shape& shape)
        : shape_(shape),
          region_(static_cast<std::size_t>(shape.cell_count())),
          members_(static_cast<std::size_t>(shape.side())),
          seen_(static_cast<std::size_t>(shape.cell_count()), 0) {
        neighbours_.reserve(static_cast<std::size_t>(shape.cell_count()));
        ring_.reserve(static_cast<std::size_t>(shape.cell_count()));
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            neighbours_.push_back(edge_neighbours(shape, cell));
            ring_.push_back(ring_around(shape, cell));
            region_[static_cast<std::size_t>(cell)] = shape.box_of(cell);
            members_[static_cast<std::size_t>(shape.box_of(cell))].push_back(cell);
        }
        stack_.reserve(static_cast<std::size_t>(shape.side()));
    }

    int region(int cell) const { return region_[static_cast<std::size_t>(cell)]; }

    // The cell beside `cell` in one of the four directions, or -1 past the edge.
    int neighbour(int cell, int direction) const {
        return neighbours_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(direction)];
    }

    // Moves `cell` into `into` (a region beside it) and a random cell of `into` beside the
    // cell's region back, when both regions stay connected.
    bool trade(int cell, int into, RandomSource& random) {
        const int from = region(cell);
        std::vector<int>& back = back_;
        back.clear();
        for (const int other : members_[static_cast<std::size_t>(into)]) {
            for (const int next : neighbours_[static_cast<std::size_t>(other)]) {
                if (next >= 0 && next != cell && region(next) == from) {
                    back.push_back(other);
                    break;
                }
            }
        }
        if (back.empty()) return false;
        // In reading order, so the draw does not depend on the order of the members.
        std::sort(back.begin(), back.end());
        const int returned =
            back[static_cast<std::size_t>(random.below(static_cast<int>(back.size())))];
        set_region(cell, into);
        set_region(returned, from);
        // `into` with `cell` (beside one of its cells) is connected, and so is `from` with
        // `returned` (beside one of its cells but `cell`): each must stay so without the
        // cell it gave.
        if (connected_without(into, returned, cell) && connected_without(from, cell, returned))
            return true;
        set_region(cell, from);
        set_region(returned, into);
        return false;
    }

    // A symbol per region: letters, then digits, '+' and '/' (64 in all, the largest side).
    std::string letters() const {
        static constexpr std::string_view kSymbols =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        std::string text;
        text.reserve(region_.size());
        for (int region : region_)
            text.push_back(kSymbols[static_cast<std::size_t>(region)]);
        return text;
    }

  private:
    // The eight cells around `cell`, clockwise from the one above (edge neighbours at even
    // positions), -1 past the grid's edge.
    static std::array<int, 8> ring_around(const Shape& shape, int cell) {
        const int side = shape.side();
        const int row = cell / side, col = cell % side;
        constexpr std::array<std::array<int, 2>, 8> kSteps = {
            {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}};
        std::array<int, 8> ring{};
        for (std::size_t at = 0; at < kSteps.size(); ++at) {
            const int r = row + kSteps[at][0], c = col + kSteps[at][1];
            ring[at] = r >= 0 && r < side && c >= 0 && c < side ? r * side + c : -1;
        }
        return ring;
    }

    // Whether `region` (connected with `left` in it; `left` has now moved out) stays
    // connected without `left`; `start` is one of its cells.
    bool connected_without(int region, int left, int start) {
        return ring_joins(region, left) || connected(region, start);
    }

    // Whether the cells of `region` around `cell` hold all its edge neighbours in the region
    // in one run (consecutive ring cells share an edge): then they are joined without `cell`.
    bool ring_joins(int region, int cell) const {
        const std::array<int, 8>& ring = ring_[static_cast<std::size_t>(cell)];
        const auto inside = [&](std::size_t at) {
            return ring[at] >= 0 && this->region(ring[at]) == region;
        };
        // Runs are counted from a ring cell outside the region; a full ring is one run.
        std::size_t first_out = 0;
        while (first_out < ring.size() && inside(first_out))
            ++first_out;
        if (first_out == ring.size()) return true;
        int runs_with_edge_neighbour = 0;
        bool in_run = false, run_has_edge_neighbour = false;
        for (std::size_t step = 1; step <= ring.size(); ++step) {
            const std::size_t at = (first_out + step) % ring.size();
            if (inside(at)) {
                in_run = true;
                run_has_edge_neighbour = run_has_edge_neighbour || at % 2 == 0;
            } else if (in_run) {
                runs_with_edge_neighbour += run_has_edge_neighbour ? 1 : 0;
                in_run = run_has_edge_neighbour = false;
            }
        }
        return runs_with_edge_neighbour <= 1;
    }

    void set_region(int cell, int region) {
        std::vector<int>& old = members_[static_cast<std::size_t>(this->region(cell))];
        *std::find(old.begin(), old.end(), cell) = old.back();
        old.pop_back();
        members_[static_cast<std::size_t>(region)].push_back(cell);
        region_[static_cast<std::size_t>(cell)] = region;
    }

    // Whether every cell of `region` is reached from `start` (one of its cells).
    bool connected(int region, int start) {
        ++stamp_;
        stack_.assign(1, start);
        seen_[static_cast<std::size_t>(start)] = stamp_;
        int reached = 0;
        while (!stack_.empty()) {
            const int cell = stack_.back();
            stack_.pop_back();
            ++reached;
            for (const int next : neighbours_[static_cast<std::size_t>(cell)]) {
                if (next < 0 || seen_[static_cast<std::size_t>(next)] == stamp_ ||
                    this->region(next) != region) {
                    continue;
                }
                seen_[static_cast<std::size_t>(next)] = stamp_;
                stack_.push_back(next);
            }
        }
        return reached == shape_.side();
    }

    const Shape& shape_;
    std::vector<int> region_;
    std::vector<std::vector<int>> members_;       // each region's cells, in no order
    std::vector<std::array<int, 4>> neighbours_;  // edge_neighbours of each cell
    std::vector<std::array<int, 8>> ring_;        // ring_around each cell
    // Scratch of trade and connected, kept to be filled again: the cells that may go back,
    // the flood's stack, and the cells it reached (those marked with the current stamp).
    std::vector<int> back_;
    std::vector<int> stack_;
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
};

}  // namespace

std::string random_jigsaw_regions(const Shape& shape, RandomSource& random) {
    RegionLayout layout(shape);
    const int cells = shape.cell_count();
    for (int trial = 0; trial < kTradesPerCell * cells; ++trial) {
        const int cell = random.below(cells);
        const int beside = layout.neighbour(cell, random.below(4));
        if (beside < 0 || layout.region(cell) == layout.region(beside)) continue;
        layout.trade(cell, layout.region(beside), random);
    }
    return layout.letters();
}

}  // namespace sudokit::generate
