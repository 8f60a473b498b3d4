#pragma once

// Runs one job per item on the library's own threads, results in item order. The Python
// bindings call it with the GIL released, so the jobs must not touch Python objects.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace sudokit::python {

// The thread count for a request: 0 means one per core; never more than the items.
inline int worker_count(int requested, std::size_t items) {
    const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    const int wanted = requested > 0 ? requested : cores;
    return static_cast<int>(std::max<std::size_t>(1, std::min<std::size_t>(wanted, items)));
}

// make(index) for index in [0, count) on `threads` threads (0 = one per core). The first
// exception stops the handing out of items and is thrown again here.
template <typename Result, typename Make>
std::vector<Result> parallel_map(std::size_t count, int threads, const Make& make) {
    std::vector<Result> results(count);
    std::atomic<std::size_t> next{0};
    std::mutex failure_mutex;
    std::exception_ptr failure;
    const auto work = [&] {
        for (std::size_t index = next++; index < count; index = next++) {
            try {
                results[index] = make(index);
            } catch (...) {
                const std::lock_guard lock(failure_mutex);
                if (!failure) failure = std::current_exception();
                next = count;
            }
        }
    };
    {
        std::vector<std::jthread> helpers;
        for (int helper = 1; helper < worker_count(threads, count); ++helper)
            helpers.emplace_back(work);
        work();
    }
    if (failure) std::rethrow_exception(failure);
    return results;
}

}  // namespace sudokit::python
