#pragma once

// The shape of every *_many call: the work on the library's threads with the GIL released,
// the results turned into a list of dicts in input order as they come.

#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include <pybind11/pybind11.h>
#include <nlohmann/json.hpp>

#include "json_to_python.hpp"
#include "parallel_map.hpp"
#include "puzzle_input.hpp"

namespace sudokit::python {

// Python's cycle collector off while a batch's results are made, then back as it was (the
// results hold no cycles; left on, every few hundred dicts it walks the ones made so far, a
// tenth of the time the calling thread spends per result).
class CollectorPaused {
  public:
    CollectorPaused() : was_enabled_(PyGC_Disable() != 0) {}
    ~CollectorPaused() {
        if (was_enabled_) PyGC_Enable();
    }
    CollectorPaused(const CollectorPaused&) = delete;
    CollectorPaused& operator=(const CollectorPaused&) = delete;

  private:
    bool was_enabled_;
};

// A result that is JSON already, turned into the Python value.
struct FromJson {
    pybind11::object operator()(const nlohmann::json& value) { return make(value); }
    PythonValueMaker make;
};

// work(index) (or work(index, worker): parallel_map.hpp) for index in [0, count) on the
// helpers with the GIL released, while this thread
// turns finished results into Python values, in input order, with describe(result).
// Work whose JSON is large beside the work (a solve: a few microseconds) returns a plain
// result and describes it directly: a JSON tree made on a helper is many small blocks that
// this thread would free, and the helpers and this thread then contend for the allocator
// (2 threads gave 1.2x one instead of 1.8x).
template <typename Work, typename Describe = FromJson>
pybind11::list map_to_dicts(std::size_t count, int threads, const Work& work,
                            Describe&& describe = {}) {
    using Result = ItemResult<Work>;
    const CollectorPaused paused;
    pybind11::list results(count);
    parallel_map_streamed<Result>(
        count, threads, work,
        [&](std::size_t index, Result&& result) { results[index] = describe(result); },
        [](const auto& job) {
            const pybind11::gil_scoped_release unlocked;
            job();
        });
    return results;
}

// work(puzzle) for every puzzle of `items` (read before any work starts, so that a bad one
// raises at once), described as in map_to_dicts.
template <typename Work, typename Describe = FromJson>
pybind11::list map_puzzles(const pybind11::iterable& items, const ReadOptions& options, int threads,
                           const Work& work, Describe&& describe = {}) {
    const PuzzleTexts items_text = puzzle_texts(items);
    const std::vector<std::string_view>& texts = items_text.texts;
    check_all_parse(texts, options, threads);
    return map_to_dicts(
        texts.size(), threads,
        [&](std::size_t index) { return work(parse_checked(texts[index], options)); },
        std::forward<Describe>(describe));
}

}  // namespace sudokit::python
