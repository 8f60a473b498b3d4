#pragma once

#include <span>
#include <vector>

namespace sudokit::detail {

// What the exact-cover search reports to. Each call may ask the search to stop.
class ExactCoverListener {
  public:
    virtual ~ExactCoverListener() = default;
    // A new partial cover (the root, then one per row tried); false stops the search.
    virtual bool enter_node() = 0;
    // A complete cover: the ids of its rows, preselected rows first. False stops the search.
    virtual bool accept(std::span<const int> rows) = 0;
    // A column was chosen that offers two or more rows.
    virtual void count_guess() = 0;
    // A column ran out of rows (or had none) and the search stepped back one level.
    virtual void count_backtrack() = 0;
};

// Knuth's Dancing Links: a sparse 0/1 matrix as circular doubly linked lists, searched with
// Algorithm X. Links are indices into one node array, allocated as rows are added, so the
// search allocates nothing per node. Column order on ties and row order inside a column follow the
// order of insertion: callers shuffle their rows to randomise the search.
class DancingLinks {
  public:
    explicit DancingLinks(int column_count);

    // Reserves room for the rows to come (optional; avoids regrowth).
    void reserve(int row_count, int node_count);
    // Adds a row covering the given columns (at least one, distinct, in range); returns its
    // id (0, 1, ...). Throws std::invalid_argument for an empty row or a column out of range.
    int add_row(std::span<const int> columns);
    // Puts a row into the cover before searching (a Sudoku given). Returns false, changing
    // nothing, when one of its columns is already covered.
    bool preselect_row(int row);

    // Enumerates every exact cover that extends the preselected rows, choosing at each level
    // the column with the fewest rows. Iterative: the depth is bounded by the column count.
    // The matrix is restored to its preselected state afterwards, even after an early stop.
    void search(ExactCoverListener& listener);

  private:
    struct Node {
        int left;
        int right;
        int up;
        int down;
        int column;
    };

    int root() const { return column_count_; }
    bool is_covered(int column) const;
    int choose_column() const;
    void cover(int column);
    void uncover(int column);
    // Covers (uncovers) the columns of a row other than the one it was reached through.
    void cover_rest_of_row(int node);
    void uncover_rest_of_row(int node);

    int column_count_;
    std::vector<Node> nodes_;       // column headers, then the root, then row nodes
    std::vector<int> column_size_;  // live rows per column
    std::vector<int> row_of_node_;  // row id of each node (-1 for headers and root)
    std::vector<int> first_node_of_row_;
    std::vector<int> cover_rows_;  // preselected rows, then the rows of the search path
    int preselected_count_ = 0;
};

}  // namespace sudokit::detail
