#pragma once

// Houses as data: the cells of a grid, the houses over them and, for each cell, the houses
// it is in. A classic grid has rows, columns and boxes; variants add houses (X-Sudoku's two
// diagonals, windoku's windows), replace the boxes by irregular regions (jigsaw), or add
// cages (sets of cells whose digits differ, with an optional sum: Killer).

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudokit/grid.hpp"
#include "sudokit/shape.hpp"

namespace sudokit {

// The most houses a geometry without cages has: rows, columns and boxes (or regions), two
// diagonals and at most one window per digit.
inline constexpr int kMaxHouses = 4 * kMaxSize + 2;
// The largest side the variant solvers take (their candidate masks are 32 bits); classic
// grids go to kMaxSize.
inline constexpr int kMaxVariantSide = 32;
// Why a variant of this side is not taken ("variants (diagonals, windows, regions, cages) are
// solved on grids up to 32x32; this one is 36x36"); nothing up to kMaxVariantSide.
std::optional<std::string> variant_side_problem(int side);

// A set of cells whose digits differ. A house of N cells (N the grid's side) holds every
// digit once; a smaller one (a cage) holds distinct digits, summing to `sum` when given.
struct House {
    HouseKind kind = HouseKind::row;
    int index = 0;           // among the houses of its kind, from 0
    std::vector<int> cells;  // ascending
    std::optional<int> sum;  // cages only

    bool operator==(const House&) const = default;
};

// What is wrong with a geometry's data: the message names the cell, region or cage.
struct GeometryError {
    std::string message;
};

// A cage as read from a puzzle: its cells (any order) and optional sum.
struct CageSpec {
    std::vector<int> cells;
    std::optional<int> sum;
};

class Geometry {
  public:
    // Rows, columns and boxes of a classic grid.
    explicit Geometry(const Shape& shape = Shape());
    // The same, built once per shape and shared (never freed): what a position without a
    // variant's houses refers to.
    static const Geometry& classic(const Shape& shape);

    // X-Sudoku: both main diagonals are houses.
    static Geometry with_diagonals(const Shape& shape);
    // Windoku: the windows, boxes of the box's shape one cell in from each box edge and one
    // cell apart (four on 9x9), are houses.
    static Geometry with_windows(const Shape& shape);
    // Jigsaw: `regions` gives each cell's region as a character in reading order (side x side
    // characters, any symbols, whitespace ignored); the regions replace the boxes. Each region
    // must have side cells. The side must be one a Shape exists for, whose box shape the
    // grid's text formats use.
    static std::variant<Geometry, GeometryError> with_regions(const Shape& shape,
                                                              std::string_view regions);

    // Adds the diagonals or windows to this geometry (X-windoku, jigsaw-X...).
    void add_diagonals();
    void add_windows();
    // Adds cages (cells whose digits differ, with an optional sum). Fails, adding none, when a
    // cage has a cell outside the grid, a cell twice, more cells than the side, a cell that is
    // already caged, or a sum no set of that many distinct digits makes; and when every cell
    // is caged but the sums do not add up to the grid's total.
    std::optional<GeometryError> add_cages(const std::vector<CageSpec>& cages);
    // The same houses without the cages: the ones that each hold every digit. The houses
    // keep their numbers when the cages come last, as every reader adds them.
    Geometry without_cages() const;
    // Whether without_cages() would be the shape's classic houses (a Killer's), told without
    // building it.
    bool classic_without_cages() const;

    const Shape& shape() const { return shape_; }
    int side() const { return shape_.side(); }
    int cell_count() const { return shape_.cell_count(); }
    int house_count() const { return static_cast<int>(houses_.size()); }
    const House& house(int index) const { return houses_[index]; }
    // The cells of a house, ascending.
    std::span<const int> house_cells(int index) const { return houses_[index].cells; }
    std::span<const House> houses() const { return houses_; }
    // The houses a cell is in, ascending: three on a classic grid, more on variants.
    std::span<const int> houses_of(int cell) const { return cell_houses_[cell]; }
    // Every other cell sharing a house with `cell`, ascending.
    std::span<const int> peers(int cell) const {
        const auto first = static_cast<std::size_t>(peer_start_[static_cast<std::size_t>(cell)]);
        const auto last = static_cast<std::size_t>(peer_start_[static_cast<std::size_t>(cell) + 1]);
        return std::span<const int>(peer_list_).subspan(first, last - first);
    }
    // Whether two different cells share a house.
    bool sees(int a, int b) const;
    // True when every house holds every digit once (no cages).
    bool all_houses_complete() const;
    // True when houses 2N..3N-1 are the shape's boxes (every geometry but jigsaw): the
    // patterns drawn on the boxes' rows and columns (finned fish, empty rectangles) apply.
    bool keeps_boxes() const { return keeps_boxes_; }
    // Rows, columns and the shape's boxes, and nothing else: the specialised paths apply.
    bool is_classic() const { return classic_; }
    // True when no house holds a digit twice (empty cells are ignored) and every cage sum is
    // met where its cage is full: a solution, once the grid is full.
    bool obeys_houses(const Grid& grid) const;
    // True when a house with a sum is full and its digits add up to something else.
    bool misses_sum(const Grid& grid, int house) const;
    // For each cell, the House::index of the house of `kind` that holds it, or -1: a jigsaw's
    // region map, a Killer's cage map.
    std::vector<int> house_index_map(HouseKind kind) const;
    // True when some house is a cage (with or without a sum).
    bool has_cages() const;
    // True when some cage has a sum.
    bool has_sums() const;
    // What the houses make: "classic", "Killer", "Killer-X", "X-Sudoku", "windoku", "jigsaw",
    // "jigsaw-X", "Killer-jigsaw-windoku-X"... (cages without sums: "... with cages").
    std::string variant_name() const;
    // "row 4", "diagonal 1", "window 2", "region 3", "cage 5" (1-based).
    std::string house_name(int house) const;

    // The same houses, numbered alike.
    bool operator==(const Geometry&) const = default;

  private:
    // The shape's cells without houses, to be added.
    struct NoHouses {};
    Geometry(const Shape& shape, NoHouses);
    void add_house(HouseKind kind, std::vector<int> cells, std::optional<int> sum = {});
    // The shape's rows and columns, and its boxes when `with_boxes`, in the shape's order.
    void add_shape_houses(bool with_boxes);
    void rebuild_peers();

    Shape shape_;
    std::vector<House> houses_;
    std::vector<std::vector<int>> cell_houses_;
    // Each cell's peers, ascending, end to end: cell c's are
    // peer_list_[peer_start_[c]..peer_start_[c+1]) (one allocation, not one per cell).
    std::vector<int> peer_list_;
    std::vector<int> peer_start_;
    bool classic_ = true;
    bool keeps_boxes_ = true;
};

}  // namespace sudokit
