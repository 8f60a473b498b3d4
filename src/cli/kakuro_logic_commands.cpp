#include "kakuro_logic_commands.hpp"

#include <cstdio>
#include <functional>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "deadline.hpp"
#include "kakuro_batch.hpp"
#include "logic_options.hpp"
#include "sudokit/json.hpp"
#include "sudokit/kakuro_format.hpp"

namespace sudokit::cli {

namespace {

using kakuro::LogicStatus;

std::string known_techniques() {
    std::string names;
    for (const kakuro::Technique technique : kakuro::kTechniques) {
        if (!names.empty()) names += ", ";
        names += kakuro::technique_name(technique);
    }
    return names;
}

// The techniques the settings allow, or the unknown name.
std::optional<std::vector<kakuro::Technique>> parse_techniques(const std::string& list,
                                                               std::string& unknown) {
    std::vector<kakuro::Technique> techniques;
    for (const std::string& name : split_name_list(list)) {
        const auto technique = kakuro::parse_technique(name);
        if (!technique) {
            unknown = name;
            return std::nullopt;
        }
        techniques.push_back(*technique);
    }
    return techniques;
}

ExitCode status_of(LogicStatus status) {
    switch (status) {
        case LogicStatus::solved:
            return kExitOk;
        case LogicStatus::stopped:
            return kExitTimedOut;
        default:
            return kExitUnsolved;
    }
}

std::string rating_text(const kakuro::Rating& rating) {
    return fmt::format("{:.1f} {}, hardest: {}", rating.difficulty,
                       kakuro::level_name(rating.level), kakuro::technique_title(rating.hardest));
}

bool finished_by_solver(const kakuro::LogicResult& result) {
    return !result.steps.empty() && result.steps.back().technique == kakuro::Technique::solver;
}

// Runs `answer` on every readable record with the options of one puzzle (its deadline).
using Answer = std::function<RecordOutcome(const KakuroSourceRecord&, const kakuro::Puzzle&,
                                           const kakuro::LogicOptions&)>;
ExitCode run_logic_batch(const KakuroLogicSettings& settings, const std::vector<std::string>& files,
                         const std::string& standard_input_head, const Answer& answer) {
    std::string unknown;
    const auto techniques = parse_techniques(settings.techniques, unknown);
    if (!techniques) {
        std::fprintf(stderr, "%s",
                     fmt::format("sudokit: --techniques: no Kakuro technique is called '{}'; "
                                 "they are {}\n",
                                 unknown, known_techniques())
                         .c_str());
        return kExitUsage;
    }
    return run_kakuro_batch(files, standard_input_head, settings.threads,
                            [&](const KakuroSourceRecord& source) {
                                if (!source.record->ok())
                                    return unreadable_kakuro(source, settings.json);
                                kakuro::LogicOptions options;
                                options.techniques = *techniques;
                                options.finish_with_solver = settings.finish;
                                options.stop.deadline = deadline_from_now(settings.timeout_seconds);
                                return answer(source, source.record->puzzle(), options);
                            });
}

std::string with_label(const kakuro::Puzzle& puzzle) {
    return puzzle.label.empty() ? "" : " " + puzzle.label;
}

}  // namespace

std::optional<ExitCode> refuse_sudoku_only_options(const CLI::App& command,
                                                   std::initializer_list<const char*> names) {
    for (const char* name : names) {
        const CLI::Option* option = command.get_option_no_throw(name);
        if (option == nullptr || option->count() == 0) continue;
        std::fprintf(stderr, "sudokit %s: %s is for Sudoku; this input is Kakuro\n",
                     command.get_name().c_str(), name);
        return kExitUsage;
    }
    return std::nullopt;
}

ExitCode run_kakuro_explain(const KakuroLogicSettings& settings,
                            const std::vector<std::string>& files,
                            const std::string& standard_input_head) {
    return run_logic_batch(
        settings, files, standard_input_head,
        [&](const KakuroSourceRecord& source, const kakuro::Puzzle& puzzle,
            const kakuro::LogicOptions& options) {
            const kakuro::LogicResult result = kakuro::solve_logically(puzzle, options);
            RecordOutcome outcome;
            outcome.status = status_of(result.status);
            if (settings.json) {
                nlohmann::json value = kakuro::to_json(puzzle, result);
                value["line"] = source.record->line;
                value["puzzle"] = kakuro::to_json(puzzle);
                outcome.out = json_text(value) + "\n";
                return outcome;
            }
            std::string text = fmt::format("Kakuro ({}, {}x{}, {} white cells){}:\n",
                                           source.where(), puzzle.rows(), puzzle.columns(),
                                           puzzle.white_count(), with_label(puzzle));
            for (std::size_t index = 0; index < result.steps.size(); ++index)
                text += fmt::format("{:>4}. {}\n", index + 1, result.steps[index].text);
            switch (result.status) {
                case LogicStatus::solved:
                    text += fmt::format(
                        "  Rating {}{}\n", rating_text(result.rating),
                        finished_by_solver(result)
                            ? " (finished by the exact solver: the rating covers the technique "
                              "steps only)"
                            : "");
                    break;
                case LogicStatus::stuck:
                    text += fmt::format(
                        "  Stuck after {} steps: no allowed technique applies; so far {}. "
                        "(more --techniques, or --finish to end with the exact solver)\n",
                        result.steps.size(), rating_text(result.rating));
                    break;
                default:
                    text += fmt::format("  Not explained: {}\n",
                                        kakuro::problem_sentence(result.status));
                    break;
            }
            outcome.out = text + "\n";
            return outcome;
        });
}

ExitCode run_kakuro_hint(const KakuroLogicSettings& settings, const std::vector<std::string>& files,
                         const std::string& standard_input_head) {
    return run_logic_batch(
        settings, files, standard_input_head,
        [&](const KakuroSourceRecord& source, const kakuro::Puzzle& puzzle,
            const kakuro::LogicOptions& options) {
            const kakuro::HintResult result = kakuro::hint(puzzle, options);
            RecordOutcome outcome;
            outcome.status = result.step || result.status == LogicStatus::solved
                                 ? kExitOk
                                 : status_of(result.status);
            if (settings.json) {
                nlohmann::json value = kakuro::hint_record(puzzle, result, settings.detail);
                value["line"] = source.record->line;
                outcome.out = json_text(value) + "\n";
            } else {
                outcome.out = kakuro::hint_sentence(puzzle, result, settings.detail) + "\n";
            }
            return outcome;
        });
}

ExitCode run_kakuro_rate(const KakuroLogicSettings& settings, const std::vector<std::string>& files,
                         const std::string& standard_input_head) {
    return run_logic_batch(
        settings, files, standard_input_head,
        [&](const KakuroSourceRecord& source, const kakuro::Puzzle& puzzle,
            const kakuro::LogicOptions& options) {
            const kakuro::LogicResult result = kakuro::solve_logically(puzzle, options);
            RecordOutcome outcome;
            outcome.status = status_of(result.status);
            if (settings.json) {
                nlohmann::json value = kakuro::rating_record(puzzle, result);
                value["line"] = source.record->line;
                outcome.out = json_text(value) + "\n";
                return outcome;
            }
            const kakuro::Rating& rating = result.rating;
            switch (result.status) {
                case LogicStatus::solved:
                    outcome.out = fmt::format(
                        "{}: {:.1f} {} {}{}{}\n", source.where(), rating.difficulty,
                        kakuro::level_name(rating.level), kakuro::technique_name(rating.hardest),
                        finished_by_solver(result) ? " (finished by solver)" : "",
                        with_label(puzzle));
                    break;
                case LogicStatus::stuck:
                    outcome.out = fmt::format("{}: >={:.1f} stuck{}\n", source.where(),
                                              rating.difficulty, with_label(puzzle));
                    break;
                default:
                    outcome.out =
                        fmt::format("{}: not rated: {}{}\n", source.where(),
                                    kakuro::problem_sentence(result.status), with_label(puzzle));
                    break;
            }
            return outcome;
        });
}

}  // namespace sudokit::cli
