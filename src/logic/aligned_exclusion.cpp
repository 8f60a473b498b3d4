// Aligned pair and triple exclusion, as Sudoku Explainer 1.2.1 finds them
// (AlignedPairExclusion.java, AlignedExclusion.java). Facts kept from SE:
// - Base cells: open cells with 2+ candidates, in reading order, that see at least one
//   "excluder" (a peer with 2 candidates for pairs, 2 or 3 for triples) and no peer with a
//   single candidate (SE skips the technique while naked singles remain).
// - The base cells need not share a house. Pairs: every two base cells, in SE's binary order.
//   Triples: every two base cells, then a third among the base cells that are excluders of
//   either (so it has at most 3 candidates), in the order those excluders were listed.
// - The base cells need at least two common excluders. A combination of digits for the base
//   cells is impossible when two cells that see each other get the same digit, or when it
//   covers every candidate of a common excluder. A digit of a base cell that appears in no
//   possible combination is removed. The first set of base cells that removes something wins.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <span>

#include "logic/finders.hpp"
#include "logic/pattern_helpers.hpp"
#include "logic/step_text.hpp"
#include "sudokit/bit_count.hpp"

namespace sudokit::logic {
namespace {

// A set of cells of the grid as bits, so that the common excluders of a few base cells are
// an AND away: most sets of base cells have fewer than two and are dismissed at once.
// The exclusions look at grids up to 25x25: on larger ones the pairs and triples of base
// cells are too many for a step. Their candidates fit 32 bits and the cell sets ten words.
constexpr int kMaxAlignedSide = 25;
using CellBits = std::array<std::uint64_t, (kMaxAlignedSide * kMaxAlignedSide + 63) / 64>;

void add_cell(CellBits& bits, int cell) {
    bits[static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
}

// Whether the search takes this grid: at most kMaxAlignedSide, and a variant's houses past
// rows, columns and boxes fit the 32 bits of extra_houses below (diagonals and windows do).
bool fits_aligned_search(const Position& position) {
    const int side = position.shape().side();
    return side <= kMaxAlignedSide && position.geometry().house_count() - 3 * side <= 32;
}

// A cell's candidates on the grids the search takes.
std::uint32_t marks_of(const Position& position, int cell) {
    return static_cast<std::uint32_t>(position.candidates(cell).bits());
}

struct BaseCells {
    std::vector<int> cells;  // candidate base cells, reading order
    // Each one's excluders, in SE's peer order: excluder_list from excluder_start[i] to
    // excluder_start[i + 1] (one flat list, so building it allocates little).
    std::vector<int> excluder_start;
    std::vector<int> excluder_list;
    std::vector<CellBits> excluder_bits;  // the same excluders as bits
    std::size_t words = 0;                // words of CellBits the grid uses
    std::vector<std::uint32_t> marks;     // each one's candidates as bits
    // Each one's row, column, and box or region, and as bits a variant's other houses
    // (diagonals, windows: house 3N + i is bit i), 0 on a classic grid.
    std::vector<std::array<int, 3>> houses;
    std::vector<std::uint32_t> extra_houses;
    std::vector<std::uint32_t> cell_marks;  // every cell's candidates as bits

    bool see(int first, int second) const {
        const auto& a = houses[static_cast<std::size_t>(first)];
        const auto& b = houses[static_cast<std::size_t>(second)];
        return a[0] == b[0] || a[1] == b[1] || a[2] == b[2] ||
               (extra_houses[static_cast<std::size_t>(first)] &
                extra_houses[static_cast<std::size_t>(second)]) != 0;
    }

    std::span<const int> excluders(int index) const {
        const auto begin = static_cast<std::size_t>(excluder_start[index]);
        const auto end = static_cast<std::size_t>(excluder_start[index + 1]);
        return std::span<const int>(excluder_list).subspan(begin, end - begin);
    }
};

bool has_two_common(const BaseCells& base, std::span<const int> picks) {
    int count = 0;
    const CellBits& first = base.excluder_bits[picks[0]];
    for (std::size_t word = 0; word < base.words; ++word) {
        std::uint64_t bits = first[word];
        for (std::size_t i = 1; i < picks.size() && bits != 0; ++i) {
            bits &= base.excluder_bits[picks[i]][word];
        }
        count += bit_count(bits);
        if (count >= 2) return true;
    }
    return false;
}

BaseCells base_cells(const Position& position, int degree) {
    const Shape& shape = position.shape();
    const Geometry& geometry = position.geometry();
    BaseCells base;
    base.words = static_cast<std::size_t>((shape.cell_count() + 63) / 64);
    base.cells.reserve(static_cast<std::size_t>(position.empty_count()));
    base.excluder_bits.reserve(static_cast<std::size_t>(position.empty_count()));
    base.excluder_start.reserve(static_cast<std::size_t>(position.empty_count()) + 1);
    base.excluder_start.push_back(0);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (position.candidates(cell).size() < 2) continue;
        bool naked_single_nearby = false;
        std::array<int, kMaxPeers> found;  // only the first found_count are set
        int found_count = 0;
        for_each_peer(position, cell, [&](int peer) {
            const int count = position.candidates(peer).size();
            if (count == 1) naked_single_nearby = true;
            if (count >= 2 && count <= degree) found[found_count++] = peer;
        });
        if (naked_single_nearby || found_count == 0) continue;
        CellBits bits{};
        for (int index = 0; index < found_count; ++index) {
            const int excluder = found[index];
            add_cell(bits, excluder);
            base.excluder_list.push_back(excluder);
        }
        base.cells.push_back(cell);
        base.excluder_start.push_back(static_cast<int>(base.excluder_list.size()));
        base.excluder_bits.push_back(bits);
        base.marks.push_back(marks_of(position, cell));
        const std::span<const int> houses = geometry.houses_of(cell);  // row, column, box, ...
        base.houses.push_back({houses[0], houses[1], houses[2]});
        std::uint32_t extra = 0;
        for (std::size_t index = 3; index < houses.size(); ++index)
            extra |= 1u << (houses[index] - 3 * shape.side());
        base.extra_houses.push_back(extra);
    }
    base.cell_marks.resize(static_cast<std::size_t>(shape.cell_count()));
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        base.cell_marks[static_cast<std::size_t>(cell)] = marks_of(position, cell);
    return base;
}

class Exclusion {
  public:
    Exclusion(const FindContext& context, Technique technique)
        : context_(context), position_(context.position), technique_(technique) {}

