#pragma once

#include "exit_codes.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::cli {

// A solve's exit status: 0 one solution (or one found with a limit of one), 1 none or several,
// 2 a timeout before the question was settled.
inline ExitCode exit_status_of(Verdict verdict) {
    switch (verdict) {
        case Verdict::unique:
        case Verdict::found:
            return kExitOk;
        case Verdict::none:
        case Verdict::multiple:
            return kExitUnsolved;
        case Verdict::stopped:
            return kExitTimedOut;
    }
    return kExitUnsolved;
}

}  // namespace sudokit::cli
