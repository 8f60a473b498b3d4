#include "implied_sums.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace sudokit::detail {
namespace {

// Cells whose digits differ: all in one house.
bool share_a_house(const Geometry& geometry, const std::vector<int>& cells) {
    for (int house : geometry.houses_of(cells.front())) {
        const auto members = geometry.house_cells(house);
        if (std::all_of(cells.begin(), cells.end(), [&](int cell) {
                return std::binary_search(members.begin(), members.end(), cell);
            })) {
            return true;
        }
    }
    return false;
}

// Innies and outies over more cells than this are not kept, but for the innies of a single
// house (whose digits differ and have a table): rules over many cells say little.
constexpr std::size_t kMaxImplied = 8;

// A run of lines grown line by line, counted as it grows: its cells, the uncaged ones, each
// summed cage's cells in it, and from these the counts of its innies and outies, without
// walking the run again.
class RunTally {
  public:
    explicit RunTally(const Geometry& geometry)
        : geometry_(geometry), in_run_(static_cast<std::size_t>(geometry.house_count()), 0) {}

    void clear() {
        std::fill(in_run_.begin(), in_run_.end(), 0);
        cells_ = uncaged_ = caged_ = inside_cells_ = touched_cage_cells_ = 0;
    }

    // `cage_of`: each cell's summed cage, or -1.
    void add(std::span<const int> cells, const std::vector<int>& cage_of) {
        for (int cell : cells) {
            ++cells_;
            const int cage = cage_of[static_cast<std::size_t>(cell)];
            if (cage < 0) {
                ++uncaged_;
                continue;
            }
            ++caged_;
            const std::size_t size = geometry_.house_cells(cage).size();
            int& count = in_run_[static_cast<std::size_t>(cage)];
            if (count++ == 0) touched_cage_cells_ += size;
            if (static_cast<std::size_t>(count) == size) inside_cells_ += size;
        }
    }

    // Whether the run has innies or outies few enough for a rule, as add_area_sums keeps them.
    bool makes_a_rule() const {
        const std::size_t innies = cells_ - inside_cells_;
        if (innies > 0 && innies < cells_ && innies <= kMaxImplied) return true;
        // The outies: the cells outside the run of the cages it touches.
        const std::size_t outies = touched_cage_cells_ - caged_;
        return uncaged_ == 0 && outies > 0 && outies <= kMaxImplied;
    }

  private:
    const Geometry& geometry_;
    std::vector<int> in_run_;  // per house (cages among them), its cells in the run
    std::size_t cells_ = 0, uncaged_ = 0, caged_ = 0, inside_cells_ = 0, touched_cage_cells_ = 0;
};

// Collects the implied sums of one geometry.
class ImpliedSums {
  public:
    ImpliedSums(const Geometry& geometry, SumSources sources)
        : geometry_(geometry), sources_(sources) {}

    // The rule of 45 on every complete house, and on runs of adjacent rows and columns.
    void add_implied_sums() {
        const int cells = geometry_.cell_count();
        // The summed cage of each cell, or -1.
        cage_of_.assign(static_cast<std::size_t>(cells), -1);
        for (int house = 0; house < geometry_.house_count(); ++house) {
            if (!geometry_.house(house).sum) continue;
            for (int cell : geometry_.house_cells(house))
                cage_of_[static_cast<std::size_t>(cell)] = house;
        }
        const int side = geometry_.side();
        const int total = side * (side + 1) / 2;
        std::vector<int> area;
        std::vector<int> lines;
        for (int house = 0; house < geometry_.house_count(); ++house) {
            const auto members = geometry_.house_cells(house);
            if (static_cast<int>(members.size()) != side) continue;
            area.assign(members.begin(), members.end());
            lines.assign(1, house);
            add_area_sums(area, lines, total, true);
        }
        // Each run of lines from `first` is the one before it and one line more, kept for rows
        // and for columns (rows are houses 0..N-1, columns N..2N-1). A tally kept as the run
        // grows tells which runs have few enough innies or outies to make a rule: most have
        // neither, and are not walked again.
        std::array<std::vector<int>, 2> run_areas, run_lines;
        std::array<RunTally, 2> tallies{RunTally(geometry_), RunTally(geometry_)};
        for (int first = 0; first < side; ++first) {
            for (int kind = 0; kind < 2; ++kind) {
                const int line = kind == 0 ? first : side + first;
                const auto members = geometry_.house_cells(line);
                run_areas[kind].assign(members.begin(), members.end());
                run_lines[kind].assign(1, line);
                tallies[kind].clear();
                tallies[kind].add(members, cage_of_);
            }
            for (int last = first + 1; last < side; ++last) {
                for (int kind = 0; kind < 2; ++kind) {
                    const int line = kind == 0 ? last : side + last;
                    const auto members = geometry_.house_cells(line);
                    run_areas[kind].insert(run_areas[kind].end(), members.begin(), members.end());
                    run_lines[kind].push_back(line);
                    tallies[kind].add(members, cage_of_);
                    if (first == 0 && last == side - 1) continue;  // the whole grid
                    if (!tallies[kind].makes_a_rule()) continue;
                    add_area_sums(run_areas[kind], run_lines[kind], total * (last - first + 1),
                                  false);
                }
            }
        }
    }

