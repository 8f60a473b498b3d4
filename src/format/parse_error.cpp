#include <fmt/format.h>

#include "sudokit/format.hpp"

namespace sudokit {

std::string ParseError::to_string() const {
    // Positions that are unknown (0) are left out rather than printed as "line 0".
    if (line == 0 && column == 0) return message;
    if (line == 0) return fmt::format("column {}: {}", column, message);
    if (column == 0) return fmt::format("line {}: {}", line, message);
    return fmt::format("line {}, column {}: {}", line, column, message);
}

}  // namespace sudokit
