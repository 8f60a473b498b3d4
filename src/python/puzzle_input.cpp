#include "puzzle_input.hpp"

#include <optional>
#include <stdexcept>
#include <variant>

#include <pybind11/pybind11.h>

#include "parallel_map.hpp"

namespace sudokit::python {

namespace py = pybind11;

SymbolSet parse_symbols(const std::string& symbols) {
    const auto found = parse_symbol_set(symbols);
    if (!found) {
        throw py::value_error("unknown symbols '" + symbols +
                              "'; expected auto, digits, 1-9A, 0-9A or letters");
    }
    return *found;
}

ReadOptions read_options(const std::optional<std::string>& size, const std::string& format,
                         const std::string& symbols) {
    ReadOptions options;
    if (size) {
        options.shape = Shape::parse_size(*size);
        if (!options.shape) throw py::value_error(Shape::size_problem(*size));
    }
    const auto found = parse_input_format(format);
    if (!found) {
        throw py::value_error("unknown format '" + format +
                              "'; expected auto, line, grid, numbers or pencilmarks");
    }
    options.format = *found;
    options.symbols = parse_symbols(symbols);
    return options;
}

Puzzle parse_one(std::string_view text, const ReadOptions& options, std::string_view where) {
    auto parsed = parse_puzzle(text, options);
    if (auto* error = std::get_if<ParseError>(&parsed)) {
        std::string message = error->to_string();
        if (!where.empty()) message = std::string(where) + ": " + message;
        throw py::value_error(message);
    }
    return std::get<Puzzle>(std::move(parsed));
}

PuzzleTexts puzzle_texts(const py::iterable& items) {
    if (py::isinstance<py::str>(items)) {
        throw py::type_error("expected a list or an iterable of puzzle strings, not one string");
    }
    PuzzleTexts found;
    for (const py::handle item : items) {
        if (!py::isinstance<py::str>(item)) {
            throw py::type_error("puzzle " + std::to_string(found.texts.size() + 1) +
                                 ": expected a str, got " +
                                 std::string(py::str(item.get_type().attr("__name__"))));
        }
        Py_ssize_t length = 0;
        const char* data = PyUnicode_AsUTF8AndSize(item.ptr(), &length);
        if (data == nullptr) throw py::error_already_set();
        std::string_view text(data, static_cast<std::size_t>(length));
        while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
            text.remove_suffix(1);
        const auto first = text.find_first_not_of(" \t");
        if (first == std::string_view::npos || text[first] == '#') continue;
        found.owners.push_back(py::reinterpret_borrow<py::object>(item));
        found.texts.push_back(text);
    }
    return found;
}

void check_all_parse(const std::vector<std::string_view>& texts, const ReadOptions& options,
                     int threads) {
    std::vector<std::optional<ParseError>> errors;
    {
        const py::gil_scoped_release unlocked;
        errors = parallel_map<std::optional<ParseError>>(
            texts.size(), threads, [&](std::size_t index) -> std::optional<ParseError> {
                auto parsed = parse_puzzle(texts[index], options);
                if (auto* error = std::get_if<ParseError>(&parsed)) return std::move(*error);
                return std::nullopt;
            });
    }
    for (std::size_t index = 0; index < errors.size(); ++index) {
        if (errors[index]) {
            throw py::value_error("puzzle " + std::to_string(index + 1) + ": " +
                                  errors[index]->to_string());
        }
    }
}

Puzzle parse_checked(std::string_view text, const ReadOptions& options) {
    return std::get<Puzzle>(parse_puzzle(text, options));
}

}  // namespace sudokit::python