    // Innies and outies of an area whose digits add to `total`. Rules over many cells say
    // little: an area's are kept when they have at most `kMaxImplied` cells (any number for
    // the innies of a single house, whose digits differ and have a table).
    void add_area_sums(const std::vector<int>& area, const std::vector<int>& houses, int total,
                       bool single_house) {
        // Each summed cage with a cell in the area, and how many of its cells are in it: a
        // cage is inside when all are, crossing otherwise.
        std::vector<int>& cages = cages_;
        cages.clear();
        std::size_t uncaged = 0;
        for (int cell : area) {
            in_area_[static_cast<std::size_t>(cell)] = 1;
            const int cage = cage_of_[static_cast<std::size_t>(cell)];
            if (cage < 0) {
                ++uncaged;
            } else if (cells_in_area_[static_cast<std::size_t>(cage)]++ == 0) {
                cages.push_back(cage);
            }
        }
        const auto inside = [&](int cage) {
            return cells_in_area_[static_cast<std::size_t>(cage)] ==
                   static_cast<int>(geometry_.house_cells(cage).size());
        };
        int inside_sum = 0;
        std::size_t inside_cells = 0;
        std::vector<int>& inside_cages = inside_cages_;
        inside_cages.clear();
        for (int cage : cages) {
            if (!inside(cage)) continue;
            inside_sum += *geometry_.house(cage).sum;
            inside_cells += geometry_.house_cells(cage).size();
            inside_cages.push_back(cage);
        }
        // The innies are listed only when they make a rule (most runs of lines have too many).
        const std::size_t innie_count = area.size() - inside_cells;
        std::vector<int>& innies = innies_;
        innies.clear();
        if (innie_count > 0 && innie_count < area.size() &&
            (single_house || innie_count <= kMaxImplied)) {
            for (int cell : area) {
                const int cage = cage_of_[static_cast<std::size_t>(cell)];
                if (cage < 0 || !inside(cage)) innies.push_back(cell);
            }
            add_rule(innies, total - inside_sum, houses, inside_cages, false);
        }
        // Outies: only when every cell of the area is in a summed cage.
        if (uncaged == 0) {
            int crossing_sum = 0;
            std::vector<int>& outies = outies_;
            std::vector<int>& crossing = crossing_;
            outies.clear();
            crossing.clear();
            for (int cage : cages) {
                if (inside(cage)) continue;
                crossing_sum += *geometry_.house(cage).sum;
                crossing.push_back(cage);
                for (int cell : geometry_.house_cells(cage)) {
                    if (!in_area_[static_cast<std::size_t>(cell)]) outies.push_back(cell);
                }
            }
            if (!outies.empty() && outies.size() <= kMaxImplied) {
                // The inside cages' sums count on both sides of the equation.
                crossing.insert(crossing.end(), inside_cages.begin(), inside_cages.end());
                add_rule(outies, crossing_sum + inside_sum - total, houses, crossing, true);
            }
        }
        for (int cell : area)
            in_area_[static_cast<std::size_t>(cell)] = 0;
        for (int cage : cages)
            cells_in_area_[static_cast<std::size_t>(cage)] = 0;
    }

    std::vector<ImpliedSum> found;

  private:
    void add_rule(const std::vector<int>& cells, int sum, const std::vector<int>& area,
                  const std::vector<int>& cages, bool outies) {
        ImpliedSum& rule = found.emplace_back();
        rule.cells = cells;
        std::sort(rule.cells.begin(), rule.cells.end());
        rule.sum = sum;
        rule.distinct = share_a_house(geometry_, rule.cells);
        if (sources_ == SumSources::keep) {
            rule.area = area;
            rule.cages = cages;
            rule.outies = outies;
        }
    }

    const Geometry& geometry_;
    SumSources sources_;
    std::vector<int> cage_of_;
    // Scratch of add_area_sums, cleared after each area: the area's cells, and per house the
    // number of its cells in the area.
    std::vector<std::uint8_t> in_area_ =
        std::vector<std::uint8_t>(static_cast<std::size_t>(geometry_.cell_count()));
    std::vector<int> cells_in_area_ =
        std::vector<int>(static_cast<std::size_t>(geometry_.house_count()));
    // Lists add_area_sums fills for each area, kept to be filled again: the cages with a cell
    // in the area, those inside it, the innies, the outies and the cages they cross.
    std::vector<int> cages_, inside_cages_, innies_, outies_, crossing_;
};

}  // namespace

std::vector<ImpliedSum> implied_sums(const Geometry& geometry, SumSources sources) {
    if (!geometry.has_sums()) return {};
    ImpliedSums sums(geometry, sources);
    sums.add_implied_sums();
    return std::move(sums.found);
}

}  // namespace sudokit::detail
