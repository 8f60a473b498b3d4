#include <stdexcept>

#include "search_context.hpp"

namespace sudokit::detail {

void search_csp(const Puzzle&, SearchContext&) { throw std::logic_error("csp: not built yet"); }

}  // namespace sudokit::detail
