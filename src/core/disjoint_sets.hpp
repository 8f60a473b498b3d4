#pragma once

#include <cstddef>
#include <numeric>
#include <vector>

namespace sudokit {

// Disjoint sets of the numbers 0..count-1 (union-find, paths halved as they are walked): the
// groups a relation joins, such as cells not parted by a line, or cells two digits swap
// together.
class DisjointSets {
  public:
    explicit DisjointSets(int count) : parent_(static_cast<std::size_t>(count)) {
        std::iota(parent_.begin(), parent_.end(), 0);
    }

    // The number standing for the set holding `item`.
    int find(int item) {
        while (parent_[static_cast<std::size_t>(item)] != item) {
            int& parent = parent_[static_cast<std::size_t>(item)];
            parent = parent_[static_cast<std::size_t>(parent)];
            item = parent;
        }
        return item;
    }
    // Joins the sets of `a` and `b`; the lower of their two representatives stands for both.
    void join(int a, int b) {
        const int first = find(a), second = find(b);
        if (first < second) {
            parent_[static_cast<std::size_t>(second)] = first;
        } else {
            parent_[static_cast<std::size_t>(first)] = second;
        }
    }
    // Makes `item` a set of its own again (its set must be made of such items only: a caller
    // reusing the structure on one subset after another resets the whole subset).
    void separate(int item) { parent_[static_cast<std::size_t>(item)] = item; }

  private:
    std::vector<int> parent_;
};

}  // namespace sudokit
