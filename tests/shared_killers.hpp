#pragma once

// The shared killers of tests/data/killer/iss_killers.txt, which several tests read: each
// line's id, input (a short 81-character cage map or SumoCue's long form) and solution.

#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

namespace sudokit::testing {

struct SharedKiller {
    std::string id;
    std::string input;
    std::string solution;  // 81 digits, or "-" when the puzzle has more than one solution

    bool unique() const { return solution != "-"; }
};

// The first `limit` killers of the file (all of them by default), in file order.
inline std::vector<SharedKiller> shared_killers(
    std::size_t limit = std::numeric_limits<std::size_t>::max()) {
    std::ifstream file(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/killer/iss_killers.txt");
    std::vector<SharedKiller> killers;
    for (std::string line; killers.size() < limit && std::getline(file, line);) {
        if (line.empty() || line.starts_with('#')) continue;
        std::istringstream fields(line);
        SharedKiller killer;
        std::getline(fields, killer.id, '\t');
        std::getline(fields, killer.input, '\t');
        std::getline(fields, killer.solution, '\t');
        killers.push_back(std::move(killer));
    }
    return killers;
}

}  // namespace sudokit::testing
