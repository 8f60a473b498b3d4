#include "dancing_links.hpp"

#include <limits>
#include <stdexcept>

namespace sudokit::detail {

DancingLinks::DancingLinks(int column_count)
    : column_count_(column_count), column_size_(column_count, 0) {
    if (column_count < 1) throw std::invalid_argument("DancingLinks: no columns");
    // Headers 0..column_count-1 and the root at column_count form one circular list; each
    // header starts as an empty vertical list (linked to itself).
    nodes_.resize(column_count + 1);
    row_of_node_.assign(column_count + 1, -1);
    for (int index = 0; index <= column_count; ++index) {
        nodes_[index] = Node{index == 0 ? column_count : index - 1,
                             index == column_count ? 0 : index + 1, index, index, index};
    }
}

void DancingLinks::reserve(int row_count, int node_count) {
    nodes_.reserve(nodes_.size() + node_count);
    row_of_node_.reserve(row_of_node_.size() + node_count);
    first_node_of_row_.reserve(row_count);
}

int DancingLinks::add_row(std::span<const int> columns) {
    if (columns.empty()) throw std::invalid_argument("DancingLinks: empty row");
    const int row = static_cast<int>(first_node_of_row_.size());
    const int first = static_cast<int>(nodes_.size());
    first_node_of_row_.push_back(first);
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const int column = columns[i];
        if (column < 0 || column >= column_count_) {
            throw std::invalid_argument("DancingLinks: column out of range");
        }
        const int node = first + static_cast<int>(i);
        const int last = static_cast<int>(columns.size()) - 1;
        // Append at the bottom of the column, so rows keep their insertion order.
        const int above = nodes_[column].up;
        nodes_.push_back(Node{i == 0 ? first + last : node - 1,
                              node == first + last ? first : node + 1, above, column, column});
        nodes_[above].down = node;
        nodes_[column].up = node;
        row_of_node_.push_back(row);
        ++column_size_[column];
    }
    return row;
}

bool DancingLinks::preselect_row(int row) {
    const int first = first_node_of_row_.at(row);
    int node = first;
    do {
        if (is_covered(nodes_[node].column)) return false;
        node = nodes_[node].right;
    } while (node != first);
    cover(nodes_[first].column);
    cover_rest_of_row(first);
    cover_rows_.push_back(row);
    ++preselected_count_;
    return true;
}

bool DancingLinks::is_covered(int column) const {
    return nodes_[nodes_[column].left].right != column;
}

int DancingLinks::choose_column() const {
    int best = root();
    int best_size = std::numeric_limits<int>::max();
    for (int column = nodes_[root()].right; column != root(); column = nodes_[column].right) {
        if (column_size_[column] < best_size) {
            best = column;
            best_size = column_size_[column];
            if (best_size <= 1) break;  // nothing beats a forced or impossible column
        }
    }
    return best;
}

void DancingLinks::cover(int column) {
    Node& header = nodes_[column];
    nodes_[header.right].left = header.left;
    nodes_[header.left].right = header.right;
    for (int row_node = header.down; row_node != column; row_node = nodes_[row_node].down) {
        for (int node = nodes_[row_node].right; node != row_node; node = nodes_[node].right) {
            const Node& current = nodes_[node];
            nodes_[current.down].up = current.up;
            nodes_[current.up].down = current.down;
            --column_size_[current.column];
        }
    }
}

void DancingLinks::uncover(int column) {
    // The exact reverse of cover: bottom to top, right to left.
    Node& header = nodes_[column];
    for (int row_node = header.up; row_node != column; row_node = nodes_[row_node].up) {
        for (int node = nodes_[row_node].left; node != row_node; node = nodes_[node].left) {
            const Node& current = nodes_[node];
            ++column_size_[current.column];
            nodes_[current.down].up = node;
            nodes_[current.up].down = node;
        }
    }
    nodes_[header.right].left = column;
    nodes_[header.left].right = column;
}

void DancingLinks::cover_rest_of_row(int row_node) {
    for (int node = nodes_[row_node].right; node != row_node; node = nodes_[node].right) {
        cover(nodes_[node].column);
    }
}

void DancingLinks::uncover_rest_of_row(int row_node) {
    for (int node = nodes_[row_node].left; node != row_node; node = nodes_[node].left) {
        uncover(nodes_[node].column);
    }
}

void DancingLinks::search(ExactCoverListener& listener) {
    // path[level] is the row node chosen at that level; every level covers at least one
    // column, so the column count bounds the depth.
    std::vector<int> path(column_count_);
    cover_rows_.resize(preselected_count_ + column_count_);
    int depth = 0;

    // Takes `node` as the row of the current level and goes one level down.
    auto descend_with = [&](int node) {
        path[depth] = node;
        cover_rows_[preselected_count_ + depth] = row_of_node_[node];
        cover_rest_of_row(node);
        ++depth;
        return listener.enter_node();
    };
    // Undoes every level, leaving the matrix as the preselection left it.
    auto unwind = [&] {
        while (depth > 0) {
            --depth;
            uncover_rest_of_row(path[depth]);
            uncover(nodes_[path[depth]].column);
        }
        cover_rows_.resize(preselected_count_);
    };

    bool going_down = listener.enter_node();
    if (!going_down) return unwind();
    for (;;) {
        if (going_down) {
            if (nodes_[root()].right == root()) {
                const std::span<const int> rows(cover_rows_.data(),
                                                std::size_t(preselected_count_ + depth));
                if (!listener.accept(rows)) return unwind();
            } else {
                const int column = choose_column();
                if (column_size_[column] > 0) {
                    if (column_size_[column] >= 2) listener.count_guess();
                    cover(column);
                    if (!descend_with(nodes_[column].down)) return unwind();
                    continue;
                }
                listener.count_backtrack();  // a column no remaining row can cover
            }
        }
        // Step back: undo the row of the level above and try the next row of its column.
        if (depth == 0) return unwind();
        --depth;
        const int previous = path[depth];
        const int column = nodes_[previous].column;
        uncover_rest_of_row(previous);
        const int next = nodes_[previous].down;
        if (next != column) {
            going_down = true;
            if (!descend_with(next)) return unwind();
        } else {
            uncover(column);
            going_down = false;
            listener.count_backtrack();
        }
    }
}

}  // namespace sudokit::detail
