#pragma once

// The keyword arguments of the Python functions turned into the library's option structs.
// Unknown names raise ValueError with the names that are valid.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "sudokit/generate.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::python {

using Clock = std::chrono::steady_clock;

// None, or a positive number of seconds from now.
std::optional<Clock::time_point> deadline_after(std::optional<double> seconds);

struct SolveCall {
    SolveOptions options;
    std::optional<double> timeout;

    // The options with the deadline of one puzzle started now.
    SolveOptions for_one_puzzle() const;
};
SolveCall solve_call(const std::string& algorithm, std::uint64_t limit,
                     std::optional<std::uint64_t> seed, bool shuffle, std::uint64_t node_limit,
                     std::optional<double> timeout);

struct LogicCall {
    LogicOptions options;
    std::optional<double> timeout;

    LogicOptions for_one_puzzle() const;
};
// mode "se" or "full"; techniques: machine names (naked-single, x-wing...), None for all.
LogicCall logic_call(const std::string& mode,
                     const std::optional<std::vector<std::string>>& techniques,
                     std::optional<double> timeout);

struct GenerateRequest {
    std::string size = "3x3";
    std::string symmetry = "none";
    std::string method = "top-down";
    bool minimal = false;
    std::optional<int> clues;
    std::optional<int> max_clues;
    std::optional<std::string> difficulty;
    std::optional<std::string> rating;
    std::optional<std::string> technique;
    std::string mode = "se";
    bool rate = false;
    std::optional<std::uint64_t> node_limit;
};
// Checked with sudokit::validate: options that can never be met raise ValueError.
GenerateOptions generate_options(const GenerateRequest& request);

}  // namespace sudokit::python