    // Tries one set of base cells (indexes into base.cells); returns the step when it removes
    // something. Works in fixed arrays: most sets remove nothing, and they are many.
    std::optional<Step> try_cells(const BaseCells& base, std::span<const int> picks) {
        if (!has_two_common(base, picks)) return std::nullopt;
        const std::size_t degree = picks.size();
        std::array<int, 3> cells{};
        for (std::size_t i = 0; i < degree; ++i)
            cells[i] = base.cells[picks[i]];
        // The common excluders, in the first cell's order.
        std::array<int, kMaxPeers> common;  // only the first common_count are set
        std::size_t common_count = 0;
        for (int cell : base.excluders(picks[0])) {
            bool shared = true;
            for (std::size_t i = 1; i < degree && shared; ++i) {
                const CellBits& theirs = base.excluder_bits[picks[i]];
                shared = (theirs[cell / 64] >> (cell % 64)) & 1u;
            }
            if (shared) common[common_count++] = cell;
        }
        if (common_count < 2) return std::nullopt;

        std::array<std::array<bool, 3>, 3> see{};
        for (std::size_t a = 0; a < degree; ++a) {
            for (std::size_t b = a + 1; b < degree; ++b)
                see[a][b] = base.see(picks[a], picks[b]);
        }
        std::array<std::uint32_t, 3> marks{};
        std::uint32_t base_digits = 0;
        for (std::size_t i = 0; i < degree; ++i) {
            marks[i] = base.marks[static_cast<std::size_t>(picks[i])];
            base_digits |= marks[i];
        }
        // An excluder with a digit no base cell has is never covered: it rules out nothing,
        // so only the others are kept (in their order, which names the lockers).
        std::array<std::uint32_t, kMaxPeers> common_marks;
        std::size_t relevant = 0;
        for (std::size_t k = 0; k < common_count; ++k) {
            const std::uint32_t excluder = base.cell_marks[static_cast<std::size_t>(common[k])];
            if ((excluder & ~base_digits) != 0) continue;
            common[relevant] = common[k];
            common_marks[relevant++] = excluder;
        }
        common_count = relevant;
        if (common_count == 0 && !clash_alone_can_remove(degree, marks, see)) return std::nullopt;
        // Most sets remove nothing: a test on digit masks says so without listing every
        // combination. Only a set that removes something is enumerated, for its lockers.
        if (!removes_something(degree, marks, see,
                               std::span<const std::uint32_t>(common_marks.data(), common_count))) {
            return std::nullopt;
        }
        std::array<std::uint32_t, 3> allowed{};  // digits some possible combination gives
        std::array<int, kMaxPeers> lockers;      // excluders that ruled out some combination
        std::size_t locker_count = 0;
        std::array<std::uint32_t, 3> digits{};  // one bit each
        std::size_t open_cells = degree;        // base cells not yet allowed every digit
        // Every combination of one candidate per base cell, until every digit of every base
        // cell is allowed: then nothing can be removed and the rest cannot change that.
        auto visit = [&](auto&& self, std::size_t index) -> bool {
            if (index == degree) {
                for (std::size_t a = 0; a < degree; ++a) {
                    for (std::size_t b = a + 1; b < degree; ++b) {
                        if (digits[a] == digits[b] && see[a][b]) return false;
                    }
                }
                std::uint32_t chosen = 0;
                for (std::size_t i = 0; i < degree; ++i)
                    chosen |= digits[i];
                for (std::size_t k = 0; k < common_count; ++k) {
                    if ((common_marks[k] & ~chosen) == 0) {
                        const auto end =
                            lockers.begin() + static_cast<std::ptrdiff_t>(locker_count);
                        if (std::find(lockers.begin(), end, common[k]) == end) {
                            lockers[locker_count++] = common[k];
                        }
                        return false;
                    }
                }
                for (std::size_t i = 0; i < degree; ++i) {
                    if ((allowed[i] & digits[i]) != 0) continue;
                    allowed[i] |= digits[i];
                    if (allowed[i] == marks[i]) --open_cells;
                }
                return open_cells == 0;
            }
            for (std::uint32_t bits = marks[index]; bits != 0; bits &= bits - 1) {
                digits[index] = bits & (~bits + 1);
                if (self(self, index + 1)) return true;
            }
            return false;
        };
        if (visit(visit, 0)) return std::nullopt;

        Step step;
        step.technique = technique_;
        step.rating = technique_base_rating(technique_);
        for (std::size_t i = 0; i < degree; ++i) {
            add_candidates(step.eliminations, cells[i],
                           DigitSet::from_bits(marks[i] & ~allowed[i]));
        }
        step.cells.assign(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(degree));
        for (std::size_t i = 0; i < degree; ++i)
            add_candidates(step.pattern, cells[i], position_.candidates(cells[i]));
        for (std::size_t k = 0; k < locker_count; ++k) {
            step.cells.push_back(lockers[k]);
            add_candidates(step.fins, lockers[k], position_.candidates(lockers[k]));
        }
        for (const CellDigit& elimination : step.eliminations)
            step.digits.insert(elimination.digit);
        step.size = static_cast<int>(degree);
        return step;
    }

