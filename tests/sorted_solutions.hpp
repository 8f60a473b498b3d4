#pragma once

// A result's solutions as lines in a fixed order, for comparing searches that find them in
// different orders.

#include <algorithm>
#include <string>
#include <vector>

#include "sudokit/format.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::testing {

inline std::vector<std::string> sorted_solutions(const SolveResult& result) {
    std::vector<std::string> lines;
    for (std::size_t index = 0; index < result.solutions.size(); ++index)
        lines.push_back(to_line(result.solutions[index]));
    std::sort(lines.begin(), lines.end());
    return lines;
}

}  // namespace sudokit::testing
