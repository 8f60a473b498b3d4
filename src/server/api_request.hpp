#pragma once

// What every route of the JSON API shares: the budget of a request, the error a route throws
// for a request it cannot answer, and the readers of a request's fields.

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "server/api.hpp"
#include "sudokit/hint_level.hpp"
#include "sudokit/json.hpp"
#include "sudokit/session.hpp"

namespace sudokit::server {

// What one request may spend: the server's limits, and the time its answer is due.
struct RequestBudget {
    ApiLimits limits;
    std::chrono::steady_clock::time_point deadline;
    SolvingSession& session;  // the worker's, for the logic routes
};

// A request that cannot be answered: the status and the message it gets.
struct RequestError {
    int status = 400;
    std::string message;
    nlohmann::json details = nullptr;
    // An answer's fields sent with the error (a hint's status and problem), or null.
    nlohmann::json answer = nullptr;
};

// 422: the request's time ran out before its answer was found.
inline RequestError out_of_time(const RequestBudget& budget) {
    return {422, fmt::format("no answer within the server's time limit of {} ms",
                             budget.limits.time_limit.count())};
}

// A whole number of type T, or a RequestError: JSON numbers are never rounded or wrapped
// into range ({"count": 2.5}, {"seed": -1}, {"clues": 2147483648} are refused).
template <typename T>
T whole_number(const nlohmann::json& value, const char* name) {
    const auto out_of_range = [&](bool too_small) {
        return RequestError{
            400, too_small ? fmt::format("field '{}' must be at least {}, not {}", name,
                                         std::numeric_limits<T>::min(), json_text(value))
                           : fmt::format("field '{}' must be at most {}, not {}", name,
                                         std::numeric_limits<T>::max(), json_text(value))};
    };
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        if (!std::in_range<T>(number)) throw out_of_range(false);
        return static_cast<T>(number);
    }
    if (value.is_number_integer()) {
        const auto number = value.get<std::int64_t>();
        if (!std::in_range<T>(number)) throw out_of_range(number < 0);
        return static_cast<T>(number);
    }
    if (value.is_number()) {
        throw RequestError{
            400, fmt::format("field '{}' must be a whole number, not {}", name, json_text(value))};
    }
    throw RequestError{400, fmt::format("field '{}' must be a whole number", name)};
}

// Reads an optional field of a type, or throws a RequestError naming it.
template <typename T>
std::optional<T> field(const nlohmann::json& request, const char* name) {
    const auto found = request.find(name);
    if (found == request.end() || found->is_null()) return std::nullopt;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        return whole_number<T>(*found, name);
    } else {
        try {
            return found->get<T>();
        } catch (const nlohmann::json::exception&) {
            throw RequestError{400, fmt::format("field '{}' has the wrong type", name)};
        }
    }
}

// A hint request's "level" (nudge, technique or full; full when absent), or a 400 naming them.
inline HintLevel hint_level_field(const nlohmann::json& request) {
    const auto name = field<std::string>(request, "level").value_or("full");
    const auto level = parse_hint_level(name);
    if (!level)
        throw RequestError{400, fmt::format("level '{}': use nudge, technique or full", name)};
    return *level;
}

}  // namespace sudokit::server
