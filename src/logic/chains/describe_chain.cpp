// One English sentence for every chain technique: what the chain assumes, where it leads,
// and what follows.

#include <fmt/format.h>

#include <set>

#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

std::string branches_text(const Step& step, const StepWords& words) {
    std::set<int> branches;
    for (const ChainLink& link : step.links)
        branches.insert(link.branch);
    std::string text;
    for (int branch : branches) {
        if (!text.empty()) text += "; ";
        text += words.branch(step.links, branch);
    }
    return text;
}

std::string nesting_note(const Step& step) {
    if (step.nesting < 2) return {};
    return fmt::format(" (nesting level {})", step.nesting);
}

// The assumption a branch starts from, e.g. "r1c1=3".
std::string start_of(const Step& step, const StepWords& words, int branch) {
    for (const ChainLink& link : step.links) {
        if (link.branch == branch) return words.node(link.from);
    }
    return {};
}

std::string end_of(const Step& step, const StepWords& words, int branch) {
    std::string text;
    for (const ChainLink& link : step.links) {
        if (link.branch == branch) text = words.node(link.to);
    }
    return text;
}

}  // namespace

std::string describe_chain(const Step& step, const StepWords& words) {
    const std::string title(technique_title(step.technique));
    const std::string conclusion = words.conclusion(step);
    const std::string chains = branches_text(step, words);
    const std::string nodes = step.size > 0 ? fmt::format(", {} nodes", step.size) : "";
    switch (step.form) {
        case ChainForm::cycle:
            return fmt::format("{}{} ({}{}): every weak link of the loop is strong, so {}", title,
                               nesting_note(step), chains, nodes, conclusion);
        case ChainForm::chain:
            return fmt::format("{} ({}{}): one of its two ends is true, so {}", title, chains,
                               nodes, conclusion);
        case ChainForm::contradiction:
            if (step.links.empty()) break;
            return fmt::format("{}{}: if {} then a contradiction follows ({}{}), so {}", title,
                               nesting_note(step), start_of(step, words, 0), chains, nodes,
                               conclusion);
        case ChainForm::double_implication:
            return fmt::format("{}{}: whether {} or not, {} follows ({}{}), so {}", title,
                               nesting_note(step), start_of(step, words, 0), end_of(step, words, 0),
                               chains, nodes, conclusion);
        case ChainForm::cell:
            return fmt::format(
                "{}{}: every candidate of {} leads to {} ({}{}), so {}", title, nesting_note(step),
                step.cells.empty() ? std::string("the cell") : words.cell(step.cells.front()),
                end_of(step, words, 0), chains, nodes, conclusion);
        case ChainForm::region:
            return fmt::format(
                "{}{}: every place of {} in {} leads to {} ({}{}), so {}", title,
                nesting_note(step),
                step.links.empty() ? std::string("?") : words.digit(step.links.front().from.digit),
                step.houses.empty() ? std::string("the house") : words.house(step.houses.front()),
                end_of(step, words, 0), chains, nodes, conclusion);
        case ChainForm::none:
            break;
    }
    if (chains.empty()) return fmt::format("{}: {}", title, conclusion);
    return fmt::format("{} ({}): {}", title, chains, conclusion);
}

}  // namespace sudokit::logic
