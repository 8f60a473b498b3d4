#include "input_kind.hpp"

#include <istream>

#include "input_file.hpp"
#include "sudokit/kakuro_format.hpp"

namespace sudokit::cli {

namespace {

bool is_content_line(const std::string& line) {
    const std::size_t start = line.find_first_not_of(" \t\r");
    return start != std::string::npos && line[start] != '%' && line[start] != ';';
}

}  // namespace

InputKind detect_input_kind(const std::vector<std::string>& files) {
    InputKind kind;
    const std::string& first = files.empty() ? std::string("-") : files.front();
    InputFile input(first);
    if (!input.open_problem().empty()) return kind;
    // Lines up to the first that holds something: that line says what the file is.
    std::string head;
    std::string line;
    while (std::getline(input.stream(), line)) {
        const bool content = is_content_line(line);
        head += line;
        if (!input.stream().eof()) head += '\n';
        if (content) break;
    }
    kind.kakuro = sudokit::kakuro::looks_like_kakuro(head);
    if (first == "-") kind.standard_input_head = head + input.take_buffered();
    return kind;
}

}  // namespace sudokit::cli
