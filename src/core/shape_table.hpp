#pragma once

// One immutable table per box shape, built on first use by build(shape) and shared by every
// thread: the lookup tables the solvers read (never results, never changed or freed).

#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "sudokit/shape.hpp"

namespace sudokit {

// Each call site (each Build type) has its own set of tables.
template <typename Table, typename Build>
const Table& table_for_shape(const Shape& shape, const Build& build) {
    static std::mutex mutex;
    static std::map<std::pair<int, int>, std::unique_ptr<const Table>> tables;
    const std::lock_guard<std::mutex> lock(mutex);
    auto& slot = tables[{shape.box_rows(), shape.box_cols()}];
    if (!slot) slot = std::make_unique<const Table>(build(shape));
    return *slot;
}

}  // namespace sudokit
