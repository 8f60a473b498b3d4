// Where a multi-line record ends, also after its layout broke.

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

bool is_one_line_puzzle(std::string_view text, std::optional<int> row_length) {
    const std::size_t run = find_puzzle_run(text).puzzle_size();
    if (row_length && run == static_cast<std::size_t>(*row_length)) return false;
    return is_line_cell_count(run);
}

}  // namespace

bool ends_multi_line_record(std::string_view text, std::optional<int> row_length) {
    return is_blank_line(text) || is_one_line_puzzle(text, row_length);
}

void skip_broken_record(LineSource& source, std::optional<int> row_length) {
    while (const SourceLine* line = source.peek()) {
        if (is_one_line_puzzle(line->text, row_length)) return;
        const bool blank = is_blank_line(line->text);
        source.take();
        if (blank) return;
    }
}

}  // namespace sudokit::format_detail
