#include "logic_options.hpp"

#include "choice_names.hpp"

#include <chrono>

#include <fmt/format.h>

namespace sudokit::cli {

std::vector<std::string> split_name_list(const std::string& list) {
    std::vector<std::string> names;
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t end = list.find(',', start);
        if (end == std::string::npos) end = list.size();
        std::string name = list.substr(start, end - start);
        while (!name.empty() && name.front() == ' ')
            name.erase(name.begin());
        while (!name.empty() && name.back() == ' ')
            name.pop_back();
        if (!name.empty()) names.push_back(std::move(name));
        start = end + 1;
    }
    return names;
}

TechniqueSet parse_technique_list(const std::string& list) {
    TechniqueSet set;
    for (const std::string& name : split_name_list(list)) {
        const std::optional<Technique> technique = parse_technique(name);
        if (!technique) {
            throw CLI::ValidationError("--techniques", unknown_technique_message(name));
        }
        set.set(static_cast<std::size_t>(*technique));
    }
    if (set.none()) {
        throw CLI::ValidationError("--techniques",
                                   "expected a comma-separated list of technique names, e.g. "
                                   "naked-single,hidden-single-box,naked-pair");
    }
    return set;
}

void LogicFlags::add_to(CLI::App& command, const std::string& default_mode) {
    mode = default_mode;
    auto* mode_option =
        command
            .add_option("--mode", mode,
                        "Technique set and order: se (Sudoku Explainer 1.2.1's, so ratings agree "
                        "with it) or full (every technique, skyscrapers, finned fish, AICs...)")
            ->check(CLI::IsMember(choice_names(kLogicModes, logic_mode_name)))
            ->capture_default_str();
    command.add_flag("--se", se, "Shortcut for --mode se")->excludes(mode_option);
    command
        .add_option("--techniques", techniques,
                    "Only these techniques, comma-separated machine names (e.g. "
                    "naked-single,hidden-single-box,pointing); see docs/logic.md")
        ->type_name("LIST");
    command
        .add_option("--timeout", timeout_seconds,
                    "Give up on a puzzle after this many seconds (0 = never)")
        ->check(CLI::NonNegativeNumber);
}

LogicOptions LogicFlags::options() const {
    LogicOptions options;
    options.mode = se ? LogicMode::se : parse_logic_mode(mode).value_or(LogicMode::full);
    if (!techniques.empty()) options.techniques = parse_technique_list(techniques);
    return options;
}

LogicOptions LogicFlags::options_for_one_puzzle(LogicOptions options) const {
    if (timeout_seconds > 0) {
        options.deadline = std::chrono::steady_clock::now() +
                           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(timeout_seconds));
    }
    return options;
}

}  // namespace sudokit::cli
