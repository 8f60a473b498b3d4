#include <nlohmann/json.hpp>

#include "sudokit/format.hpp"
#include "sudokit/scan.hpp"
#include "sudokit/shape.hpp"

namespace sudokit {

nlohmann::json to_json(const ScanResult& result) {
    const Shape classic;
    const auto cell_name = [&](int cell) { return classic.cell_name(cell); };
    nlohmann::json corners = nlohmann::json::array();
    for (const ScanPoint& corner : result.corners)
        corners.push_back({corner.x, corner.y});
    nlohmann::json cells = nlohmann::json::array();
    for (int cell = 0; cell < 81; ++cell) {
        const CellReading& reading = result.cells[static_cast<std::size_t>(cell)];
        cells.push_back({{"cell", cell_name(cell)},
                         {"digit", reading.digit},
                         {"confidence", reading.confidence},
                         {"runner_up", reading.runner_up},
                         {"runner_up_confidence", reading.runner_up_confidence}});
    }
    nlohmann::json changes = nlohmann::json::array();
    for (const CellChange& change : result.changes)
        changes.push_back(
            {{"cell", cell_name(change.cell)}, {"from", change.from}, {"to", change.to}});
    nlohmann::json value = {{"corners", corners},
                            {"cells", cells},
                            {"read", to_line(result.read)},
                            {"puzzle", to_line(result.puzzle.givens)},
                            {"changes", changes},
                            {"verdict", std::string(to_string(result.verdict))},
                            {"unique", result.verdict == Verdict::unique}};
    if (result.solution) value["solution"] = to_line(*result.solution);
    return value;
}

nlohmann::json to_json(const ScanError& error) {
    return {{"error", error.kind() == ScanError::Kind::no_grid ? "no_grid" : "unreadable"},
            {"message", error.what()}};
}

}  // namespace sudokit
