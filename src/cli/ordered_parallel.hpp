#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "interrupt_signals.hpp"

namespace sudokit::cli {

// What an ordered run does. `take` gives the jobs in order, nothing once there are no more;
// it is called by one worker at a time and may block (typed input). `make` runs on the
// workers, several jobs at once, and is told which worker (0 .. threads-1) runs it, for
// state a worker keeps. `emit` and `flush` run on the calling thread: `emit` gets
// the results in the order their jobs were taken, `flush` is called before it waits for the
// next one. Either returns false to stop the run (the output failed).
template <typename Job, typename Result>
struct OrderedSteps {
    std::function<std::optional<Job>()> take;
    std::function<Result(Job&, int worker)> make;
    std::function<bool(Result&)> emit;
    std::function<bool()> flush;
};

// Runs the jobs on `threads` worker threads and emits each result as soon as it and all before
// it are ready. Workers stay at most `window` jobs ahead of the output, so memory stays
// bounded for any count, and a stopped run stops soon. SIGINT or SIGTERM ends the run: the
// results ready in order are emitted and flushed, then the process exits (exit_interrupted).
// An exception from a step ends the run and is thrown again here.
template <typename Job, typename Result>
void run_ordered(int threads, const OrderedSteps<Job, Result>& steps, std::uint64_t window = 256) {
    // How often the waiting output thread looks at the interrupt flag (a handler cannot wake it).
    constexpr auto kInterruptPoll = std::chrono::milliseconds(50);
    const InterruptSignals interrupts;

    // Taking is apart from the rest, so that a read that blocks holds up no finished result.
    std::mutex take_mutex;
    bool out_of_jobs = false;
    std::uint64_t taken = 0;

    std::mutex mutex;
    std::condition_variable changed;
    std::map<std::uint64_t, Result> ready;
    std::uint64_t admitted = 0;  // jobs the workers were allowed to take
    std::uint64_t emitted = 0;
    std::optional<std::uint64_t> total;
    bool stopping = false;
    std::exception_ptr failure;

    auto work_on_jobs = [&](int worker) {
        for (;;) {
            {
                std::unique_lock lock(mutex);
                changed.wait(lock,
                             [&] { return stopping || total || admitted < emitted + window; });
                if (stopping || total) return;
                ++admitted;
            }
            std::optional<Job> job;
            std::uint64_t index = 0;
            {
                const std::lock_guard lock(take_mutex);
                if (!out_of_jobs) job = steps.take();
                out_of_jobs = !job;
                index = job ? taken++ : taken;
            }
            if (!job) {
                const std::lock_guard lock(mutex);
                total = index;
                changed.notify_all();
                return;
            }
            Result result = steps.make(*job, worker);
            const std::lock_guard lock(mutex);
            ready.emplace(index, std::move(result));
            changed.notify_all();
        }
    };
    auto work = [&](int worker) {
        try {
            work_on_jobs(worker);
        } catch (...) {
            const std::lock_guard lock(mutex);
            failure = std::current_exception();
            stopping = true;
            changed.notify_all();
        }
    };

    bool going = true;
    {
        std::vector<std::jthread> workers;
        for (int i = 0; i < threads; ++i)
            workers.emplace_back(work, i);
        const auto next_is_due = [&] {
            return stopping || ready.contains(emitted) || (total && emitted >= *total);
        };
        std::unique_lock lock(mutex);
        while (going) {
            if (!next_is_due()) {
                lock.unlock();
                going = steps.flush();
                lock.lock();
                while (going && !next_is_due() && !interrupts.requested())
                    changed.wait_for(lock, kInterruptPoll);
            }
            if (interrupts.requested()) {
                // Workers take nothing more; what is ready in order is written, the rest dropped.
                stopping = true;
                for (auto found = ready.find(emitted); going && found != ready.end();
                     found = ready.find(emitted)) {
                    going = steps.emit(found->second);
                    ++emitted;
                }
                if (going) steps.flush();
                exit_interrupted(emitted);
            }
            if (!going || stopping || (total && emitted >= *total)) break;
            auto result = ready.extract(emitted);
            ++emitted;
            lock.unlock();
            changed.notify_all();
            going = steps.emit(result.mapped());
            lock.lock();
        }
        stopping = true;
        lock.unlock();
        changed.notify_all();
    }
    if (failure) std::rethrow_exception(failure);
    if (going) steps.flush();
}

}  // namespace sudokit::cli
