#include "print/print_options.hpp"

#include "print/pagination.hpp"

namespace sudokit::print {

int PrintOptions::effective_solutions_per_page(int largest_side) const {
    return solutions_per_page > 0 ? solutions_per_page
                                  : default_solutions_per_page(per_page, largest_side);
}

}  // namespace sudokit::print
