#pragma once

// The shape of every *_many call: all the work on the library's threads with the GIL
// released, then the results turned into a list of dicts in input order.

#include <cstddef>
#include <vector>

#include <pybind11/pybind11.h>
#include <nlohmann/json.hpp>

#include "json_to_python.hpp"
#include "parallel_map.hpp"
#include "puzzle_input.hpp"

namespace sudokit::python {

// make(index) -> nlohmann::json for index in [0, count).
template <typename Make>
pybind11::list map_to_dicts(std::size_t count, int threads, const Make& make) {
    std::vector<nlohmann::json> values;
    {
        const pybind11::gil_scoped_release unlocked;
        values = parallel_map<nlohmann::json>(count, threads, make);
    }
    pybind11::list results(count);
    PythonValueMaker make_value;
    for (std::size_t index = 0; index < count; ++index)
        results[index] = make_value(values[index]);
    return results;
}

// make(puzzle) for every puzzle of `items` (read before any work starts, so that a bad one
// raises at once).
template <typename Make>
pybind11::list map_puzzles(const pybind11::iterable& items, const ReadOptions& options, int threads,
                           const Make& make) {
    const std::vector<std::string> texts = puzzle_texts(items);
    check_all_parse(texts, options, threads);
    return map_to_dicts(texts.size(), threads, [&](std::size_t index) {
        return make(parse_checked(texts[index], options));
    });
}

}  // namespace sudokit::python
