#pragma once

#include <algorithm>
#include <memory>
#include <type_traits>

namespace sudokit {

// A value per cell for Grid and Candidates. Grids up to 25x25 (625 cells) keep their cells
// inline, so the 9x9 hot paths copy and keep them on the stack without the heap; larger grids
// (up to 64x64, 4,096 cells) keep them on the heap. Either way a copy copies only the cells in
// use, and `data_` always points at the live cells, so reading a cell costs no branch. A move
// copies too: a moved-from grid stays whole.
template <class T>
class CellStore {
    static_assert(std::is_trivially_copyable_v<T>);

  public:
    static constexpr int kInlineCells = 625;

    CellStore(int count, T fill) : count_(count) {
        make_room();
        std::fill_n(data_, count_, fill);
    }
    CellStore(const CellStore& other) : count_(other.count_) {
        make_room();
        std::copy_n(other.data_, count_, data_);
    }
    CellStore& operator=(const CellStore& other) {
        if (this == &other) return *this;
        count_ = other.count_;
        make_room();
        std::copy_n(other.data_, count_, data_);
        return *this;
    }
    ~CellStore() = default;

    T operator[](int cell) const { return data_[cell]; }
    T& operator[](int cell) { return data_[cell]; }
    const T* data() const { return data_; }
    T* data() { return data_; }
    int count() const { return count_; }

  private:
    // Points data_ at storage for count_ cells: inline, or a new heap block.
    void make_room() {
        if (count_ > kInlineCells) {
            heap_ = std::make_unique_for_overwrite<T[]>(static_cast<std::size_t>(count_));
            data_ = heap_.get();
        } else {
            heap_.reset();
            data_ = inline_;
        }
    }
    int count_ = 0;
    T* data_ = inline_;
    std::unique_ptr<T[]> heap_;
    // In a union so that building a store does not construct (and zero) the cells it then
    // fills anyway; T is trivially copyable.
    union {
        T inline_[kInlineCells];
    };
};

}  // namespace sudokit
