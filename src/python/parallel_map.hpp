#pragma once

// Runs one job per item on the library's own threads, results in item order. The Python
// bindings call it with the GIL released, so the jobs must not touch Python objects.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace sudokit::python {

// The thread count for a request: 0 means one per core; never more than the items.
inline int worker_count(int requested, std::size_t items) {
    const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    const int wanted = requested > 0 ? requested : cores;
    return static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(wanted, items)));
}

// Numbers the threads of a map: 0 the calling thread, then 1, 2... the helpers. Work that
// keeps state per thread (a generation session) takes make(index, worker); other work
// make(index).
template <typename Make>
decltype(auto) make_item(const Make& make, std::size_t index, int worker) {
    if constexpr (std::is_invocable_v<const Make&, std::size_t, int>) {
        return make(index, worker);
    } else {
        return make(index);
    }
}

// What make_item gives.
template <typename Make>
using ItemResult =
    std::remove_cvref_t<decltype(make_item(std::declval<const Make&>(), std::size_t{}, 0))>;

// The chunks a map hands out, as their first items plus `count` at the end: large
// (up to 64 items) while much is left, so that the calling thread is woken once per chunk
// rather than once per quick item, and shrinking to single items towards the end, so that
// no helper is left with a long chunk while the others are idle ("guided" scheduling).
inline std::vector<std::size_t> guided_chunks(std::size_t count, int workers) {
    std::vector<std::size_t> starts;
    for (std::size_t first = 0; first < count;) {
        starts.push_back(first);
        const std::size_t left = count - first;
        first += std::clamp<std::size_t>(left / (4 * static_cast<std::size_t>(workers)), 1, 64);
    }
    starts.push_back(count);
    return starts;
}

// make(index) for index in [0, count) on `threads` threads (0 = one per core). The first
// exception stops the handing out of items and is thrown again here.
template <typename Result, typename Make>
std::vector<Result> parallel_map(std::size_t count, int threads, const Make& make) {
    std::vector<Result> results(count);
    const int workers = worker_count(threads, count);
    // Chunks, not single items: items of a fraction of a microsecond (reading a puzzle) would
    // otherwise pass the counter between the cores for every item.
    const std::vector<std::size_t> starts = guided_chunks(count, workers);
    const std::size_t chunks = starts.size() - 1;
    std::atomic<std::size_t> next{0};
    std::mutex failure_mutex;
    std::exception_ptr failure;
    const auto work = [&](int worker) {
        for (std::size_t chunk = next++; chunk < chunks; chunk = next++) {
            try {
                for (std::size_t index = starts[chunk]; index < starts[chunk + 1]; ++index)
                    results[index] = make_item(make, index, worker);
            } catch (...) {
                const std::lock_guard lock(failure_mutex);
                if (!failure) failure = std::current_exception();
                next = chunks;
            }
        }
    };
    {
        std::vector<std::jthread> helpers;
        for (int helper = 1; helper < workers; ++helper)
            helpers.emplace_back(work, helper);
        work(0);
    }
    if (failure) std::rethrow_exception(failure);
    return results;
}

// As parallel_map, but each result is handed to take(index, Result&&) on the calling thread,
// in item order, as soon as its chunk is done. The Python bindings turn results into Python
// objects in take (holding the GIL), one at a time, while the helpers go on with later
// chunks; whenever the next chunk is not done yet, the calling thread makes a chunk itself, so
// `threads` threads are busy all along and the one-at-a-time part no longer adds to the
// batch's time. `unlocked(job)` must run job() on the calling thread (the bindings release the
// GIL around it): making items and waiting are done through it. An exception from make or
// take stops the handing out of chunks; the first in item order is thrown again once the
// helpers have stopped, and no item after the failed one is taken.
template <typename Result, typename Make, typename Take, typename Unlocked>
void parallel_map_streamed(std::size_t count, int threads, const Make& make, const Take& take,
                           const Unlocked& unlocked) {
    const int workers = worker_count(threads, count);
    if (workers == 1) {
        for (std::size_t index = 0; index < count; ++index) {
            std::optional<Result> result;
            unlocked([&] { result.emplace(make_item(make, index, 0)); });
            take(index, std::move(*result));
        }
        return;
    }
    const std::vector<std::size_t> starts = guided_chunks(count, workers);
    const std::size_t chunks = starts.size() - 1;
    // A chunk's failure, if any, and the flag its maker sets (release) once the chunk's
    // results are written, which the calling thread reads or waits on (acquire).
    struct ChunkState {
        std::exception_ptr failure;
        std::atomic<bool> ready{false};
    };
    std::vector<std::optional<Result>> results(count);
    const auto states = std::make_unique<ChunkState[]>(chunks);
    std::atomic<std::size_t> next{0};
    const auto make_chunk = [&](std::size_t chunk, int worker) {
        ChunkState& state = states[chunk];
        try {
            for (std::size_t index = starts[chunk]; index < starts[chunk + 1]; ++index)
                results[index].emplace(make_item(make, index, worker));
        } catch (...) {
            state.failure = std::current_exception();
            next = chunks;
        }
        state.ready.store(true, std::memory_order_release);
        state.ready.notify_one();
    };
    std::vector<std::jthread> helpers;
    for (int helper = 1; helper < workers; ++helper) {
        helpers.emplace_back([&, helper] {
            for (std::size_t chunk = next++; chunk < chunks; chunk = next++)
                make_chunk(chunk, helper);
        });
    }
    const auto stop_helpers = [&] {
        next = chunks;
        helpers.clear();  // joins them
    };
    for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
        ChunkState& state = states[chunk];
        while (!state.ready.load(std::memory_order_acquire)) {
            const std::size_t own = next++;
            if (own < chunks) {
                unlocked([&] { make_chunk(own, 0); });
            } else {
                unlocked([&] { state.ready.wait(false, std::memory_order_acquire); });
            }
        }
        if (state.failure) {
            stop_helpers();
            std::rethrow_exception(state.failure);
        }
        try {
            for (std::size_t index = starts[chunk]; index < starts[chunk + 1]; ++index) {
                take(index, std::move(*results[index]));
                results[index].reset();  // the memory goes back while the batch runs
            }
        } catch (...) {
            stop_helpers();
            throw;
        }
    }
}

}  // namespace sudokit::python
