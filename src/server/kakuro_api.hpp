#pragma once

// The Kakuro routes of the JSON API: POST /api/kakuro/generate, /api/kakuro/solve,
// /api/kakuro/hint and /api/kakuro/rate (docs/api.md). A board comes as "grid": its text rows
// (an array) or the whole text, in the forms kakuro::read_records reads. Each route throws a
// RequestError for a request it cannot answer.

#include <nlohmann/json.hpp>

#include "server/api_request.hpp"

namespace sudokit::server {

// {rows, columns, seed?}: a new puzzle of that area (6x6 to 30x30), its solution and rating.
nlohmann::json kakuro_generate_route(const nlohmann::json& request, const RequestBudget& budget);
// {grid, algorithm?}: the verdict and up to one solution.
nlohmann::json kakuro_solve_route(const nlohmann::json& request, const RequestBudget& budget);
// {grid, digits?, level?}: the next step from the player's digits, or the first wrong one.
nlohmann::json kakuro_hint_route(const nlohmann::json& request, const RequestBudget& budget);
// {grid}: every step of the logic's solution, its rating and the digits.
nlohmann::json kakuro_explain_route(const nlohmann::json& request, const RequestBudget& budget);
// {grid}: the rating and its level.
nlohmann::json kakuro_rate_route(const nlohmann::json& request, const RequestBudget& budget);

}  // namespace sudokit::server
