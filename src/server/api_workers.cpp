#include "server/api_workers.hpp"

namespace sudokit::server {

void ApiJob::run(const ApiLimits& limits, SolvingSession& session) {
    done_(handle_api(route_, body_, limits, deadline_, session));
}

ApiWorkers::ApiWorkers(int threads, ApiLimits limits) : limits_(limits) {
    for (int i = 0; i < std::max(1, threads); ++i)
        threads_.emplace_back([this] { work(); });
}

ApiWorkers::~ApiWorkers() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
        queue_.clear();
    }
    wake_.notify_all();
    for (std::thread& thread : threads_)
        thread.join();
}

void ApiWorkers::submit(std::shared_ptr<ApiJob> job) {
    {
        const std::lock_guard lock(mutex_);
        queue_.push_back(std::move(job));
    }
    wake_.notify_one();
}

void ApiWorkers::work() {
    SolvingSession session;  // this worker's, for every request it computes
    for (;;) {
        std::shared_ptr<ApiJob> job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (stopping_) return;
            job = std::move(queue_.front());
            queue_.pop_front();
        }
        // A job with less than a tenth of its time left would only run out of it: it stays
        // waiting, and its connection answers 503 at the deadline.
        if (ApiJob::Clock::now() >= job->deadline() - limits_.time_limit / 10) continue;
        if (job->start()) job->run(limits_, session);
    }
}

}  // namespace sudokit::server
