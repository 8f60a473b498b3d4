// The Python batches' streamed map: every item made once and taken once, in order, on the
// calling thread; a failure stops it, and the first failed item in order is the one reported.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "python/parallel_map.hpp"

namespace sudokit::python {
namespace {

// Runs the map with a plain `unlocked` (no GIL here) and records what was taken, and where.
struct Taken {
    std::vector<std::size_t> indexes;
    std::vector<std::size_t> values;
    bool all_on_calling_thread = true;
};

Taken run(std::size_t count, int threads, const std::function<std::size_t(std::size_t)>& make) {
    Taken taken;
    const auto caller = std::this_thread::get_id();
    parallel_map_streamed<std::size_t>(
        count, threads, make,
        [&](std::size_t index, std::size_t&& value) {
            if (std::this_thread::get_id() != caller) taken.all_on_calling_thread = false;
            taken.indexes.push_back(index);
            taken.values.push_back(value);
        },
        [](const auto& job) { job(); });
    return taken;
}

TEST(GuidedChunks, CoverEveryItemOnceAndShrinkTowardsTheEnd) {
    for (const std::size_t count : {0UL, 1UL, 7UL, 1000UL, 20000UL}) {
        const std::vector<std::size_t> starts = guided_chunks(count, 2);
        ASSERT_EQ(starts.front(), 0U);
        ASSERT_EQ(starts.back(), count);
        for (std::size_t chunk = 0; chunk + 1 < starts.size(); ++chunk) {
            const std::size_t size = starts[chunk + 1] - starts[chunk];
            EXPECT_GE(size, 1U);
            EXPECT_LE(size, 64U);
            if (chunk + 2 < starts.size()) {
                EXPECT_GE(size, starts[chunk + 2] - starts[chunk + 1]);
            }
        }
    }
    EXPECT_EQ(guided_chunks(20000, 2)[1], 64U);
    const std::vector<std::size_t> tail = guided_chunks(20000, 2);
    EXPECT_EQ(tail[tail.size() - 1] - tail[tail.size() - 2], 1U);
}

TEST(ParallelMapStreamed, TakesEveryItemOnceInOrderOnTheCallingThread) {
    for (const int threads : {1, 2, 4}) {
        for (const std::size_t count : {0UL, 1UL, 3UL, 500UL, 5000UL}) {
            std::atomic<std::size_t> made{0};
            const Taken taken = run(count, threads, [&](std::size_t index) {
                ++made;
                return index * 3 + 1;
            });
            EXPECT_EQ(made, count);
            ASSERT_EQ(taken.indexes.size(), count) << threads << " threads";
            for (std::size_t index = 0; index < count; ++index) {
                EXPECT_EQ(taken.indexes[index], index);
                EXPECT_EQ(taken.values[index], index * 3 + 1);
            }
            EXPECT_TRUE(taken.all_on_calling_thread);
        }
    }
}

TEST(ParallelMapStreamed, UsesTheRequestedThreadsAndNoMore) {
    std::mutex mutex;
    std::vector<std::thread::id> makers;
    run(4000, 2, [&](std::size_t index) {
        const std::lock_guard lock(mutex);
        const auto self = std::this_thread::get_id();
        if (std::find(makers.begin(), makers.end(), self) == makers.end()) makers.push_back(self);
        return index;
    });
    EXPECT_LE(makers.size(), 2U);
}

TEST(ParallelMapStreamed, AFailedItemStopsTheMapAndNothingAfterItIsTaken) {
    for (const int threads : {1, 2, 3}) {
        std::vector<std::size_t> taken;
        const auto make = [](std::size_t index) -> std::size_t {
            if (index == 1234 || index == 3000) throw std::runtime_error(std::to_string(index));
            return index;
        };
        try {
            parallel_map_streamed<std::size_t>(
                5000, threads, make,
                [&](std::size_t index, std::size_t&&) { taken.push_back(index); },
                [](const auto& job) { job(); });
            FAIL() << "no exception";
        } catch (const std::runtime_error& error) {
            EXPECT_EQ(std::string(error.what()), "1234") << threads << " threads";
        }
        // A prefix: on threads, the failed item's chunk is dropped whole.
        ASSERT_LE(taken.size(), 1234U);
        for (std::size_t index = 0; index < taken.size(); ++index)
            EXPECT_EQ(taken[index], index);
        if (threads == 1) {
            EXPECT_EQ(taken.size(), 1234U);
        }
    }
}

TEST(ParallelMapStreamed, AFailureInTakeStopsTheHelpers) {
    // Items from 1,000 on wait for the failure, then take 100 us each: helpers that went on
    // after it would need ten seconds for the rest, so stopping shows in the count.
    std::atomic<std::size_t> made{0};
    std::atomic<bool> failed{false};
    EXPECT_THROW(parallel_map_streamed<std::size_t>(
                     100000, 2,
                     [&](std::size_t index) {
                         if (index >= 1000) {
                             failed.wait(false);
                             std::this_thread::sleep_for(std::chrono::microseconds(100));
                         }
                         ++made;
                         return index;
                     },
                     [&](std::size_t index, std::size_t&&) {
                         if (index == 10) {
                             failed = true;
                             failed.notify_all();
                             throw std::invalid_argument("take");
                         }
                     },
                     [](const auto& job) { job(); }),
                 std::invalid_argument);
    EXPECT_LT(made, 100000U);
}

// Work that keeps state per thread takes (index, worker): each worker number is below the
// thread count, and no two threads ever hold the same number at once; both maps.
TEST(WorkerNumbers, EachThreadHasItsOwnNumber) {
    constexpr int kThreads = 3;
    std::array<std::atomic<bool>, kThreads> busy{};
    std::atomic<bool> clash{false};
    std::atomic<int> out_of_range{0};
    const auto make = [&](std::size_t index, int worker) {
        if (worker < 0 || worker >= kThreads) {
            ++out_of_range;
            return index;
        }
        if (busy[static_cast<std::size_t>(worker)].exchange(true)) clash = true;
        std::this_thread::sleep_for(std::chrono::microseconds(20));
        busy[static_cast<std::size_t>(worker)] = false;
        return index;
    };
    const std::vector<std::size_t> plain = parallel_map<std::size_t>(500, kThreads, make);
    for (std::size_t index = 0; index < plain.size(); ++index)
        EXPECT_EQ(plain[index], index);
    std::size_t taken = 0;
    parallel_map_streamed<std::size_t>(
        500, kThreads, make,
        [&](std::size_t index, std::size_t&& value) {
            EXPECT_EQ(value, index);
            ++taken;
        },
        [](const auto& job) { job(); });
    EXPECT_EQ(taken, 500U);
    EXPECT_EQ(out_of_range.load(), 0);
    EXPECT_FALSE(clash.load());
}

}  // namespace
}  // namespace sudokit::python
