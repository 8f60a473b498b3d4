#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace sudokit::cli {

// Runs make(0), make(1), ... make(count-1) on `threads` threads and hands the results to
// `emit` on the calling thread in index order, as soon as each next one is ready. Workers
// stay at most `window` indices ahead of the output, so memory stays bounded for any count.
template <typename Result>
void run_ordered(std::uint64_t count, int threads, const std::function<Result(std::uint64_t)>& make,
                 const std::function<void(std::uint64_t, Result&)>& emit,
                 std::uint64_t window = 256) {
    std::mutex mutex;
    std::condition_variable changed;
    std::map<std::uint64_t, Result> ready;
    std::uint64_t next_index = 0;
    std::uint64_t emitted = 0;

    auto work = [&] {
        for (;;) {
            std::uint64_t index = 0;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock,
                             [&] { return next_index >= count || next_index < emitted + window; });
                if (next_index >= count) return;
                index = next_index++;
            }
            Result result = make(index);
            {
                std::lock_guard lock(mutex);
                ready.emplace(index, std::move(result));
            }
            changed.notify_all();
        }
    };
    std::vector<std::jthread> workers;
    for (int i = 0; i < threads; ++i)
        workers.emplace_back(work);
    for (std::uint64_t index = 0; index < count; ++index) {
        Result result;
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return ready.count(index) != 0; });
            auto found = ready.find(index);
            result = std::move(found->second);
            ready.erase(found);
        }
        emit(index, result);
        {
            std::lock_guard lock(mutex);
            emitted = index + 1;
        }
        changed.notify_all();
    }
}

}  // namespace sudokit::cli
