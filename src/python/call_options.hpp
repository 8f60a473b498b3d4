#pragma once

// The keyword arguments of the Python functions turned into the library's option structs.
// Unknown names raise ValueError with the names that are valid.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "sudokit/generate_request.hpp"
#include "sudokit/hint_level.hpp"
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

// A hint level by name (nudge, technique, full), or ValueError naming the three.
HintLevel hint_level_of(const std::string& name);

// The library's generate_options, checked with validate(): a bad name or options that can
// never be met raise ValueError.
GenerateOptions checked_generate_options(const GenerateRequest& request);

}  // namespace sudokit::python
