#include "call_options.hpp"

#include <pybind11/pybind11.h>

namespace sudokit::python {

namespace py = pybind11;

namespace {

// Uniqueness checks on sparse 20x20 and larger grids can run for minutes: without a budget
// from the caller they get the command's (a clue is kept when its check runs over).
constexpr std::uint64_t kLargeGridNodeLimit = 100;

std::string technique_names() {
    std::string names;
    for (int index = 0; index < kTechniqueCount; ++index) {
        if (!all_techniques().test(static_cast<std::size_t>(index))) continue;
        if (!names.empty()) names += ", ";
        names += technique_name(static_cast<Technique>(index));
    }
    return names;
}

Technique technique_or_raise(const std::string& name) {
    const auto technique = parse_technique(name);
    if (!technique) {
        throw py::value_error("unknown technique '" + name +
                              "'; valid names: " + technique_names());
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

GenerateOptions generate_options(const GenerateRequest& request) {
    GenerateOptions options;
    const auto shape = Shape::parse(request.size);
    if (!shape) {
        throw py::value_error("size '" + request.size +
                              "' is not a supported box shape; expected RxC, e.g. 3x3 or 2x3");
    }
    options.shape = *shape;
    const auto symmetry = parse_symmetry(request.symmetry);
    if (!symmetry) throw py::value_error("unknown symmetry '" + request.symmetry + "'");
    options.symmetry = *symmetry;
    const auto method = parse_method(request.method);
    if (!method) {
        throw py::value_error("unknown method '" + request.method +
                              "'; expected top-down or bottom-up");
    }
    options.method = *method;
    options.minimal = request.minimal;
    options.clues = request.clues;
    options.max_clues = request.max_clues;
    options.rating_mode = mode_or_raise(request.mode);
    options.rate = request.rate;
    options.check_node_limit =
        request.node_limit.value_or(options.shape.side() >= 20 ? kLargeGridNodeLimit : 0);
    if (request.difficulty && request.rating) {
        throw py::value_error("give difficulty or rating, not both");
    }
    if (request.difficulty) {
        const auto level = parse_level(*request.difficulty);
        if (!level) {
            throw py::value_error("unknown difficulty '" + *request.difficulty +
                                  "'; expected easy, medium, hard, expert or diabolical");
        }
        const auto [min, max] = rating_range_of(*level);
        options.rating = RatingRange{min, max};
    }
    if (request.rating) {
        options.rating = parse_rating_range(*request.rating);
        if (!options.rating) {
            throw py::value_error("rating '" + *request.rating +
                                  "': expected MIN-MAX such as 4.5-6.2, 9- or -3.4");
        }
    }
    if (request.technique) options.technique = technique_or_raise(*request.technique);
    try {
        validate(options);
    } catch (const GenerateError& error) {
        throw py::value_error(error.what());
    }
    return options;
}

}  // namespace sudokit::python
