#pragma once

// One run of MiniZinc with Gecode, the reference solver of the benches: asked for two
// solutions, so that its answer settles uniqueness as sudokit's does.

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace sudokit::bench {

struct MiniZincRun {
    double solve_seconds = 0;  // from its statistics (the wall time when it gives none)
    double wall_seconds = 0;   // with the flattening and the process start
    std::uint64_t nodes = 0;
    bool settled = false;  // the search was exhausted, found no solution, or found two
    std::string verdict;   // unique, multiple, none or stopped
};

// Whether MiniZinc with its Gecode solver can be run: without it every run would read as
// stopped, a reference that silently never answered.
inline bool minizinc_available() {
    FILE* pipe = popen("minizinc --solvers 2>&1", "r");
    if (pipe == nullptr) return false;
    std::string output;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr)
        output += buffer;
    return pclose(pipe) == 0 && output.find("Gecode") != std::string::npos;
}

// The check of --minizinc before a bench starts: false, with the reason on stderr, when the
// reference cannot run.
inline bool check_minizinc() {
    if (minizinc_available()) return true;
    fmt::print(stderr,
               "--minizinc: MiniZinc with Gecode was not found (apt-get install minizinc)\n");
    return false;
}

inline MiniZincRun run_minizinc(const std::filesystem::path& model,
                                const std::filesystem::path& data, double timeout_seconds) {
    const std::string command =
        fmt::format("minizinc --solver gecode -n 2 -s {} '{}' '{}' 2>&1",
                    timeout_seconds > 0
                        ? fmt::format("--time-limit {}", static_cast<long>(timeout_seconds * 1000))
                        : "",
                    model.string(), data.string());
    const auto start = std::chrono::steady_clock::now();
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) throw std::runtime_error("cannot run minizinc");
    std::string output;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr)
        output += buffer;
    pclose(pipe);
    MiniZincRun run;
    run.wall_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.solve_seconds = run.wall_seconds;
    const std::string time_key = "solveTime=";
    if (const auto at = output.find(time_key); at != std::string::npos)
        run.solve_seconds = std::stod(output.substr(at + time_key.size()));
    const std::string nodes_key = "nodes=";
    if (const auto at = output.find(nodes_key); at != std::string::npos)
        run.nodes = std::stoull(output.substr(at + nodes_key.size()));
    // Two solutions are two "----------" separators; "==========" ends an exhausted search.
    const auto first = output.find("----------");
    const bool two =
        first != std::string::npos && output.find("----------", first + 1) != std::string::npos;
    const bool exhausted = output.find("==========") != std::string::npos;
    const bool unsatisfiable = output.find("UNSATISFIABLE") != std::string::npos;
    run.settled = two || exhausted || unsatisfiable;
    run.verdict = two ? "multiple" : unsatisfiable ? "none" : exhausted ? "unique" : "stopped";
    return run;
}

}  // namespace sudokit::bench
