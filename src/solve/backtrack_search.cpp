#include <stdexcept>

#include "search_context.hpp"

namespace sudokit::detail {

void search_backtrack(const Puzzle&, SearchContext&) { throw std::logic_error("backtrack: not built yet"); }

}  // namespace sudokit::detail
