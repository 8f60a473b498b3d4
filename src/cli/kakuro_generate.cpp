#include "kakuro_generate.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "checked_output.hpp"
#include "ordered_parallel.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/json.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_generate.hpp"

namespace sudokit::cli {

namespace {

struct Made {
    std::uint64_t index = 0;
    std::optional<kakuro::GeneratedPuzzle> puzzle;
};

std::string render(const Made& made, std::uint64_t seed, bool json) {
    const kakuro::GeneratedPuzzle& generated = *made.puzzle;
    if (json) {
        nlohmann::json object = kakuro::to_json(generated.puzzle);
        object["solution"] = kakuro::write_line(generated.solution);
        object["index"] = made.index;
        object["seed"] = seed;
        return json_text(object) + "\n";
    }
    return kakuro::write_grid(generated.puzzle) + "\n";
}

}  // namespace

ExitCode run_kakuro_generate(const KakuroGenerateSettings& settings) {
    kakuro::GenerateOptions base;
    base.rows = settings.rows;
    base.columns = settings.columns;
    base.longest_run = settings.longest_run;
    base.level = settings.level;
    const int threads = settings.threads > 0
                            ? settings.threads
                            : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    CheckedOutput out;
    ExitStatus status;
    std::uint64_t next_index = 0;
    try {
        run_ordered<std::uint64_t, Made>(
            threads,
            {.take = [&]() -> std::optional<std::uint64_t> {
                 if (next_index == settings.count) return std::nullopt;
                 return next_index++;
             },
             .make =
                 [&](const std::uint64_t& index, int) {
                     kakuro::GenerateOptions options = base;
                     if (settings.timeout_seconds > 0) {
                         options.stop.deadline =
                             std::chrono::steady_clock::now() +
                             std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                 std::chrono::duration<double>(settings.timeout_seconds));
                     }
                     return Made{index,
                                 kakuro::generate(options, puzzle_seed(settings.seed, index))};
                 },
             .emit =
                 [&](Made& made) {
                     if (made.puzzle) {
                         out.write(
                             render(made, puzzle_seed(settings.seed, made.index), settings.json));
                     } else {
                         out.flush();
                         fmt::print(stderr,
                                    "sudokit generate: puzzle {}: none met the request within "
                                    "--timeout {} s\n",
                                    made.index + 1, settings.timeout_seconds);
                         out.write(settings.json
                                       ? json_text(nlohmann::json{{"index", made.index},
                                                                  {"error", "not found in time"}}) +
                                             "\n"
                                       : fmt::format("% puzzle {}: not found in time\n\n",
                                                     made.index + 1));
                         status.raise(kExitTimedOut);
                     }
                     return !out.failed();
                 },
             .flush = [&] { return out.flush(); }});
    } catch (const std::invalid_argument& error) {
        // An area whose runs cannot be laid out: said once, as a request that cannot be met.
        out.flush();
        fmt::print(stderr, "sudokit generate: {}\n", error.what());
        return kExitUsage;
    }
    out.flush();
    if (out.failed()) status.raise(kExitIoError);
    return status.code();
}

}  // namespace sudokit::cli
