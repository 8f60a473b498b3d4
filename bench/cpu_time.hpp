#pragma once

// CPU time, the figure the benchmarks report: the machine is shared, and CPU time is what
// other work disturbs least.

#include <sys/resource.h>
#include <time.h>

namespace sudokit::bench {

// CPU seconds used by the calling thread.
inline double thread_cpu_seconds() {
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// CPU seconds (user and system) used by the child processes that have ended, such as QQWing.
inline double children_cpu_seconds() {
    rusage usage{};
    ::getrusage(RUSAGE_CHILDREN, &usage);
    const auto seconds = [](const timeval& value) {
        return static_cast<double>(value.tv_sec) + static_cast<double>(value.tv_usec) * 1e-6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

}  // namespace sudokit::bench