    bool stop() const { return context_.should_stop(); }

    // Whether three base cells, whose first two have `pair_common` as common excluders, may
    // remove something: the same answer as try_cells, from bit masks only and in no order.
    static bool triple_may_remove(const BaseCells& base, const CellBits& pair_common,
                                  const std::array<int, 3>& picks) {
        const CellBits& third = base.excluder_bits[static_cast<std::size_t>(picks[2])];
        CellBits common;
        int common_count = 0;
        for (std::size_t word = 0; word < base.words; ++word) {
            common[word] = pair_common[word] & third[word];
            common_count += bit_count(common[word]);
        }
        if (common_count < 2) return false;  // most triples end here
        std::array<std::uint32_t, 3> marks{};
        std::uint32_t base_digits = 0;
        for (std::size_t i = 0; i < 3; ++i) {
            marks[i] = base.marks[static_cast<std::size_t>(picks[i])];
            base_digits |= marks[i];
        }
        std::array<std::uint32_t, kMaxPeers> excluders;
        std::size_t relevant = 0;
        for (std::size_t word = 0; word < base.words; ++word) {
            for (std::uint64_t bits = common[word]; bits != 0; bits &= bits - 1) {
                const std::size_t cell =
                    64 * word + static_cast<std::size_t>(std::countr_zero(bits));
                const std::uint32_t excluder = base.cell_marks[cell];
                if ((excluder & ~base_digits) == 0) excluders[relevant++] = excluder;
            }
        }
        std::array<std::array<bool, 3>, 3> see{};
        see[0][1] = base.see(picks[0], picks[1]);
        see[0][2] = base.see(picks[0], picks[2]);
        see[1][2] = base.see(picks[1], picks[2]);
        if (relevant == 0 && !clash_alone_can_remove(3, marks, see)) return false;
        return removes_something(3, marks, see,
                                 std::span<const std::uint32_t>(excluders.data(), relevant));
    }

