#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "server/api.hpp"

namespace sudokit::server {

// One API request waiting for, or in, a worker. Whoever takes it first, a worker (start) or
// the connection's timer at the deadline (expire), decides its fate; the other backs off.
class ApiJob {
  public:
    using Clock = std::chrono::steady_clock;
    // done runs on the worker's thread with the answer.
    ApiJob(std::string route, std::string body, Clock::time_point deadline,
           std::function<void(ApiResponse)> done)
        : route_(std::move(route)),
          body_(std::move(body)),
          deadline_(deadline),
          done_(std::move(done)) {}

    Clock::time_point deadline() const { return deadline_; }
    // True when the job was still waiting: the caller now owns its answer.
    bool start() { return claim(State::running); }
    bool expire() { return claim(State::expired); }

    // Computes the answer and hands it to `done`; for a worker, after start().
    void run(const ApiLimits& limits, SolvingSession& session);

  private:
    enum class State { waiting, running, expired };
    bool claim(State next) {
        State expected = State::waiting;
        return state_.compare_exchange_strong(expected, next);
    }

    std::string route_;
    std::string body_;
    Clock::time_point deadline_;
    std::function<void(ApiResponse)> done_;
    std::atomic<State> state_{State::waiting};
};

// The threads that compute API answers, at most `threads` at once, first come first served.
// Jobs that expired while waiting are skipped. Page files and health checks never come here,
// so they are answered however busy the workers are.
class ApiWorkers {
  public:
    ApiWorkers(int threads, ApiLimits limits);
    ~ApiWorkers();  // finishes the jobs being computed, drops the waiting ones
    ApiWorkers(const ApiWorkers&) = delete;
    ApiWorkers& operator=(const ApiWorkers&) = delete;

    void submit(std::shared_ptr<ApiJob> job);

  private:
    void work();

    ApiLimits limits_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::shared_ptr<ApiJob>> queue_;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

}  // namespace sudokit::server
