#pragma once

// Generator options by name, as the command's flags and the Python module's keywords give
// them, turned into GenerateOptions in one place.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include "sudokit/generate.hpp"

namespace sudokit {

struct GenerateRequest {
    std::string size = "3x3";  // boxes "3x3", "2x3", or the side "9", "16"
    std::string symmetry = "none";
    std::string method = "top-down";
    bool minimal = false;
    std::optional<int> clues;
    std::optional<int> max_clues;
    std::string difficulty;  // easy .. diabolical; empty for none
    std::string rating;      // "4.5-6.2", "9-", "-3.4"; empty for none
    std::string technique;   // a technique's machine name; empty for none
    std::string mode = "se";
    bool rate = false;
    std::optional<std::uint64_t> node_limit;  // unset: none, or a budget for 20x20 and up
    std::string variant = "classic";          // classic, x, windoku, jigsaw, killer, killer-x
    std::optional<int> largest_cage;          // killers: the most cells in a cage
    bool single_cell_cages = true;            // killers: whether a cage may be one cell
};

// A name the request gives that means nothing: which field, and a sentence that says what
// was expected.
class GenerateRequestError : public std::invalid_argument {
  public:
    GenerateRequestError(std::string field_name, const std::string& message)
        : std::invalid_argument(message), field(std::move(field_name)) {}
    std::string field;  // "size", "symmetry", "rating", ...
};

// The options the request names (not yet checked with validate()). Throws
// GenerateRequestError.
GenerateOptions generate_options(const GenerateRequest& request);

}  // namespace sudokit