    // Whether some digit of a base cell is in no possible combination. For each choice of
    // the first cells' digits, the last cell's possible digits are a mask: an excluder whose
    // digits the choice covers but one rules that one out, a covered excluder rules out all,
    // and a clash with a cell it sees rules out that cell's digit.
    static bool removes_something(std::size_t degree, const std::array<std::uint32_t, 3>& marks,
                                  const std::array<std::array<bool, 3>, 3>& see,
                                  std::span<const std::uint32_t> excluders) {
        const std::size_t last = degree - 1;
        std::array<std::uint32_t, 3> allowed{};
        auto try_prefix = [&](std::uint32_t first, std::uint32_t second) {
            const std::uint32_t chosen = first | second;
            std::uint32_t ruled_out = 0;
            for (const std::uint32_t excluder : excluders) {
                const std::uint32_t rest = excluder & ~chosen;
                if (rest == 0) return;
                if ((rest & (rest - 1)) == 0) ruled_out |= rest;
            }
            if (see[0][last]) ruled_out |= first;
            if (degree == 3 && see[1][2]) ruled_out |= second;
            const std::uint32_t open = marks[last] & ~ruled_out;
            if (open == 0) return;
            allowed[0] |= first;
            if (degree == 3) allowed[1] |= second;
            allowed[last] |= open;
        };
        // Once every digit of every base cell is allowed, the other choices change nothing.
        auto all_allowed = [&] {
            return allowed[0] == marks[0] && allowed[1] == marks[1] &&
                   (degree == 2 || allowed[2] == marks[2]);
        };
        for (std::uint32_t firsts = marks[0]; firsts != 0; firsts &= firsts - 1) {
            const std::uint32_t first = firsts & (~firsts + 1);
            if (degree == 2) {
                try_prefix(first, 0);
            } else {
                for (std::uint32_t seconds = marks[1]; seconds != 0; seconds &= seconds - 1) {
                    const std::uint32_t second = seconds & (~seconds + 1);
                    if (first == second && see[0][1]) continue;
                    try_prefix(first, second);
                }
            }
            if (all_allowed()) return false;
        }
        return !all_allowed();
    }

    // With no excluder in play, a combination fails only when two base cells that see each
    // other take the same digit. Each base cell has two digits or more, so that rules out
    // every combination with some cell on digit d only when the other two cells both hold
    // exactly {d, x}, see each other and see that cell: then one of them is d.
    static bool clash_alone_can_remove(std::size_t degree,
                                       const std::array<std::uint32_t, 3>& marks,
                                       const std::array<std::array<bool, 3>, 3>& see) {
        if (degree < 3) return false;
        auto seen = [&](std::size_t a, std::size_t b) { return a < b ? see[a][b] : see[b][a]; };
        for (std::size_t third = 0; third < 3; ++third) {
            const std::size_t a = third == 0 ? 1 : 0;
            const std::size_t b = third == 2 ? 1 : 2;
            if (marks[a] == marks[b] && bit_count(marks[a]) == 2 && seen(a, b) && seen(a, third) &&
                seen(b, third)) {
                return true;
            }
        }
        return false;
    }

