#include "print/pagination.hpp"

#include <algorithm>

namespace sudokit::print {

namespace {

void add_pages(const std::vector<std::size_t>& indexes, PageKind kind, int per_page,
               std::vector<PagePlan>& pages) {
    const std::size_t step = static_cast<std::size_t>(std::max(per_page, 1));
    for (std::size_t first = 0; first < indexes.size(); first += step) {
        PagePlan page;
        page.kind = kind;
        page.per_page = static_cast<int>(step);
        const std::size_t end = std::min(indexes.size(), first + step);
        page.entries.assign(indexes.begin() + static_cast<std::ptrdiff_t>(first),
                            indexes.begin() + static_cast<std::ptrdiff_t>(end));
        pages.push_back(std::move(page));
    }
}

}  // namespace

int default_solutions_per_page(int puzzles_per_page, int largest_side) {
    if (largest_side > 9) return std::max(puzzles_per_page, 4);
    constexpr int kUsualCounts[] = {4, 6, 9, 12, 16, 20, 25, 30, 36};
    for (const int count : kUsualCounts) {
        if (count >= 2 * puzzles_per_page) return count;
    }
    return 36;
}

std::vector<PagePlan> paginate(const std::vector<PrintEntry>& entries, int per_page,
                               bool with_solutions, int solutions_per_page) {
    std::vector<PagePlan> pages;
    std::vector<std::size_t> all(entries.size());
    for (std::size_t index = 0; index < entries.size(); ++index)
        all[index] = index;
    add_pages(all, PageKind::puzzles, per_page, pages);
    if (with_solutions) {
        std::vector<std::size_t> solved;
        for (std::size_t index = 0; index < entries.size(); ++index) {
            if (entries[index].has_solution()) solved.push_back(index);
        }
        add_pages(solved, PageKind::solutions, solutions_per_page, pages);
    }
    return pages;
}

}  // namespace sudokit::print
