#include <stdexcept>

#include "search_context.hpp"

namespace sudokit::detail {

void search_dlx(const Puzzle&, SearchContext&) { throw std::logic_error("dlx: not built yet"); }

}  // namespace sudokit::detail
