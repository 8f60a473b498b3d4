#include "call_options.hpp"

#include <pybind11/pybind11.h>

namespace sudokit::python {

namespace py = pybind11;

namespace {

Technique technique_or_raise(const std::string& name) {
    const auto technique = parse_technique(name);
    if (!technique) {
        throw py::value_error(unknown_technique_message(name));
    }
    return *technique;
}

LogicMode mode_or_raise(const std::string& mode) {
    if (mode == "se") return LogicMode::se;
    if (mode == "full") return LogicMode::full;
    throw py::value_error("unknown mode '" + mode + "'; expected se or full");
}

}  // namespace

std::optional<Clock::time_point> deadline_after(std::optional<double> seconds) {
    if (!seconds) return std::nullopt;
    if (!(*seconds > 0)) throw py::value_error("timeout must be a positive number of seconds");
    return Clock::now() +
           std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(*seconds));
}

HintLevel hint_level_of(const std::string& name) {
    const auto level = parse_hint_level(name);
    if (!level) {
        throw py::value_error("unknown hint level '" + name +
                              "'; expected nudge, technique or full");
    }
    return *level;
}

SolveOptions SolveCall::for_one_puzzle() const {
    SolveOptions one = options;
    one.deadline = deadline_after(timeout);
    return one;
}

SolveCall solve_call(const std::string& algorithm, std::uint64_t limit,
                     std::optional<std::uint64_t> seed, bool shuffle, std::uint64_t node_limit,
                     std::optional<double> timeout) {
    const auto parsed = parse_algorithm(algorithm);
    if (!parsed) {
        throw py::value_error("unknown algorithm '" + algorithm +
                              "'; expected fast, dlx, backtrack or csp");
    }
    SolveCall call;
    call.options.algorithm = *parsed;
    call.options.solution_limit = limit;
    call.options.seed = seed;
    call.options.shuffle_cells = shuffle;
    call.options.node_limit = node_limit;
    call.timeout = timeout;
    deadline_after(timeout);  // checks the value now, before any work
    return call;
}

LogicOptions LogicCall::for_one_puzzle() const {
    LogicOptions one = options;
    one.deadline = deadline_after(timeout);
    return one;
}

LogicCall logic_call(const std::string& mode,
                     const std::optional<std::vector<std::string>>& techniques,
                     std::optional<double> timeout) {
    LogicCall call;
    call.options.mode = mode_or_raise(mode);
    if (techniques) {
        TechniqueSet set;
        for (const auto& name : *techniques)
            set.set(static_cast<std::size_t>(technique_or_raise(name)));
        if (set.none()) throw py::value_error("techniques: expected at least one name");
        call.options.techniques = set;
    }
    call.timeout = timeout;
    deadline_after(timeout);
    return call;
}

GenerateOptions checked_generate_options(const GenerateRequest& request) {
    try {
        GenerateOptions options = generate_options(request);
        validate(options);
        return options;
    } catch (const GenerateRequestError& error) {
        throw py::value_error(error.field + ": " + error.what());
    } catch (const GenerateError& error) {
        throw py::value_error(error.what());
    }
}

}  // namespace sudokit::python