  private:
    const FindContext& context_;
    const Position& position_;
    Technique technique_;
};

}  // namespace

std::optional<Step> find_aligned_pair_exclusion(const FindContext& context) {
    if (!context.allows(Technique::aligned_pair_exclusion) ||
        !fits_aligned_search(context.position))
        return std::nullopt;
    const BaseCells base = base_cells(context.position, 2);
    Exclusion exclusion(context, Technique::aligned_pair_exclusion);
    long tried = 0;
    // Every two base cells in SE's order (colex: (0,1), (0,2), (1,2), (0,3), ...). Most pairs
    // share fewer than two excluders, which two words of bits tell.
    const int count = static_cast<int>(base.cells.size());
    for (int second = 1; second < count; ++second) {
        for (int first = 0; first < second; ++first) {
            if ((++tried & 1023) == 0 && exclusion.stop()) return std::nullopt;
            const std::array<int, 2> picks{first, second};
            if (!has_two_common(base, picks)) continue;
            if (auto found = exclusion.try_cells(base, picks)) return found;
        }
    }
    return std::nullopt;
}

namespace {

// Whether three base cells remove something depends only on their candidates, on which of
// their peers are singles or excluders (their base cells' eligibility and excluder lists), and
// on the candidates of their common excluders. So when the last search in this session found
// nothing, the next one tries only the sets where one of those changed since: the first of
// them that removes something is the first of all. Most steps change a few cells. The
// session keeps the candidates of the position that search saw
// (SessionState::triple_search_candidates).

// A cell's part for aligned triples: 1 a single, 2 an excluder (two or three candidates), 0
// neither.
int triple_role(std::uint32_t candidates) {
    const int count = bit_count(candidates);
    return count == 1 ? 1 : (count == 2 || count == 3 ? 2 : 0);
}

bool has_cell(const CellBits& bits, int cell) {
    return ((bits[static_cast<std::size_t>(cell) / 64] >> (cell % 64)) & 1u) != 0;
}

bool any_common_cell(const CellBits& a, const CellBits& b, std::size_t words) {
    for (std::size_t word = 0; word < words; ++word) {
        if ((a[word] & b[word]) != 0) return true;
    }
    return false;
}

}  // namespace

std::optional<Step> find_aligned_triple_exclusion(const FindContext& context) {
    if (!context.allows(Technique::aligned_triple_exclusion) ||
        !fits_aligned_search(context.position))
        return std::nullopt;
    const Position& position = context.position;
    const Shape& shape = position.shape();
    const BaseCells base = base_cells(position, 3);
    // Since the last search that found nothing: the cells whose candidates changed, and the
    // base cells whose sets may end otherwise (changed, or a peer that changed its role).
    TripleSearchMemory& memory = context.session.triple_search;
    const bool since_last = memory.saw(position);
    const std::vector<std::uint32_t>& remembered = memory.candidates;
    CellBits changed{};
    CellBits affected{};
    if (since_last) {
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            const std::uint32_t now = base.cell_marks[static_cast<std::size_t>(cell)];
            const std::uint32_t before = remembered[static_cast<std::size_t>(cell)];
            if (now == before) continue;
            add_cell(changed, cell);
            add_cell(affected, cell);
            if (triple_role(now) == triple_role(before)) continue;
            for_each_peer(position, cell, [&](int peer) { add_cell(affected, peer); });
        }
    }
    // Known again only once this search ends finding nothing.
    memory.forget();
    if (base.cells.size() < 3) {
        memory.remember(position, base.cell_marks);
        return std::nullopt;
    }
    Exclusion exclusion(context, Technique::aligned_triple_exclusion);
    std::vector<int> index_of_cell(static_cast<std::size_t>(context.position.shape().cell_count()),
                                   -1);
    for (std::size_t i = 0; i < base.cells.size(); ++i) {
        index_of_cell[base.cells[i]] = static_cast<int>(i);
    }
    long tried = 0;
    // last_pair[i]: the last pair that listed base cell i as a tail, to list it once.
    std::vector<long> last_pair(base.cells.size(), -1);
    std::vector<int> tails;
    tails.reserve(base.cells.size());
    // Every two base cells in SE's order (colex), then the tails each pair leads to.
    auto try_pair = [&](const std::array<int, 2>& pair) -> std::optional<Step> {
        // Three cells share no more excluders than two of them: a pair with fewer than two
        // common ones rules out every triple it starts.
        CellBits pair_common{};
        int pair_common_count = 0;
        for (std::size_t word = 0; word < base.words; ++word) {
            pair_common[word] = base.excluder_bits[static_cast<std::size_t>(pair[0])][word] &
                                base.excluder_bits[static_cast<std::size_t>(pair[1])][word];
            pair_common_count += bit_count(pair_common[word]);
        }
        if (pair_common_count < 2) return std::nullopt;
        // Since the last search: a pair whose cells, common excluders and possible third cells
        // are all as they were starts no set that removes anything.
        const CellBits& first_excluders = base.excluder_bits[static_cast<std::size_t>(pair[0])];
        const CellBits& second_excluders = base.excluder_bits[static_cast<std::size_t>(pair[1])];
        const bool pair_affected =
            !since_last || has_cell(affected, base.cells[static_cast<std::size_t>(pair[0])]) ||
            has_cell(affected, base.cells[static_cast<std::size_t>(pair[1])]) ||
            any_common_cell(pair_common, changed, base.words);
        if (!pair_affected && !any_common_cell(first_excluders, affected, base.words) &&
            !any_common_cell(second_excluders, affected, base.words))
            return std::nullopt;
        // SE's "twin area": excluders of either cell that are base cells themselves.
        tails.clear();
        for (int first : {pair[0], pair[1]}) {
            for (int cell : base.excluders(first)) {
                const int index = index_of_cell[cell];
                if (index < 0 || index == pair[0] || index == pair[1]) continue;
                if (last_pair[index] != tried) {
                    last_pair[index] = tried;
                    tails.push_back(index);
                }
            }
        }
        for (int tail : tails) {
            const std::array<int, 3> picks{pair[0], pair[1], tail};
            // (The three cells' common excluders are some of the pair's.)
            if (!pair_affected && !has_cell(affected, base.cells[static_cast<std::size_t>(tail)]))
                continue;
            if (!Exclusion::triple_may_remove(base, pair_common, picks)) continue;
            if (auto found = exclusion.try_cells(base, picks)) return found;
        }
        return std::nullopt;
    };
    const int count = static_cast<int>(base.cells.size());
    for (int second = 1; second < count; ++second) {
        for (int first = 0; first < second; ++first) {
            if ((++tried & 255) == 0 && exclusion.stop()) return std::nullopt;
            if (auto found = try_pair({first, second})) return found;
        }
    }
    memory.remember(position, base.cell_marks);
    return std::nullopt;
}

std::string describe_aligned_exclusion(const Step& step, const StepWords& words) {
    const std::size_t degree =
        std::min(step.cells.size(), static_cast<std::size_t>(std::max(step.size, 0)));
    const std::vector<int> base(step.cells.begin(), step.cells.begin() + degree);
    std::vector<std::string> lockers;
    for (std::size_t i = degree; i < step.cells.size(); ++i) {
        lockers.push_back(fmt::format("{} {}", words.cell(step.cells[i]),
                                      words.braced(digits_at(step.fins, step.cells[i]))));
    }
    std::string locker_text;
    for (std::size_t i = 0; i < lockers.size(); ++i) {
        if (i > 0) locker_text += i + 1 == lockers.size() ? " and " : ", ";
        locker_text += lockers[i];
    }
    return fmt::format(
        "{} on {}: every combination of their digits that keeps {} would empty one of {} (or "
        "repeat a digit in a house): {}",
        technique_title(step.technique), words.cells(base),
        step.eliminations.empty() ? std::string("the removed candidates")
                                  : std::string("a removed candidate"),
        locker_text.empty() ? std::string("the cells they both see") : locker_text,
        words.conclusion(step));
}

}  // namespace sudokit::logic
